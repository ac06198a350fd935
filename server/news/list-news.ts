import { commentNamesOf } from '../comments/thread-counters';
import { and, asc, count, desc, eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { limits } from '../../common/limits';
import type { NewsOrder } from '../../common/news';
import type { ThemeId } from '../../common/themes';
import { inTheme, inThemeNamed } from '../db/content-themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { pageWithTotal } from '../db/page-with-total';
import { listPlaceholder, preparedOnce, UNNAMED } from '../db/prepared';
import {
  favorites,
  newsCategories,
  newsLabels,
  newsPostCategories,
  newsPostLabels,
  newsPostTopics,
  newsPosts,
  newsTypes,
  threads,
  topics,
} from '../db/schema';
import { keptAggregate, keptGuestSearches } from '../cache/kept-lists';
import { marksOf, withPersonalMarks } from '../engagement/engagement-sql';
import { AppError } from '../http/errors';
import { loadAccess } from '../access/access';
import { newsKindName, personalFields, publicPost, sitePost } from './news-query';
import { relationIdFields, withRelations } from './news-relations';
import { leadKeyField, withLeads } from './news-leads';
import { buildSearch, listSearchSql, type NewsSearch } from './search-terms';

export interface ListNewsOptions {
  db: Db;
  user: SessionUser | null;
  /** The request's theme: only its posts and categories are listed. */
  theme: ThemeId;
  /** 'all', 'favorites' or a category alias. */
  type: string;
  page?: number;
  limit?: number;
  order?: NewsOrder;
  direction?: 'asc' | 'desc';
  fixedPosts?: boolean;
  q?: string;
  categoryItems?: string[];
  topicItems?: string[];
  labelItems?: string[];
  typeItems?: string[];
}

/** A card's columns but its lead's. */
const cardBaseFields = {
  id: newsPosts.id,
  slug: newsPosts.slug,
  title: newsPosts.title,
  imageUrl: newsPosts.imageUrl,
  order: newsPosts.order,
  isFixed: newsPosts.isFixed,
  isFree: newsPosts.isFree,
  publishedAt: newsPosts.publishedAt,
  views: newsPosts.views,
  shareCount: newsPosts.shareCount,
  favoritesCount: newsPosts.favoritesCount,
  likesCount: newsPosts.likesCount,
  commentsCount: newsPosts.commentsCount,
  ...commentNamesOf('news', newsPosts.id),
  ...relationIdFields,
};

/** A list card: its lead comes as a hash, the text from the kept leads (`withLeads`). */
const listedCardFields = { ...cardBaseFields, ...leadKeyField };

/** A card read on its own (the article, its related posts): the lead's columns themselves. */
export const cardFields = {
  ...cardBaseFields,
  contentShort: newsPosts.contentShort,
  description: newsPosts.description,
};

/**
 * A page's comment names from its posts' threads joined once: as two sub-selects per card (`cardFields`,
 * right for one article) they were 40 sub-plans on a page of 20, a third of the statement's time.
 */
const listedCommentNames = {
  commentsNames: sql<string[]>`coalesce(${threads.commentsNames}, '{}'::text[])`,
  commentsOthers: sql<number>`coalesce(${threads.commentsOthers}, 0)`,
};

const orderColumn = { date: newsPosts.publishedAt, views: newsPosts.views, likes: newsPosts.likesCount } as const;

/** Filter conditions shared by the page, its total and the filter counters. */
export async function listConditions(
  opts: ListNewsOptions,
  search: NewsSearch | null,
): Promise<{ where: SQL; category: typeof newsCategories.$inferSelect | null }> {
  const { db, user } = opts;
  const conds: SQL[] = [sitePost(opts.theme)];
  let category: typeof newsCategories.$inferSelect | null = null;
  if (opts.type === 'favorites') {
    if (!user) throw new AppError('unauthenticated');
    conds.push(
      sql`exists(select 1 from ${favorites} f where f.kind = ${newsKindName} and f.item_id = news_posts.id and
        f.user_id = ${user.id})`,
    );
  } else if (opts.type !== 'all') {
    [category] = await db
      .select()
      .from(newsCategories)
      .where(and(eq(newsCategories.alias, opts.type), inTheme(newsCategories.themes, opts.theme)))
      .limit(1);
    if (!category) throw new AppError('not_found');
    conds.push(
      sql`exists(select 1 from ${newsPostCategories} pc where pc.post_id = news_posts.id and pc.category_id =
        ${category.id})`,
    );
  }
  const byAlias = (items: string[] | undefined, link: SQL) => (items?.length ? conds.push(link) : 0);
  const list = (items: string[]) =>
    sql.join(
      items.map((i) => sql`${i}`),
      sql`, `,
    );
  byAlias(
    opts.categoryItems,
    sql`exists(select 1 from ${newsPostCategories} pc join ${newsCategories} c on c.id = pc.category_id where
      pc.post_id = news_posts.id and c.alias in (${list(opts.categoryItems ?? [])}))`,
  );
  byAlias(
    opts.topicItems,
    sql`exists(select 1 from ${newsPostTopics} pt join ${topics} t on t.id = pt.topic_id where pt.post_id =
      news_posts.id and t.alias in (${list(opts.topicItems ?? [])}))`,
  );
  byAlias(
    opts.labelItems,
    sql`exists(select 1 from ${newsPostLabels} pl join ${newsLabels} l on l.id = pl.label_id where pl.post_id =
      news_posts.id and l.alias in (${list(opts.labelItems ?? [])}))`,
  );
  byAlias(
    opts.typeItems,
    sql`news_posts.type_id in (select nt.id from ${newsTypes} nt where nt.alias in (${list(opts.typeItems ?? [])}))`,
  );
  if (search) conds.push(search.match);
  return { where: and(...conds) as SQL, category };
}

/** Fixed posts first (by their order 1–5) unless asked otherwise, or relevance for a search; then the chosen order. */
function listOrder(
  opts: Pick<ListNewsOptions, 'order' | 'direction' | 'fixedPosts'>,
  search: Pick<NewsSearch, 'rank'> | null,
): SQL[] {
  const direction = opts.direction === 'asc' ? asc : desc;
  const orderBy: SQL[] = [];
  if (search) orderBy.push(desc(search.rank));
  else if (opts.fixedPosts !== false) orderBy.push(desc(newsPosts.isFixed), asc(newsPosts.order));
  orderBy.push(direction(orderColumn[opts.order ?? 'date']), desc(newsPosts.id));
  return orderBy;
}

/** The key of a list's total in the kept aggregates: searches and favourites are never kept. */
function totalKey(opts: ListNewsOptions): string | null {
  if (opts.q || opts.type === 'favorites') return null;
  return JSON.stringify([
    'news',
    opts.theme,
    opts.type,
    opts.categoryItems ?? [],
    opts.topicItems ?? [],
    opts.labelItems ?? [],
    opts.typeItems ?? [],
  ]);
}

const countRows = async (db: Db, where: SQL) =>
  Number((await db.select({ total: count() }).from(newsPosts).where(where))[0].total);

const countTotal = (opts: ListNewsOptions, where: SQL) =>
  keptAggregate(
    opts.db,
    totalKey(opts),
    () => countRows(opts.db, where),
    (n) => n,
  );

/** The total of a list without filters: everybody's, kept (ADR 046); its conditions built only when counted. */
const keptPlainTotal = (opts: ListNewsOptions) =>
  keptAggregate(
    opts.db,
    totalKey(opts),
    async () => countRows(opts.db, (await listConditions(opts, null)).where),
    (n) => n,
  );

/**
 * A page of the news list: one query for the rows (relation ids and personal marks as sub-selects;
 * the relations' titles from the in-process dictionary) and one for the total. Fixed posts come first (by their order 1–5), then the chosen order; a
 * search term ranks by relevance and returns highlighted snippets.
 *
 * A search answers every visitor of the theme with the same paywall right alike but for their marks: the
 * answer is kept a second, as the site search keeps a guest's answer (ADR 019, by the same store:
 * forgotten on any save of public content, at most 500 terms, concurrent misses sharing one search), so
 * a term many visitors ask at once is searched once (ADR 068). A guest's answer is one per term; a
 * signed-in reader's is one per term for readers who may open paywalled bodies and one for those who may
 * not, and the reader's own marks (favourite, viewed, reaction) are read for its rows on every request
 * (ADR 069). A search of the reader's favourites is theirs alone and never kept.
 */
export async function listNews(opts: ListNewsOptions): Promise<NewsList> {
  if (!opts.q || opts.type === 'favorites') return listNewsNow(opts);
  const { db, user } = opts;
  if (!user) return keptSearches.get(db, searchKey(opts, false), () => listNewsNow(opts));
  const readsPaywalled = (await loadAccess({ db, user })).hasSubscription;
  const shared = await keptSearches.get(db, searchKey(opts, readsPaywalled), () =>
    listNewsNow({ ...opts, user: null }, readsPaywalled),
  );
  return { ...shared, rows: await withPersonalMarks(db, newsKindName, shared.rows, user) };
}

export type NewsList = Awaited<ReturnType<typeof listNewsNow>>;

const keptSearches = keptGuestSearches<NewsList>();

/**
 * Everything a search answer without marks depends on but the database (the page: a search is always
 * page 1): the term and filters, and whether paywalled bodies are searched.
 */
const searchKey = (opts: ListNewsOptions, readsPaywalled: boolean) =>
  JSON.stringify([
    'news-search',
    readsPaywalled,
    opts.theme,
    opts.type,
    opts.q,
    opts.limit ?? null,
    opts.order ?? null,
    opts.direction ?? null,
    opts.fixedPosts ?? null,
    opts.categoryItems ?? [],
    opts.topicItems ?? [],
    opts.labelItems ?? [],
    opts.typeItems ?? [],
  ]);

/**
 * The list read now. `paywalledRight` (a search): whether paywalled bodies are searched, when the
 * caller has already asked (a signed-in reader's search read without their marks); else the user's
 * access tells.
 */
async function listNewsNow(opts: ListNewsOptions, paywalledRight?: boolean) {
  const { db, user } = opts;
  const limit = opts.limit ?? limits.pageSize.news;
  const readsPaywalled = opts.q ? (paywalledRight ?? (await loadAccess({ db, user })).hasSubscription) : false;
  const search = opts.q ? await buildSearch({ db, q: opts.q, readsPaywalled }) : null;
  // A search term starts a fresh list: the page parameter is dropped (spec part 1 §5).
  const page = search || opts.q ? 1 : Math.max(1, opts.page ?? 1);
  const offset = (page - 1) * limit;
  if (isPlainGuestList(opts)) {
    // The prepared statement needs no conditions built; the total's are built only when it is counted.
    const [idRows, total] = await Promise.all([
      offset === 0 && limit === limits.pageSize.news
        ? firstGuestPage(db, opts.theme).execute()
        : offset >= DEEP_OFFSET
          ? deepGuestPage(db, opts.theme, offset, limit)
          : plainGuestPage(db, opts.theme).execute({ limit, offset }),
      keptPlainTotal(opts),
    ]);
    return { rows: await withRelations(db, await withLeads(db, idRows)), total, page, limit, category: null, q: '' };
  }
  if (user && isPlainReaderList(opts)) {
    const statements = readerStatements(db, opts);
    const pageRows = (l: number, o: number) => statements.page.execute({ userId: user.id, limit: l, offset: o });
    // The total of all news is everybody's, kept (ADR 046); a reader's favourites carry theirs on the
    // page's rows (`pageWithTotal`).
    const { rows: idRows, total } =
      opts.type === 'favorites'
        ? await pageWithTotal({
            limit,
            page,
            rows: pageRows,
            count: async () => Number((await statements.total.execute({ userId: user.id }))[0].total),
            totalOf: (row) => Number(row.searchTotal),
          })
        : await Promise.all([pageRows(limit, offset), keptPlainTotal(opts)]).then(([rows, n]) => ({
            rows,
            total: n,
          }));
    return { rows: await withRelations(db, await withLeads(db, idRows)), total, page, limit, category: null, q: '' };
  }
  if (search) {
    const { where, category } = isPlainSearch(opts)
      ? { where: null, category: null }
      : await listConditions(opts, search);
    // A search is one statement: its page carries the total of matches (planning a search's text
    // matching is most of its cost, so it is planned once, not again for a separate count; ADR 050).
    // Without filters (the search box), that statement is built once and the term filled in.
    const found = where
      ? await pageQuery(db, { where, orderBy: listOrder(opts, search), user, search, limit, offset })
      : await searchStatement(db, opts, readsPaywalled, user !== null).execute({
          stems: search.stemsQuery,
          userId: user?.id,
          limit,
          offset,
        });
    const total = found.length ? Number(found[0].searchTotal) : 0;
    // The statement brings the texts; the snippets are cut from them here (ADR 066).
    for (const row of found) {
      row.headline = search.snippet(row.headline);
      row.headlineShort = search.snippet(row.headlineShort);
      row.titleHeadline = search.markTitle(row.title);
    }
    const rows = await withRelations(db, await withLeads(db, found));
    return { rows, total, page, limit, category, q: opts.q ?? '' };
  }
  const { where, category } = await listConditions(opts, null);
  const orderBy = listOrder(opts, null);
  const [idRows, total] = await Promise.all([
    pageQuery(db, { where, orderBy, user, search, limit, offset }),
    countTotal(opts, where),
  ]);
  const rows = await withRelations(db, await withLeads(db, idRows));
  return { rows, total, page, limit, category, q: opts.q ?? '' };
}

/**
 * The page's ids first, in the list's order; the card's sub-selects then run for those rows only
 * (with the columns in one statement, a deep page built the cards of every row it skipped).
 */
function pageQuery(
  db: Db,
  q: {
    where: SQL;
    orderBy: SQL[];
    user: SessionUser | null;
    search: Pick<NewsSearch, 'headline' | 'headlineShort'> | null;
    limit: number | Placeholder;
    offset: number | Placeholder;
    /** The reader's marks as sub-selects of a statement built once (a placeholder for the reader). */
    marks?: ReturnType<typeof personalFields>;
    /** The page's own statement with its values written in (constants only: see `firstGuestPage`). */
    inline?: boolean;
    /** The rows carry the total of the list as a search's do (a reader's favourites: a short list). */
    withTotal?: boolean;
  },
) {
  const pageIds = db
    .select({
      id: newsPosts.id,
      // A search's total of matches (or a list's, `withTotal`), counted before limit and offset (null for
      // other lists).
      total: (q.search || q.withTotal ? sql<number>`count(*) over ()` : sql<number | null>`null::int`).as(
        'search_total',
      ),
    })
    .from(newsPosts)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset)
    .as('page_ids');
  // The subquery's text carries its values; the alias shares the select's SQL, so this marks that SQL.
  if (q.inline) (pageIds as unknown as { _: { sql: SQL } })._.sql.inlineParams();
  return db
    .select({
      ...listedCardFields,
      ...listedCommentNames,
      ...(q.marks ?? personalFields(q.user)),
      headline: q.search ? q.search.headline : sql<string | null>`null`,
      headlineShort: q.search ? q.search.headlineShort : sql<string | null>`null`,
      titleHeadline: sql<string | null>`null`,
      searchTotal: pageIds.total,
    })
    .from(pageIds)
    .innerJoin(newsPosts, eq(newsPosts.id, pageIds.id))
    .leftJoin(threads, and(eq(threads.kind, newsKindName), eq(threads.itemId, newsPosts.id)))
    .orderBy(...q.orderBy);
}

/** A search of all news of the theme without filters, in any of the list's orders (the search box). */
function isPlainSearch(opts: ListNewsOptions): boolean {
  return (
    opts.type === 'all' &&
    !opts.categoryItems?.length &&
    !opts.topicItems?.length &&
    !opts.labelItems?.length &&
    !opts.typeItems?.length
  );
}

/**
 * That search's statement, built once per database handle, theme, order, paywall right and whether the
 * visitor is signed in (ADR 047): the term (its stems' `to_tsquery` text), the reader, limit and
 * offset are filled in; building the statement's text was a tenth of the server's CPU per search. Its
 * page carries the total of matches (`count(*) over ()`), so whatever the order it reads every match
 * from the GIN indexes: its queries are sub-selects (`onePlan`), it is named, and one plan serves every
 * term (ADR 075 amendment; planning each term was most of a new term's cost).
 */
const searchStatement = (db: Db, opts: ListNewsOptions, readsPaywalled: boolean, signedIn: boolean) => {
  const order = opts.order ?? 'date';
  const ascending = opts.direction === 'asc';
  const key = `news:search:${opts.theme}:${order}:${ascending}:${readsPaywalled}:${signedIn}`;
  return preparedOnce(db, key, (d) => {
    const search = listSearchSql({ stemsQuery: sql.placeholder('stems'), readsPaywalled, onePlan: true });
    return pageQuery(d, {
      where: and(sitePost(opts.theme), search.match) as SQL,
      orderBy: listOrder({ order, direction: ascending ? 'asc' : 'desc' }, search),
      user: null,
      search,
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      marks: signedIn ? marksOf(newsKindName, newsPosts.id, sql.placeholder('userId')) : undefined,
    }).prepare(UNNAMED);
  });
};

/**
 * A signed-in reader's list without a term or filters: all news of the theme or their favourites, in
 * any of the list's orders (a reader's own lists, the home page's news for a reader).
 */
function isPlainReaderList(opts: ListNewsOptions): boolean {
  return (
    !opts.q &&
    (opts.type === 'all' || opts.type === 'favorites') &&
    !opts.categoryItems?.length &&
    !opts.topicItems?.length &&
    !opts.labelItems?.length &&
    !opts.typeItems?.length
  );
}

/**
 * That list's page and its count, built once per database handle, theme, list and order (ADR 047):
 * the reader, limit and offset are filled in. Building the conditions, the marks' sub-selects and the
 * statement's text was most of the server's cost of a reader's list.
 */
const readerStatements = (db: Db, opts: ListNewsOptions) => {
  const order = opts.order ?? 'date';
  const ascending = opts.direction === 'asc';
  const fixed = opts.fixedPosts !== false;
  return preparedOnce(db, `news:reader-list:${opts.theme}:${opts.type}:${order}:${ascending}:${fixed}`, (d) => {
    const userId = sql.placeholder('userId');
    const where = and(
      sitePost(opts.theme),
      opts.type === 'favorites'
        ? sql`exists(select 1 from ${favorites} f where f.kind = ${newsKindName} and f.item_id = news_posts.id and
            f.user_id = ${userId})`
        : undefined,
    ) as SQL;
    return {
      page: pageQuery(d, {
        where,
        orderBy: listOrder({ order, direction: ascending ? 'asc' : 'desc', fixedPosts: fixed }, null),
        user: null,
        search: null,
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
        marks: marksOf(newsKindName, newsPosts.id, userId),
        withTotal: opts.type === 'favorites',
      }).prepare(UNNAMED),
      total: d.select({ total: count() }).from(newsPosts).where(where).prepare(UNNAMED),
    };
  });
};

/** What most requests ask: a guest's page of all news, newest first with the fixed posts on top. */
function isPlainGuestList(opts: ListNewsOptions): boolean {
  return (
    !opts.user &&
    !opts.q &&
    opts.type === 'all' &&
    (opts.order ?? 'date') === 'date' &&
    opts.direction !== 'asc' &&
    opts.fixedPosts !== false &&
    !opts.categoryItems?.length &&
    !opts.topicItems?.length &&
    !opts.labelItems?.length &&
    !opts.typeItems?.length
  );
}

/** A guest's plain list of one theme: public posts, the theme named in the statement, the list's own order. */
const guestList = (theme: ThemeId) => ({
  where: and(publicPost(), inThemeNamed(newsPosts.themes, theme)) as SQL,
  orderBy: listOrder({}, null),
  user: null,
  search: null,
});

/**
 * That list's page as a statement built once per database handle and theme (ADR 047), limit and offset
 * filled in: the page is read from the theme's own list index (migration 0033), with no theme check per
 * skipped post.
 */
const plainGuestPage = (db: Db, theme: ThemeId) =>
  preparedOnce(db, `news:plain-guest-page:${theme}`, (d) =>
    pageQuery(d, {
      ...guestList(theme),
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }).prepare(UNNAMED),
  );

/** From this offset on (page 11 of 20 cards), a guest's plain list finds its page in the list's kept order. */
export const DEEP_OFFSET = 200;

/**
 * The ids of a guest's plain list of one theme in the list's order, kept like the list's total (ADR 046:
 * forgotten on every save and purge; 30 s once the list has 5 000 posts, else a second). A page by
 * offset walks every entry of the list index it skips (page 200 at 100 000 posts: 4 000 entries) in a
 * statement planned on each call; from the kept order, page 200 costs what page 1 does. The ids come
 * as one JSON array (parsed natively), sorted by the aggregate itself, not by trusting a sub-select's order.
 */
const keptGuestOrder = (db: Db, theme: ThemeId) =>
  keptAggregate(
    db,
    JSON.stringify(['news-order', theme]),
    async () => {
      const { where, orderBy } = guestList(theme);
      const [row] = await db
        .select({ ids: sql<number[] | null>`json_agg(${newsPosts.id} order by ${sql.join(orderBy, sql`, `)})` })
        .from(newsPosts)
        .where(where);
      return Int32Array.from(row?.ids ?? []);
    },
    (ids) => ids.length,
  );

/**
 * A deep page of a guest's plain list: its ids from the kept order, its cards read by id (a statement
 * built once per database handle and theme). The cards are read with the list's own conditions, so a
 * post unpublished since the order was kept is left out rather than shown.
 */
async function deepGuestPage(db: Db, theme: ThemeId, offset: number, limit: number) {
  const ids = (await keptGuestOrder(db, theme)).subarray(offset, offset + limit);
  if (!ids.length) return [];
  return guestPageByIds(db, theme).execute({ ids: ids.join(','), limit: ids.length });
}

const guestPageByIds = (db: Db, theme: ThemeId) =>
  preparedOnce(db, `news:guest-page-by-ids:${theme}`, (d) => {
    const list = guestList(theme);
    return pageQuery(d, {
      ...list,
      where: and(list.where, sql`${newsPosts.id} = any(${listPlaceholder('ids', 'integer')})`) as SQL,
      limit: sql.placeholder('limit'),
      offset: 0,
    }).prepare(UNNAMED);
  });

/**
 * The first page of that list, the commonest call of all, with its status, theme, limit and offset
 * written into the statement's text (constants of the code, never a visitor's input). With them as
 * parameters PostgreSQL plans the statement on every call: a generic plan made without the values
 * cannot use the theme's partial list index and guesses a tenth of the table for `limit $n` (at
 * 100 000 posts: a hash join over every comment thread, ~90 ms), so it keeps planning (~0.6–0.8 ms a
 * call at that scale, more than running it). With the values in the text the one plan is the right
 * one, and the statement, still named (the thread kind stays a parameter), is planned once per connection.
 */
const firstGuestPage = (db: Db, theme: ThemeId) =>
  preparedOnce(db, `news:first-guest-page:${theme}`, (d) =>
    pageQuery(d, {
      ...guestList(theme),
      limit: limits.pageSize.news,
      offset: 0,
      inline: true,
    }).prepare(UNNAMED),
  );

export type NewsListRow = NewsList['rows'][number];
