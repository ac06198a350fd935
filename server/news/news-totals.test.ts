import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildNewsPost, buildUser, grantSubscription } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { startTestServer } from '../../tests/support/test-server';
import { purgePublicPages } from '../http/page-cache';
import { createServices } from '../services';
import { TTL_MS as TOTAL_TTL_MS } from '../cache/kept-lists';
import type { SessionUser } from '../accounts/sessions';
import { favorites } from '../db/schema';
import { listNews, type NewsList } from './list-news';
import { toggleFavorite } from '../engagement/toggle-favorite';
import { newsKind } from './news-kind';

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
  it('a total is kept a second (a large one 30 s), a saved post refreshes it, a new search counts every match', async () => {
    const { db } = database;
    const list = () => listNews({ db, user: null, theme: 'hr', type: 'all', limit: 5 });
    // The clock stands still unless the test moves it: what is kept stays kept.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = await buildNewsPost(db, { themes: ['hr'] });
      const small = (await list()).total;
      // A small total: a row written behind the list's back (another process without Redis) shows
      // once the kept total is older than a second, like the guest page cache's pages.
      await copies(db, first.id, 1);
      expect((await list()).total).toBe(small);
      vi.setSystemTime(Date.now() + TOTAL_TTL_MS + 1);
      expect((await list()).total).toBe(small + 1);

      await copies(db, first.id, 5_000);
      vi.setSystemTime(Date.now() + TOTAL_TTL_MS + 1);
      const large = (await list()).total;
      expect(large).toBe(small + 5_001);
      // A large total is kept longer: after a few seconds rows written behind its back still do not show…
      await copies(db, first.id, 3);
      vi.setSystemTime(Date.now() + 5 * TOTAL_TTL_MS);
      expect((await list()).total).toBe(large);
      // …a search asked for the first time counts the first post and all its copies, the last three included…
      expect((await listNews({ db, user: null, theme: 'hr', type: 'all', q: 'Тестова' })).total).toBe(
        1 + 1 + 5_000 + 3,
      );
      // …and a post saved through the editor's operation is counted at once, with the rows before it.
      await buildNewsPost(db, { themes: ['hr'] });
      expect((await list()).total).toBe(large + 4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a search is kept a second per paywall right and forgotten on a save; a reader’s marks are kept a second and forgotten on their write (ADR 069, 073)', async () => {
    const { db } = database;
    const word = 'Кварцеквітка';
    const search = (user: SessionUser | null, type = 'all') =>
      listNews({ db, user, theme: 'hr', type, q: word.toLowerCase() });
    const ids = (list: NewsList) => list.rows.map((r) => r.id).sort((a, b) => a - b);
    const { user: reader } = await buildUser(db, { withSession: false });
    const { user: subscriber } = await buildUser(db, { withSession: false });
    await grantSubscription(db, { userId: subscriber.id, packageCode: 'professional', days: 30 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const post = await buildNewsPost(db, { themes: ['hr'], title: `${word}: перший допис` });
      for (const user of [null, reader, subscriber]) expect(ids(await search(user))).toEqual([post.id]);
      // Rows written behind the list's back (another process without Redis): every answer stays the one kept…
      await copies(db, post.id, 2);
      for (const user of [null, reader, subscriber]) expect((await search(user)).total).toBe(1);
      // …so does a reader's own mark, kept a second per reader (ADR 073), until the reader's own write
      // through the operation, which shows at once, on their rows only.
      await db.insert(favorites).values({ kind: 'news', itemId: post.id, userId: reader.id });
      expect((await search(reader)).rows[0].favorite).toBe(false);
      await toggleFavorite({ db, kind: newsKind, user: reader, id: post.id, favorite: true });
      expect((await search(reader)).rows[0].favorite).toBe(true);
      expect((await search(reader)).total).toBe(1);
      expect((await search(subscriber)).rows[0].favorite).toBe(false);
      expect((await search(null)).rows[0].favorite).toBe(false);
      // A search of the reader's own favourites is theirs alone and searched every time.
      expect((await search(reader, 'favorites')).total).toBe(1);
      const copy = (await db.execute(
        sql`select min(id) as id from news_posts where title = ${post.title} and id <> ${post.id}`,
      )) as unknown as { rows: { id: number }[] };
      await db.insert(favorites).values({ kind: 'news', itemId: Number(copy.rows[0].id), userId: reader.id });
      expect((await search(reader, 'favorites')).total).toBe(2);
      // Another spelling of the term is another answer, searched when asked.
      expect((await listNews({ db, user: reader, theme: 'hr', type: 'all', q: word })).total).toBe(3);
      // A post saved through the editor's operation is found at once, each by the readers who may read it:
      // a paywalled post whose body alone names the term, by the subscriber only.
      const paid = await buildNewsPost(db, {
        themes: ['hr'],
        title: 'Допис лише для передплатників',
        paywalled: true,
        contentShort: '<p>Короткий виклад без терміна.</p>',
        content: `<p>Короткий виклад без терміна.</p><p>${word} у повному тексті.</p>`,
      });
      expect((await search(null)).total).toBe(3);
      expect((await search(reader)).total).toBe(3);
      expect((await search(subscriber)).total).toBe(4);
      expect(ids(await search(subscriber))).toContain(paid.id);
      // A second later, what was written behind the kept answers' back shows too.
      await copies(db, post.id, 1);
      expect((await search(subscriber)).total).toBe(4);
      vi.setSystemTime(Date.now() + TOTAL_TTL_MS + 1);
      expect((await search(null)).total).toBe(4);
      expect((await search(subscriber)).total).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a purge of public pages (a post saved in another process, through Redis) forgets the kept totals', async () => {
    const t = await startTestServer();
    try {
      createServices(t.deps);
      const { db } = t.deps;
      const list = () => listNews({ db, user: null, theme: 'hr', type: 'all', limit: 5 });
      const post = await buildNewsPost(db, { themes: ['hr'] });
      const before = (await list()).total;
      await copies(db, post.id, 2);
      expect((await list()).total).toBe(before);
      await purgePublicPages(t.deps, ['/news']);
      expect((await list()).total).toBe(before + 2);
    } finally {
      await t.stop();
    }
  });
});
