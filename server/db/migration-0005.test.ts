import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../engagement/engagement-sql';
import { type Database, openDatabase } from './client';
import { migrationsFolder } from './migrate';

/** Applies one committed migration file statement by statement, as the migrator does. */
async function apply(database: Database, file: string) {
  const text = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  await database.db.execute(sql`create extension if not exists unaccent`);
  const before = ['0000_core', '0001_news', '0002_subscriptions', '0003_mail_outbox', '0004_engagement'];
  for (const tag of before) await apply(database, `${tag}.sql`);
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0005: content belongs to a theme', () => {
  it('existing news is HR, HR-only topics are HR, the rest is shared; the seeded home SEO row goes', async () => {
    const { db } = database;
    await db.execute(sql`insert into news_posts (id, slug, title) values (1, 'a', 'А')`);
    await db.execute(sql`insert into news_categories (id, alias, title) values (1, 'kadry', 'Кадри')`);
    await db.execute(sql`insert into topics (alias, title) values ('okhorona-pratsi', 'Охорона праці'),
      ('vidpustky', 'Відпустки')`);
    await db.execute(sql`insert into seo_settings (url, title) values
      ('/', 'Фахівець — новини, відео, документи і консультації для кадровика'), ('/subscribe', 'Передплата')`);
    await db.execute(sql`insert into menu_items (menu, title, link, options) values
      ('side', 'Календар кадровика', '/personal-calendar', '{"icon":"calendar"}')`);

    await apply(database, '0005_content_themes.sql');

    const all = async (q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(q));
    expect(await all(sql`select themes from news_posts`)).toEqual([{ themes: ['hr'] }]);
    expect(await all(sql`select themes from news_categories`)).toEqual([{ themes: ['hr'] }]);
    expect(await all(sql`select alias, themes from topics order by alias`)).toEqual([
      { alias: 'okhorona-pratsi', themes: ['hr'] },
      { alias: 'vidpustky', themes: ['hr', 'accounting'] },
    ]);
    expect(await all(sql`select url, themes from seo_settings`)).toEqual([
      { url: '/subscribe', themes: ['hr', 'accounting'] },
    ]);
    expect(await all(sql`select options from menu_items`)).toEqual([
      { options: { icon: 'calendar', titleFrom: 'calendar' } },
    ]);
    // A path may now have a row per theme.
    await db.execute(sql`insert into seo_settings (url, title, themes) values ('/subscribe', 'Для бухгалтерів',
      '{accounting}')`);
    expect(await all(sql`select count(*)::int as n from seo_settings where url = '/subscribe'`)).toEqual([{ n: 2 }]);
    // New rows belong to both sites unless they say otherwise.
    await db.execute(sql`insert into news_posts (id, slug, title) values (2, 'b', 'Б')`);
    expect(await all(sql`select themes from news_posts where slug = 'b'`)).toEqual([{ themes: ['hr', 'accounting'] }]);
  });
});
