import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import type { SearchRequest, SearchSource } from '../capability';
import { inTheme } from '../db/content-themes';
import { newsPosts } from '../db/schema';
import { publicPost } from './news-query';
import { pageWithTotal, totalOver } from '../search/text-match';
import { buildSearches } from './search-terms';

/**
 * News as a source of the site search: the news list's own full-text search (tsvector + trigram fixes,
 * paywalled bodies searched only for readers who may open them): the typo fixes of all synonym variants
 * in one lookup, then the variants OR-ed in one statement that carries the total with the page.
 */
async function searchNews(request: SearchRequest) {
  const { db, access } = request;
  const readsPaywalled = access.hasSubscription;
  const searches = await buildSearches({ db, qs: request.variants, readsPaywalled });
  if (!searches.length) return { total: 0, items: [] };
  const match = searches.length === 1 ? searches[0].match : (or(...searches.map((s) => s.match)) as SQL);
  const where = and(publicPost(), inTheme(newsPosts.themes, request.theme), match) as SQL;
  const first = searches[0];
  const rank = sql<number>`greatest(${sql.join(
    searches.map((s) => s.rank),
    sql`, `,
  )})`;
  const { total, rows } = await pageWithTotal({
    limit: request.limit,
    page: request.page,
    count: async () => Number((await db.select({ n: count() }).from(newsPosts).where(where))[0].n),
    rows: (limit, offset) => {
      // The page is chosen first (ids, rank, total); the snippet is built for its rows only, not for
      // every match the total counts (ts_headline over thousands of bodies took seconds at scale).
      const page = db
        .select({
          id: newsPosts.id,
          rank: sql<number>`${rank}`.as('rank'),
          total: sql<number>`${totalOver}`.as('total'),
        })
        .from(newsPosts)
        .where(where)
        .orderBy(desc(rank), desc(newsPosts.publishedAt), desc(newsPosts.id))
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({
          id: newsPosts.id,
          slug: newsPosts.slug,
          title: newsPosts.title,
          isFree: newsPosts.isFree,
          publishedAt: newsPosts.publishedAt,
          headline: first.headline,
          total: sql<number>`${page.total}`.mapWith(Number),
        })
        .from(page)
        .innerJoin(newsPosts, eq(newsPosts.id, page.id))
        .orderBy(desc(page.rank), desc(newsPosts.publishedAt), desc(newsPosts.id));
    },
  });
  return {
    total,
    items: rows.map((r) => ({
      kind: 'news',
      id: String(r.id),
      title: r.title,
      url: newsPostPath(r),
      snippet: r.headline ?? '',
      isLocked: !access.canOpen({ kind: 'news', id: r.id, isFree: r.isFree }),
      date: r.publishedAt ? r.publishedAt.toISOString() : null,
    })),
  };
}

export const newsSearchSource: SearchSource = { kind: 'news', label: 'Новини', search: searchNews };
