import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import type { SearchRequest, SearchSource } from '../capability';
import type { Db } from '../db/client';
import { inTheme } from '../db/content-themes';
import { preparedPerShape, UNNAMED } from '../db/prepared';
import { newsPosts } from '../db/schema';
import { publicPost } from './news-query';
import { pageWithTotal } from '../db/page-with-total';
import { totalOver } from '../search/text-match';
import { buildSearches, listSearchSql, stemsRelevance } from './search-terms';

/**
 * The statements of a news search with `searches` variants, built once per database, number of variants
 * and paywall right; the variants' stems (`stems0`…), their joined rank query (`rank`), the theme, and
 * the page's `limit` and `offset` are placeholders. Every variant's arms are read each from its own
 * index with the post's filters, date and rank taken from the row the arm has just read; `union` keeps
 * a post matched by several arms once (its date and rank are the same in each). Joining the matches back
 * to the posts by key for the filters cost a third of the statement at scale (ADR 050). The queries are
 * sub-selects (`onePlan`), so PostgreSQL names the statements and plans them once for every term: each
 * arm reads its GIN index whatever the term, and planning was most of a new term's cost (ADR 075).
 */
function newsStatements(db: Db, searches: number, readsPaywalled: boolean) {
  return preparedPerShape(db, `site-search:news:${searches}:${readsPaywalled}`, (d) => {
    const where = and(publicPost(), inTheme(newsPosts.themes, sql.placeholder('theme'))) as SQL;
    const parts = Array.from({ length: searches }, (_, i) =>
      listSearchSql({ stemsQuery: sql.placeholder(`stems${i}`), readsPaywalled, onePlan: true }),
    );
    const rank = stemsRelevance(sql.placeholder('rank'), true);
    const arms = parts.flatMap((p) => p.arms);
    const matched = (withRank: boolean) =>
      sql`(${sql.join(
        arms.map((arm) =>
          withRank
            ? sql`select id, published_at, ${rank} as rank from ${newsPosts} where ${arm} and ${where}`
            : sql`select id from ${newsPosts} where ${arm} and ${where}`,
        ),
        sql` union `,
      )}) m`;
    // The page is chosen first (ids, rank, total); the snippet's text is read for its rows only, not
    // for every match the total counts (snippets over thousands of bodies took seconds at scale).
    const page = d
      .select({
        id: sql<number>`m.id`.as('page_id'),
        rank: sql<number>`m.rank`.as('page_rank'),
        total: sql<number>`${totalOver}`.as('total'),
      })
      .from(matched(true))
      .orderBy(sql`m.rank desc, m.published_at desc, m.id desc`)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return {
      count: d.select({ n: count() }).from(matched(false)).prepare(UNNAMED),
      rows: d
        .select({
          id: newsPosts.id,
          slug: newsPosts.slug,
          title: newsPosts.title,
          isFree: newsPosts.isFree,
          publishedAt: newsPosts.publishedAt,
          headline: parts[0].headline,
          total: sql<number>`${page.total}`.mapWith(Number),
        })
        .from(page)
        .innerJoin(newsPosts, eq(newsPosts.id, page.id))
        .orderBy(desc(page.rank), desc(newsPosts.publishedAt), desc(newsPosts.id))
        .prepare(UNNAMED),
    };
  });
}

/**
 * News as a source of the site search: full-text search with trigram typo fixes, paywalled bodies searched
 * only for readers who may open them. The typo fixes of all synonym variants come in one lookup; every
 * word and its fix are stemmed and matched as exact stems in the stems vectors (ADR 051), the variants'
 * index arms in one statement that carries the total with the page. Other forms of a word meet in their
 * stem, so there is no fuzzy title arm here.
 */
async function searchNews(request: SearchRequest) {
  const { db, access } = request;
  const readsPaywalled = access.hasSubscription;
  const searches = await buildSearches({ db, qs: request.plainVariants, readsPaywalled });
  if (!searches.length) return { total: 0, items: [] };
  const statements = newsStatements(db, searches.length, readsPaywalled);
  const values: Record<string, unknown> = {
    theme: request.theme,
    // One rank for all variants: the stems of any of them in the title and lead.
    rank: searches.map((s) => `(${s.stemsQuery})`).join(' | '),
  };
  searches.forEach((s, i) => {
    values[`stems${i}`] = s.stemsQuery;
  });
  const { total, rows } = await pageWithTotal({
    limit: request.limit,
    page: request.page,
    count: async () => Number((await statements.count.execute(values))[0].n),
    rows: (limit, offset) => statements.rows.execute({ ...values, limit, offset }),
    totalOf: (row) => row.total,
  });
  const first = searches[0];
  return {
    total,
    items: rows.map((r) => ({
      kind: 'news',
      id: String(r.id),
      title: r.title,
      url: newsPostPath(r),
      snippet: first.snippet(r.headline) ?? '',
      isLocked: !access.canOpen({ kind: 'news', id: r.id, isFree: r.isFree }),
      date: r.publishedAt ? r.publishedAt.toISOString() : null,
    })),
  };
}

export const newsSearchSource: SearchSource = { kind: 'news', label: 'Новини', search: searchNews };
