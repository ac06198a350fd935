import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
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

describe('a post’s relation ids on its row follow its link tables (ADR 053)', () => {
  /** The arrays on the row and the link tables' ids, in id order, for each post given. */
  const both = async (db: Database['db'], ids: number[]) => {
    const rows = await db
      .select({
        id: newsPosts.id,
        onRow: sql<
          number[][]
        >`json_build_array(${newsPosts.categoryIds}, ${newsPosts.labelIds}, ${newsPosts.topicIds})`,
        links: sql<number[][]>`json_build_array(
          array(select l.category_id from news_post_categories l where l.post_id = news_posts.id order by 1),
          array(select l.label_id from news_post_labels l where l.post_id = news_posts.id order by 1),
          array(select l.topic_id from news_post_topics l where l.post_id = news_posts.id order by 1))`,
      })
      .from(newsPosts)
      .where(inArray(newsPosts.id, ids))
      .orderBy(newsPosts.id);
    return rows;
  };

  it('inserts, changes and deletions of links, several posts in one statement, and a removed category', async () => {
    const { db } = database;
    const a = await buildNewsPost(db, { category: uniq('c'), topics: [uniq('t')] });
    const b = await buildNewsPost(db, { category: uniq('c') });
    const cats = await db
      .insert(newsCategories)
      .values([1, 2, 3].map((i) => ({ alias: uniq('c'), title: `Категорія ${i}`, themes: ['hr'] as ThemeId[] })))
      .returning();
    const labels = await db
      .insert(newsLabels)
      .values([1, 2].map((i) => ({ alias: uniq('l'), title: `Мітка ${i}` })))
      .returning();
    const check = async () => {
      const rows = await both(db, [a.id, b.id]);
      for (const r of rows) expect(r.onRow, `post ${r.id}`).toEqual(r.links);
      return rows;
    };
    const [before] = await check();
    expect(before.onRow[0]).toHaveLength(1);
    expect(before.onRow[2]).toHaveLength(1);
    // One statement adding links to two posts, in descending id order.
    await db.insert(newsPostCategories).values([
      { postId: a.id, categoryId: cats[2].id },
      { postId: b.id, categoryId: cats[1].id },
      { postId: a.id, categoryId: cats[0].id },
    ]);
    await db.insert(newsPostLabels).values(labels.map((l) => ({ postId: b.id, labelId: l.id })));
    const [, bAfter] = await check();
    expect(bAfter.onRow[1]).toEqual(labels.map((l) => l.id));
    // A link moved from one post to the other.
    await db
      .update(newsPostLabels)
      .set({ postId: a.id })
      .where(and(eq(newsPostLabels.postId, b.id), eq(newsPostLabels.labelId, labels[0].id)));
    const [aMoved, bMoved] = await check();
    expect(aMoved.onRow[1]).toEqual([labels[0].id]);
    expect(bMoved.onRow[1]).toEqual([labels[1].id]);
    // A category deleted takes its links (cascade) and leaves the rows' arrays.
    await db.delete(newsCategories).where(eq(newsCategories.id, cats[0].id));
    const [aGone] = await check();
    expect(aGone.onRow[0]).not.toContain(cats[0].id);
    await db.delete(newsPostLabels).where(inArray(newsPostLabels.postId, [a.id, b.id]));
    const [aEmpty, bEmpty] = await check();
    expect([aEmpty.onRow[1], bEmpty.onRow[1]]).toEqual([[], []]);
    // Deleting a post deletes its links without an error from the triggers.
    await db.delete(newsPosts).where(eq(newsPosts.id, b.id));
    expect(await both(db, [b.id])).toEqual([]);
  });

  it('every seeded post carries the ids its link tables hold', async () => {
    const { db } = database;
    const ids = (await db.select({ id: newsPosts.id }).from(newsPosts)).map((r) => r.id);
    const rows = await both(db, ids);
    expect(rows.filter((r) => r.links.some((l) => l.length)).length).toBeGreaterThan(10);
    for (const r of rows) expect(r.onRow, `post ${r.id}`).toEqual(r.links);
  });
});
