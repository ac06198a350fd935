import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildNewsPost, buildUser, uniq } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-db';
import { startTestServer } from '../../tests/support/test-server';
import type { Database } from '../db/client';
import { newsCategories, newsLabels, newsPostCategories, newsPostLabels, newsTypes, newsPosts } from '../db/schema';
import { purgePublicPages } from '../http/page-cache';
import { createServices } from '../services';
import { getPost } from './get-post';
import { listNews } from './list-news';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

const card = async (db: Database['db'], id: number) =>
  (await listNews({ db, user: null, theme: 'hr', type: 'all', limit: 100 })).rows.find((r) => r.id === id);

describe('news cards name their categories, labels, topics and type from the taxonomy (ADR 046)', () => {
  it('lists each relation in the taxonomy’s order, the same on the card and on the article', async () => {
    const { db } = database;
    const post = await buildNewsPost(db, { themes: ['hr'], category: uniq('c'), topics: [uniq('t'), uniq('t')] });
    // Two more categories and labels with positions out of their id order.
    const cats = await db
      .insert(newsCategories)
      .values([
        { alias: uniq('c'), title: 'Пізня', themes: ['hr'], position: 90 },
        { alias: uniq('c'), title: 'Рання', themes: ['hr'], position: -5 },
      ])
      .returning();
    const labels = await db
      .insert(newsLabels)
      .values([
        { alias: uniq('l'), title: 'Друга', position: 7 },
        { alias: uniq('l'), title: 'Перша', position: 3 },
      ])
      .returning();
    const [type] = await db
      .insert(newsTypes)
      .values({ alias: uniq('nt'), title: 'Інтерв’ю' })
      .returning();
    await db.insert(newsPostCategories).values(cats.map((c) => ({ postId: post.id, categoryId: c.id })));
    await db.insert(newsPostLabels).values(labels.map((l) => ({ postId: post.id, labelId: l.id })));
    await db.update(newsPosts).set({ typeId: type.id }).where(eq(newsPosts.id, post.id));

    const row = await card(db, post.id);
    expect(row?.categories.map((c) => c.title)).toEqual(['Рання', expect.stringMatching(/^Категорія /), 'Пізня']);
    expect(row?.labels.map((l) => l.title)).toEqual(['Перша', 'Друга']);
    expect(row?.topics).toHaveLength(2);
    expect(row?.type).toEqual({ id: type.id, alias: type.alias, title: 'Інтерв’ю' });
    const article = await getPost({ db, user: null, id: post.id, theme: 'hr' });
    expect(article.categories).toEqual(row?.categories);
    expect(article.labels).toEqual(row?.labels);
    expect(article.topics).toEqual(row?.topics);
    expect(article.type).toEqual(row?.type);
  });

  it('a category added after the taxonomy was read shows at once; a renamed one within a second or on a purge', async () => {
    const t = await startTestServer();
    try {
      createServices(t.deps);
      const { db } = t.deps;
      const post = await buildNewsPost(db, { themes: ['hr'] });
      expect((await card(db, post.id))?.categories).toEqual([]);
      // Added behind the dictionary's back (it was read by the list above): the unknown id reads it again.
      const [cat] = await db
        .insert(newsCategories)
        .values({ alias: uniq('c'), title: 'Нова рубрика', themes: ['hr'], options: { subscribe_block: true } })
        .returning();
      await db.insert(newsPostCategories).values({ postId: post.id, categoryId: cat.id });
      expect((await card(db, post.id))?.categories).toEqual([
        { id: cat.id, alias: cat.alias, title: 'Нова рубрика', options: { subscribe_block: true } },
      ]);

      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        await db
          .update(newsCategories)
          .set({ title: 'Перейменована' })
          .where(inArray(newsCategories.id, [cat.id]));
        // Within the second the dictionary is kept…
        expect((await card(db, post.id))?.categories[0].title).toBe('Нова рубрика');
        // …a purge of public pages (a change saved in another process, through Redis) forgets it…
        await purgePublicPages(t.deps, ['/news']);
        expect((await card(db, post.id))?.categories[0].title).toBe('Перейменована');
        // …and so does the second passing.
        await db.update(newsCategories).set({ title: 'Ще раз' }).where(eq(newsCategories.id, cat.id));
        expect((await card(db, post.id))?.categories[0].title).toBe('Перейменована');
        vi.setSystemTime(Date.now() + 1_001);
        expect((await card(db, post.id))?.categories[0].title).toBe('Ще раз');
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await t.stop();
    }
  });
});

describe('a guest’s plain news page is a statement prepared once (ADR 047)', () => {
  it('answers what the statement built per request answers, on every page and theme', async () => {
    const { db } = database;
    const stamp = Date.now();
    // Fixed posts out of their id order, an accounting-only post, a scheduled one that must not show.
    await buildNewsPost(db, { themes: ['accounting'], publishedAt: new Date(stamp - 5_000) });
    await buildNewsPost(db, { isFixed: true, order: 2, publishedAt: new Date(stamp - 9_000) });
    await buildNewsPost(db, { isFixed: true, order: 1, publishedAt: new Date(stamp - 8_000) });
    await buildNewsPost(db, { state: 'scheduled' });
    // A reader with no marks of their own goes the per-request way and must see the same cards.
    const { user } = await buildUser(db, { withSession: false });
    for (const theme of ['hr', 'accounting'] as const) {
      for (const page of [1, 2, 3]) {
        const guest = await listNews({ db, user: null, theme, type: 'all', page, limit: 7 });
        const reader = await listNews({ db, user, theme, type: 'all', page, limit: 7 });
        expect(guest.rows.length).toBeGreaterThan(0);
        expect(guest.rows).toEqual(reader.rows);
        expect(guest.total).toBe(reader.total);
      }
    }
    // Fixed posts first, by their order; the seed's fixed posts are among them.
    const { rows } = await listNews({ db, user: null, theme: 'hr', type: 'all', limit: 20 });
    const fixed = rows.filter((r) => r.isFixed);
    expect(fixed.length).toBeGreaterThanOrEqual(2);
    expect(rows.slice(0, fixed.length)).toEqual(fixed);
    const orders = fixed.map((r) => r.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
