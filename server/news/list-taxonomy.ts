import { asc, count, inArray, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import { keptAggregate } from '../cache/kept-lists';
import { inTheme } from '../db/content-themes';
import type { Db } from '../db/client';
import { newsCategories, newsLabels, newsPostLabels, newsPostTopics, newsPosts, newsTypes, topics } from '../db/schema';
import { sitePost } from './news-query';

export type NewsTaxonomyKind = 'topics' | 'labels' | 'types' | 'categories';

/**
 * Topics, labels, types or categories with the number of public posts of the theme carrying each.
 * Topics and categories of the other theme are not listed; labels and types serve both.
 */
export async function listNewsTaxonomy(opts: { db: Db; kind: NewsTaxonomyKind; theme: ThemeId }) {
  const { db, theme } = opts;
  const visible = db.select({ id: newsPosts.id }).from(newsPosts).where(sitePost(theme));
  const n = <T extends { count: number }>(rows: T[]) => rows.map((r) => ({ ...r, count: Number(r.count) }));
  switch (opts.kind) {
    case 'topics':
      return n(
        await db
          .select({ id: topics.id, alias: topics.alias, title: topics.title, count: count(newsPostTopics.postId) })
          .from(topics)
          .leftJoin(
            newsPostTopics,
            sql`${newsPostTopics.topicId} = ${topics.id} and ${inArray(newsPostTopics.postId, visible)}`,
          )
          .where(inTheme(topics.themes, theme))
          .groupBy(topics.id)
          .orderBy(asc(topics.position)),
      );
    case 'labels':
      return n(
        await db
          .select({
            id: newsLabels.id,
            alias: newsLabels.alias,
            title: newsLabels.title,
            count: count(newsPostLabels.postId),
          })
          .from(newsLabels)
          .leftJoin(
            newsPostLabels,
            sql`${newsPostLabels.labelId} = ${newsLabels.id} and ${inArray(newsPostLabels.postId, visible)}`,
          )
          .groupBy(newsLabels.id)
          .orderBy(asc(newsLabels.position)),
      );
    case 'types':
      return n(
        await db
          .select({ id: newsTypes.id, alias: newsTypes.alias, title: newsTypes.title, count: count(newsPosts.id) })
          .from(newsTypes)
          .leftJoin(newsPosts, sql`news_posts.type_id = ${newsTypes.id} and ${sitePost(theme)}`)
          .groupBy(newsTypes.id)
          .orderBy(asc(newsTypes.position)),
      );
    case 'categories':
      return n(
        await db
          .select({
            id: newsCategories.id,
            alias: newsCategories.alias,
            title: newsCategories.title,
            description: newsCategories.description,
            options: newsCategories.options,
            count: sql<number>`(select count(*) from news_post_categories pc where pc.category_id =
              news_categories.id and ${inArray(sql`pc.post_id`, visible)})`,
          })
          .from(newsCategories)
          .where(inTheme(newsCategories.themes, theme))
          .orderBy(asc(newsCategories.position)),
      );
  }
}

const facets = [
  ['categories', 'categoryItems', 'Рубрики'],
  ['topics', 'topicItems', 'Теми'],
  ['labels', 'labelItems', 'Мітки'],
  ['types', 'typeItems', 'Типи'],
] as const;

/** Every taxonomy with its public post counts, zero counts included (the filters panel and editor). */
export async function listNewsFacets(opts: { db: Db; theme: ThemeId }) {
  const [categories, topics, labels, types] = await Promise.all(
    facets.map(([kind]) => listNewsTaxonomy({ db: opts.db, kind, theme: opts.theme })),
  );
  return { categories, topics, labels, types };
}

/**
 * The same counts as the filters panel of the news list and the API's filter_counters show them: the
 * public posts' counts are everybody's, so they are kept a second per theme like a list's total
 * (ADR 046; a save forgets them). Four statements of their own were most of the list page's database
 * work. The editor's choices read them afresh (`listNewsFacets`).
 */
export function keptNewsFacets(opts: { db: Db; theme: ThemeId }) {
  return keptAggregate(opts.db, JSON.stringify(['news-facets', opts.theme]), () => listNewsFacets(opts));
}

/** Facet counters of the API's filter_counters: only values some visible post carries. */
export async function listFilterCounters(opts: { db: Db; theme: ThemeId }) {
  const all = await keptNewsFacets(opts);
  return facets.map(([kind, queryName, title]) => ({
    queryName,
    title,
    items: all[kind].filter((r) => r.count > 0).map((r) => ({ id: r.alias, label: r.title, count: r.count })),
  }));
}
