import { desc, eq, type Placeholder, sql } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import type { SearchRequest, SearchSource } from '../capability';
import { inTheme } from '../db/content-themes';
import { newsPosts } from '../db/schema';
import { publicPost } from './news-query';
import { askInStatement, type StatementPart } from '../search/search-statement';
import { buildSearches, listSearchSql, stemsRelevance } from './search-terms';

/**
 * A news search as a part of the site search's one statement (ADR 077), per paywall right; the term's
 * stems query (`query`: the variants' queries joined by `|`, their typo fixes included) and the theme are
 * placeholders. The query is a sub-select (`onePlan`), so PostgreSQL plans the statement once for every
 * term (ADR 075). The two arms (a free post's body, a paywalled one's lead or body) are one scan: a
 * `BitmapOr` of their partial GIN indexes, each index's condition the arm's flag, so no vector is read
 * back to check a row (ADR 050, 068). The page is chosen first (ids, rank, total); the snippet's text
 * is read for its rows only, not for every match the total counts.
 */
function newsPart(readsPaywalled: boolean): Omit<StatementPart, 'shared' | 'own'> {
  const visible = (query: Placeholder) => {
    const { match } = listSearchSql({ stemsQuery: query, readsPaywalled, onePlan: true });
    return sql`${match} and ${publicPost()} and ${inTheme(newsPosts.themes, sql.placeholder('theme'))}`;
  };
  return {
    key: `news:${readsPaywalled}`,
    // The text the snippet is cut from (a body, or a paywalled post's lead) comes beside the row.
    text: true,
    page: (d, own, limit, offset) => {
      const query = own('query');
      const page = d
        .select({
          id: sql<number>`${newsPosts.id}`.as('page_id'),
          rank: sql<number>`${stemsRelevance(query, true)}`.as('page_rank'),
          total: sql<number>`count(*) over ()`.as('total'),
        })
        .from(newsPosts)
        .where(visible(query))
        .orderBy(sql`page_rank desc`, desc(newsPosts.publishedAt), desc(newsPosts.id))
        .limit(limit)
        .offset(offset)
        .as('page');
      const { headline } = listSearchSql({ stemsQuery: query, readsPaywalled });
      return d
        .select({
          n: sql`row_number() over (order by ${page.rank} desc, ${newsPosts.publishedAt} desc, ${newsPosts.id} desc)`.as(
            'n',
          ),
          total: sql`${page.total}`.as('total'),
          r: sql`json_build_array(${newsPosts.id}, ${newsPosts.slug}, ${newsPosts.title}, ${newsPosts.isFree}, ${newsPosts.publishedAt})`.as(
            'r',
          ),
          x: sql`${headline}`.as('x'),
        })
        .from(page)
        .innerJoin(newsPosts, eq(newsPosts.id, page.id));
    },
    count: (_d, own) => sql`select count(*) from ${newsPosts} where ${visible(own('query'))}`,
  };
}

/** The part for a visitor without the right to read paywalled bodies, and for one with it. */
const NEWS_PARTS = { guest: newsPart(false), subscriber: newsPart(true) };

/**
 * News as a source of the site search: full-text search with trigram typo fixes, paywalled bodies searched
 * only for readers who may open them. The typo fixes of all synonym variants come in one lookup; every
 * word and its fix are stemmed and matched as exact stems in the stems vectors (ADR 051). Other forms of
 * a word meet in their stem, so there is no fuzzy title arm here.
 */
async function searchNews(request: SearchRequest) {
  const { db, access } = request;
  const readsPaywalled = access.hasSubscription;
  const searches = await buildSearches({ db, qs: request.plainVariants, readsPaywalled });
  if (!searches.length) return { total: 0, items: [] };
  // Any variant may match; one query ranks them all: the stems of any of them in the title and lead.
  const query = searches.map((s) => `(${s.stemsQuery})`).join(' | ');
  const { total, rows, texts } = await askInStatement(
    { db, search: request.variants, limit: request.limit, page: request.page },
    { ...NEWS_PARTS[readsPaywalled ? 'subscriber' : 'guest'], shared: { theme: request.theme }, own: { query } },
  );
  const first = searches[0];
  return {
    total,
    items: rows.map((values, i) => {
      const [id, slug, title, isFree, publishedAt] = values as [number, string, string, boolean, string | null];
      return {
        kind: 'news',
        id: String(id),
        title,
        url: newsPostPath({ id, slug }),
        snippet: first.snippet(texts[i]) ?? '',
        isLocked: !access.canOpen({ kind: 'news', id, isFree }),
        date: publishedAt ? new Date(publishedAt).toISOString() : null,
      };
    }),
  };
}

export const newsSearchSource: SearchSource = { kind: 'news', label: 'Новини', search: searchNews };
