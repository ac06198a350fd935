import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewsPost } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { listNews } from './list-news';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const copies = async (db: Database['db'], fromId: number, n: number) => {
  // Copies of one post (every column but the id and the generated search vector).
  const cols = (
    (await db.execute(sql`select column_name from information_schema.columns where table_name = 'news_posts'
      and column_name not in ('id', 'search') and is_generated = 'NEVER' order by ordinal_position`)) as unknown as {
      rows: { column_name: string }[];
    }
  ).rows.map((r) => `"${r.column_name}"`);
  const list = sql.raw(cols.join(', '));
  await db.execute(sql`insert into news_posts (${list}) select ${list} from news_posts p, generate_series(1, ${n})
    where p.id = ${fromId}`);
};

describe('news list totals', () => {
  it('a large total is kept between pages, a saved post refreshes it, a small total is always counted', async () => {
    const { db } = database;
    const list = () => listNews({ db, user: null, theme: 'hr', type: 'all', limit: 5 });
    const first = await buildNewsPost(db, { themes: ['hr'] });
    const small = (await list()).total;
    // Small lists: a row written behind the list's back shows at once.
    await copies(db, first.id, 1);
    expect((await list()).total).toBe(small + 1);

    await copies(db, first.id, 5_000);
    const large = (await list()).total;
    expect(large).toBe(small + 5_001);
    // Kept: rows written behind the list's back do not show until it expires…
    await copies(db, first.id, 3);
    expect((await list()).total).toBe(large);
    // …a search is never kept (it counts the first post and all its copies, the last three included)…
    expect((await listNews({ db, user: null, theme: 'hr', type: 'all', q: 'Тестова' })).total).toBe(1 + 1 + 5_000 + 3);
    // …and a post saved through the editor's operation is counted at once, with the rows before it.
    await buildNewsPost(db, { themes: ['hr'] });
    expect((await list()).total).toBe(large + 4);
  });
});
