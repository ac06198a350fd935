import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewsPost, buildUser, uniq } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-db';
import { limits } from '../../common/limits';
import type { Database } from '../db/client';
import { newsPosts } from '../db/schema';
import { toggleFavorite } from '../engagement/toggle-favorite';
import { forgetKept } from '../cache/kept-lists';
import { DEEP_OFFSET, listNews } from './list-news';
import { newsKind } from './news-kind';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

const minute = 60_000;

describe("a signed-in reader's unfiltered news lists (statements built once per theme, list and order)", () => {
  it('favourites: exactly the reader’s visible posts of the theme, in the list’s orders, paged and counted', async () => {
    const { db } = database;
    const reader = (await buildUser(db, { withSession: false })).user;
    const other = (await buildUser(db, { withSession: false })).user;
    const posts = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        buildNewsPost(db, {
          title: `Обрана ${i}`,
          themes: ['accounting'],
          publishedAt: new Date(Date.now() - i * minute),
        }),
      ),
    );
    const hrOnly = await buildNewsPost(db, { themes: ['hr'] });
    const withdrawn = await buildNewsPost(db, { themes: ['accounting'] });
    const notMine = await buildNewsPost(db, { themes: ['accounting'] });
    for (const p of [...posts, hrOnly, withdrawn])
      await toggleFavorite({ db, kind: newsKind, user: reader, id: p.id, favorite: true });
    await toggleFavorite({ db, kind: newsKind, user: other, id: notMine.id, favorite: true });
    // A post taken back to drafts after it was marked leaves the list.
    await db.update(newsPosts).set({ status: 'draft' }).where(eq(newsPosts.id, withdrawn.id));

    const list = (over: Partial<Parameters<typeof listNews>[0]> = {}) =>
      listNews({ db, user: reader, theme: 'accounting', type: 'favorites', limit: 2, ...over });
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page })));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    // A page past the end has no row to carry the total: it is counted on its own.
    const past = await list({ page: 4 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(5);
    // Newest first, no repeats across pages, every row marked as the reader's favourite.
    expect(pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual(posts.map((p) => p.id));
    expect(pages.flatMap((p) => p.rows.map((r) => r.favorite))).toEqual([true, true, true, true, true]);
    const oldestFirst = await list({ direction: 'asc', limit: 10 });
    expect(oldestFirst.rows.map((r) => r.id)).toEqual(posts.map((p) => p.id).reverse());
    // The HR site lists the HR post only; the other reader sees only their own.
    expect((await list({ theme: 'hr', limit: 10 })).rows.map((r) => r.id)).toEqual([hrOnly.id]);
    const theirs = await listNews({ db, user: other, theme: 'accounting', type: 'favorites', limit: 10 });
    expect(theirs.rows.map((r) => r.id)).toEqual([notMine.id]);
    expect(theirs.total).toBe(1);
  });

  it('all news: a reader gets the guest’s rows in the same order, with their own marks', async () => {
    const { db } = database;
    const reader = (await buildUser(db, { withSession: false })).user;
    const fresh = await buildNewsPost(db, { themes: ['hr'], publishedAt: new Date(Date.now() - 10_000) });
    await toggleFavorite({ db, kind: newsKind, user: reader, id: fresh.id, favorite: true });
    for (const order of ['date', 'views'] as const) {
      for (const direction of ['desc', 'asc'] as const) {
        const at = { db, theme: 'hr' as const, type: 'all', order, direction, limit: 3 };
        for (const page of [1, 2]) {
          const [asGuest, asReader] = await Promise.all([
            listNews({ ...at, page, user: null }),
            listNews({ ...at, page, user: reader }),
          ]);
          expect(asReader.rows.map((r) => r.id)).toEqual(asGuest.rows.map((r) => r.id));
          expect(asReader.total).toBe(asGuest.total);
          for (const r of asReader.rows) expect(r.favorite).toBe(r.id === fresh.id);
        }
      }
    }
    const first = await listNews({ db, theme: 'hr', type: 'all', user: reader, limit: 3 });
    expect(first.rows.find((r) => r.id === fresh.id)?.favorite).toBe(true);
  });

  it('a guest’s first page at the list’s own size (values written in) is the general statement’s page', async () => {
    const { db } = database;
    const size = limits.pageSize.news;
    const built = await Promise.all(
      Array.from({ length: size + 3 }, (_, i) =>
        buildNewsPost(db, {
          themes: [i % 4 === 0 ? 'accounting' : 'hr'],
          publishedAt: new Date(Date.now() - i * minute),
        }),
      ),
    );
    const fixed = await buildNewsPost(db, {
      themes: ['hr'],
      isFixed: true,
      order: 1,
      publishedAt: new Date(Date.now() - 99 * minute),
    });
    await buildNewsPost(db, { themes: ['hr'], state: 'draft' });
    const reader = (await buildUser(db, { withSession: false })).user;
    for (const theme of ['hr', 'accounting'] as const) {
      const asGuest = await listNews({ db, theme, type: 'all', user: null, page: 1, limit: size });
      // A reader without marks gets the general statement's rows (no first-page statement for readers).
      const asReader = await listNews({ db, theme, type: 'all', user: reader, page: 1, limit: size });
      expect(asGuest.rows).toEqual(asReader.rows);
      expect(asGuest.total).toBe(asReader.total);
      // The second page (limit and offset as parameters) goes on where the first stopped.
      const second = await listNews({ db, theme, type: 'all', user: null, page: 2, limit: size });
      const ids = [...asGuest.rows, ...second.rows].map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const hr = await listNews({ db, theme: 'hr', type: 'all', user: null, page: 1, limit: size });
    expect(hr.rows).toHaveLength(size);
    expect(hr.rows[0].id).toBe(fixed.id);
    // After the fixed post, newest first, this test's newest HR post among them, an accounting-only one absent.
    const dates = hr.rows.slice(1).map((r) => new Date(r.publishedAt as Date | string).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(hr.rows.map((r) => r.id)).toContain(built[1].id);
    expect(hr.rows.map((r) => r.id)).not.toContain(built[0].id);
  });

  it('a guest’s deep page (found in the kept order of the list) is the page the offset finds, visible posts only', async () => {
    const { db } = database;
    const author = (await buildUser(db, { role: 'news_editor', withSession: false })).user;
    const limit = 5;
    // Enough posts of one theme for pages past DEEP_OFFSET, fixed ones among them.
    const built = [];
    for (let batch = 0; batch < 9; batch++)
      built.push(
        ...(await Promise.all(
          Array.from({ length: 25 }, (_, j) => {
            const i = batch * 25 + j;
            return buildNewsPost(db, {
              author,
              themes: [i % 10 === 0 ? 'hr' : 'accounting'],
              publishedAt: new Date(Date.now() - (i % 37) * minute - i),
              ...(i % 50 === 7 ? { isFixed: true, order: (i % 5) + 1 } : {}),
            });
          }),
        )),
      );
    const reader = (await buildUser(db, { withSession: false })).user;
    const firstDeep = DEEP_OFFSET / limit + 1;
    // A reader without marks reads the same list by offset (the reader's statement): the guest's deep
    // pages, their ids and every field, must be those pages.
    const compare = async () => {
      const seen: number[] = [];
      for (let page = firstDeep - 1; ; page++) {
        const asGuest = await listNews({ db, theme: 'accounting', type: 'all', user: null, page, limit });
        const asReader = await listNews({ db, theme: 'accounting', type: 'all', user: reader, page, limit });
        expect(asGuest.rows).toEqual(asReader.rows);
        expect(asGuest.total).toBe(asReader.total);
        if (!asReader.rows.length) return seen;
        seen.push(...asGuest.rows.map((r) => r.id));
      }
    };
    const deep = await compare();
    expect(deep.length).toBeGreaterThan(limit * 2);
    // A post taken off the site without a save's forgetting (another process, before the order is read
    // again) is left out of its page, not shown.
    const withdrawn = deep[limit + 2];
    const page = firstDeep;
    // Read just before, so the kept order is fresh (kept a second for a list of this size).
    const before = await listNews({ db, theme: 'accounting', type: 'all', user: null, page, limit });
    expect(before.rows.map((r) => r.id)).toEqual(deep.slice(limit, limit * 2));
    await db.update(newsPosts).set({ status: 'draft' }).where(eq(newsPosts.id, withdrawn));
    const stale = await listNews({ db, theme: 'accounting', type: 'all', user: null, page, limit });
    expect(stale.rows.map((r) => r.id)).toEqual(deep.slice(limit, limit * 2).filter((id) => id !== withdrawn));
    // What a save does (forgets the kept values): the pages follow the list again.
    forgetKept(db);
    const after = await compare();
    expect(after).not.toContain(withdrawn);
    expect(after.length).toBe(deep.length - 1);
    expect(built.some((p) => after.includes(p.id))).toBe(true);
  });

  it('a search without filters (its statement built once, the term filled in) answers what the general statement answers', async () => {
    const { db } = database;
    const word = `квитанц${uniq('w').replace(/[^a-z0-9]/g, '')}`;
    const other = `довідк${uniq('w').replace(/[^a-z0-9]/g, '')}`;
    const category = uniq('cat');
    const at = (i: number) => new Date(Date.now() - (i + 1) * minute);
    const posts = await Promise.all([
      buildNewsPost(db, { title: `Як скласти ${word}`, category, themes: ['hr'], publishedAt: at(1) }),
      buildNewsPost(db, {
        content: `<p>У тексті згадано ${word} і ${other} для працівника.</p>`,
        category,
        themes: ['hr'],
        publishedAt: at(2),
      }),
      buildNewsPost(db, { content: `<p>Лише ${other} у тексті.</p>`, category, themes: ['hr'], publishedAt: at(3) }),
      // Paywalled: found by its lead only (the same for both statements), and not on the accounting site.
      buildNewsPost(db, {
        contentShort: `<p>Вступ без слова.</p>`,
        content: `<p>Вступ без слова.</p><p>Закрите: ${word}.</p>`,
        paywalled: true,
        category,
        themes: ['hr'],
        publishedAt: at(4),
      }),
      buildNewsPost(db, { title: `Інший сайт: ${word}`, category, themes: ['accounting'], publishedAt: at(5) }),
    ]);
    const reader = (await buildUser(db, { withSession: false })).user;
    await toggleFavorite({ db, kind: newsKind, user: reader, id: posts[1].id, favorite: true });
    const ask = (q: string, user: typeof reader | null, filtered: boolean) =>
      listNews({ db, theme: 'hr', type: 'all', q, user, ...(filtered ? { categoryItems: [category] } : {}) });
    for (const user of [null, reader]) {
      // Two terms one after the other through the same statement: each gets its own rows.
      for (const q of [word, other, `${word} ${other}`]) {
        const [plain, general] = [await ask(q, user, false), await ask(q, user, true)];
        expect(plain.rows).toEqual(general.rows);
        expect(plain.total).toBe(general.total);
      }
      const found = await ask(word, user, false);
      // The title match ranks first; the paywalled body and the other site's post are not found.
      expect(found.rows.map((r) => r.id)).toEqual([posts[0].id, posts[1].id]);
      expect(found.rows.map((r) => r.favorite)).toEqual([false, user !== null]);
      expect(found.rows[1].headline).toContain(word);
      expect((await ask(other, user, false)).rows.map((r) => r.id)).toEqual([posts[1].id, posts[2].id]);
    }
  });
});
