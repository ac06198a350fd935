import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { migrationsFolder } from './migrate';
import { rowsOf } from '../engagement/engagement-sql';

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
  for (const file of ['0000_core.sql', '0001_news.sql', '0002_subscriptions.sql', '0003_mail_outbox.sql']) {
    await apply(database, file);
  }
});
afterAll(async () => {
  await database?.close();
});

describe('migration 0004: news engagement moves into the shared tables', () => {
  it('keeps every favourite, view, reaction and rating, and starts latest viewed from the views', async () => {
    const { db } = database;
    await db.execute(
      sql`insert into users (id, email, name) values (1, 'a@fahivets.ua', 'А'), (2, 'b@fahivets.ua', 'Б')`,
    );
    await db.execute(sql`insert into news_posts (id, slug, title) values (10, 'a', 'А'), (11, 'b', 'Б')`);
    await db.execute(
      sql`insert into news_favorites (post_id, user_id, created_at) values (10, 1, '2026-01-05T10:00:00Z'), (11, 2,
        now())`,
    );
    await db.execute(sql`insert into news_views (post_id, visitor, day, user_id) values
      (10, 'u:1', '2026-01-01', 1), (11, 'u:1', '2026-01-03', 1), (10, 'u:1', '2026-01-02', 1), (10, 'g:xyz',
        '2026-01-01', null)`);
    await db.execute(sql`insert into news_reactions (post_id, user_id, reaction_id) values (10, 1, 3)`);
    await db.execute(sql`insert into news_ratings (post_id, user_id, rating, comment) values (11, 2, 5, 'Дякую')`);

    await apply(database, '0004_engagement.sql');

    const all = async (q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(q));
    expect(
      await all(sql`select kind, item_id, user_id, created_at::text as at from favorites order by item_id`),
    ).toEqual([
      { kind: 'news', item_id: 10, user_id: 1, at: '2026-01-05 10:00:00+00' },
      expect.objectContaining({ kind: 'news', item_id: 11, user_id: 2 }),
    ]);
    expect(await all(sql`select count(*)::int as n from item_views where kind = 'news'`)).toEqual([{ n: 4 }]);
    expect(await all(sql`select item_id from latest_viewed where user_id = 1 order by viewed_at desc`)).toEqual([
      { item_id: 11 },
      { item_id: 10 },
    ]);
    expect(await all(sql`select kind, item_id, user_id, reaction_id from reactions`)).toEqual([
      { kind: 'news', item_id: 10, user_id: 1, reaction_id: 3 },
    ]);
    expect(await all(sql`select kind, item_id, user_id, rating, comment from ratings`)).toEqual([
      { kind: 'news', item_id: 11, user_id: 2, rating: 5, comment: 'Дякую' },
    ]);
    expect(await all(sql`select to_regclass('news_favorites') as t`)).toEqual([{ t: null }]);
  });
});
