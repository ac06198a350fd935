import { and, count, desc, or, sql, type SQL } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import type { SearchRequest, SearchSource } from '../capability';
import { inTheme } from '../db/content-themes';
import { newsPosts } from '../db/schema';
import { publicPost } from './news-query';
import { buildSearch } from './search-terms';

/**
 * News as a source of the site search: the news list's own full-text search (tsvector + trigram fixes,
 * paywalled bodies searched only for readers who may open them), run for every synonym variant.
 */
async function searchNews(request: SearchRequest) {
  const { db, access } = request;
  const readsPaywalled = access.hasSubscription;
  const searches = (await Promise.all(request.variants.map((q) => buildSearch({ db, q, readsPaywalled })))).filter(
    (s) => s !== null,
  );
  if (!searches.length) return { total: 0, items: [] };
  const match = searches.length === 1 ? searches[0].match : (or(...searches.map((s) => s.match)) as SQL);
  const where = and(publicPost(), inTheme(newsPosts.themes, request.theme), match) as SQL;
  const [{ total }] = await db.select({ total: count() }).from(newsPosts).where(where);
  if (request.limit === 0 || Number(total) === 0) return { total: Number(total), items: [] };
  const first = searches[0];
  const rank = sql<number>`greatest(${sql.join(
    searches.map((s) => s.rank),
    sql`, `,
  )})`;
  const rows = await db
    .select({
      id: newsPosts.id,
      slug: newsPosts.slug,
      title: newsPosts.title,
      isFree: newsPosts.isFree,
      publishedAt: newsPosts.publishedAt,
      headline: first.headline,
    })
    .from(newsPosts)
    .where(where)
    .orderBy(desc(rank), desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(request.limit)
    .offset((request.page - 1) * request.limit);
  return {
    total: Number(total),
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
