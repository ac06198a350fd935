import { keptAggregate } from '../cache/kept-lists';
import { and, asc, count, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { handbookKindName, type HandbookOrder, type HandbookType } from '../../common/handbooks';
import { limits } from '../../common/limits';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { handbooks } from '../db/schema';
import { rowsOf } from '../engagement/engagement-sql';
import { AppError } from '../http/errors';
import { cardFields, listedHandbook, personalFields } from './handbook-query';

export interface ListHandbooksOptions {
  db: Db;
  user: SessionUser | null;
  theme: ThemeId;
  type?: HandbookType;
  /** Topic aliases (query handbooksItems / handbookItems): a handbook on any of them matches. */
  topics?: string[];
  q?: string;
  /** The whole phrase instead of every word. */
  strict?: boolean;
  order?: HandbookOrder;
  direction?: 'asc' | 'desc';
  page?: number;
  limit?: number;
  /** Also count the type filter and the topic filter. */
  withFilters?: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words searched for: every word of the term (at most ten), or, strict, the whole phrase. */
const searchWords = (q: string, strict: boolean) => (strict ? [q] : q.split(/\s+/).filter(Boolean).slice(0, 10));

/** Each word's `ilike` pattern: the word anywhere, its own `%`, `_` and `\\` taken literally. */
const wordPattern = (w: string) => `%${escapeLike(w)}%`;

/**
 * Every pattern in the title or the excerpt (the chapters' text stays out of reach). The patterns are
 * values, or placeholders in the statement built once for a guest's search.
 */
function patternsCondition(patterns: readonly (string | Placeholder)[]): SQL {
  return and(
    ...patterns.map((p) => sql`(${handbooks.title} || ' ' || ${handbooks.description}) ilike ${p} escape '\\'`),
  ) as SQL;
}

function searchCondition(q: string, strict: boolean): SQL | null {
  const words = searchWords(q, strict);
  return words.length ? patternsCondition(words.map(wordPattern)) : null;
}

const favoriteOf = (user: SessionUser) =>
  sql`exists(select 1 from favorites f where f.kind = ${handbookKindName} and f.item_id = handbooks.id and
    f.user_id = ${user.id})`;

function typeCondition(type: HandbookType, user: SessionUser | null): SQL | null {
  if (type === 'free') return sql`${handbooks.access} = 'free'`;
  if (type === 'favorite') {
    if (!user) throw new AppError('unauthenticated');
    return favoriteOf(user);
  }
  return null;
}

function topicCondition(topics: string[] | undefined): SQL | null {
  if (!topics?.length) return null;
  const list = sql.join(
    topics.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`exists(select 1 from handbook_topics ht join topics t on t.id = ht.topic_id where
    ht.handbook_id = handbooks.id and t.alias in (${list}))`;
}

const orderColumn = { date: handbooks.publishedAt, views: handbooks.views, title: handbooks.title } as const;

/**
 * A page of handbooks (12, newest first by default) with, when asked, the counts of the type filter
 * (under the chosen topics) and of the topic filter (under the chosen type).
 */
export async function listHandbooks(opts: ListHandbooksOptions) {
  const { db, user } = opts;
  const limit = opts.limit ?? limits.pageSize.handbooks;
  const q = (opts.q ?? '').trim().slice(0, 9999);
  // A search term starts a fresh list: the page parameter is dropped (spec part 1 §5).
  const page = q ? 1 : Math.max(1, opts.page ?? 1);
  const type = opts.type ?? 'all';
  const base = [listedHandbook(opts.theme), searchCondition(q, Boolean(opts.strict))].filter(Boolean) as SQL[];
  const byType = typeCondition(type, user);
  const byTopics = topicCondition(opts.topics);
  const where = and(...base, ...[byType, byTopics].filter((c): c is SQL => c !== null)) as SQL;
  const ascending = opts.direction === 'asc';

  const counts = async () => {
    const [[{ total }], filters] = await Promise.all([
      db.select({ total: count() }).from(handbooks).where(where),
      opts.withFilters ? countFilters(opts, base, byType, byTopics) : Promise.resolve(null),
    ]);
    return { total: Number(total), filters };
  };
  // A guest's counts are everybody's: kept a second (ADR 046). A signed-in reader's include favourites.
  const countsKey =
    user || q ? null : JSON.stringify(['handbooks', opts.theme, type, opts.topics ?? [], Boolean(opts.withFilters)]);
  const offset = (page - 1) * limit;
  const order = opts.order ?? 'date';
  const plain = !user && !q && type === 'all' && !byTopics && order === 'date';
  const words = searchWords(q, Boolean(opts.strict));
  if (!user && q && words.length && type === 'all' && !byTopics && !opts.withFilters) {
    // A guest's search without filters: the statements built once for this many words (ADR 047).
    const statements = guestSearch(db, words.length, order, ascending);
    const params = {
      theme: opts.theme,
      limit,
      offset,
      ...Object.fromEntries(words.map((w, i) => [`w${i}`, wordPattern(w)])),
    };
    const [rows, [{ total }]] = await Promise.all([statements.page.execute(params), statements.total.execute(params)]);
    return { rows, total: Number(total), page, limit, type, q, filters: null };
  }
  const [rows, { total, filters }] = await Promise.all([
    plain
      ? plainGuestPage(db, ascending).execute({ theme: opts.theme, limit, offset })
      : pageQuery(db, user, where, order, ascending, limit, offset),
    keptAggregate(db, countsKey, counts, (c) => c.total),
  ]);
  return { rows, total, page, limit, type, q, filters };
}

async function countFilters(opts: ListHandbooksOptions, base: SQL[], byType: SQL | null, byTopics: SQL | null) {
  const { db, user } = opts;
  const underTopics = and(...base, ...(byTopics ? [byTopics] : [])) as SQL;
  const underType = and(...base, ...(byType ? [byType] : [])) as SQL;
  const [typeRows, topicRows] = await Promise.all([
    db.execute(sql`select count(*)::int as all, count(*) filter (where ${handbooks.access} = 'free')::int as free,
      ${user ? sql`count(*) filter (where ${favoriteOf(user)})::int` : sql`0`} as favorite
      from handbooks where ${underTopics}`),
    db.execute(sql`select t.alias, t.title, count(*)::int as count from handbook_topics ht
      join topics t on t.id = ht.topic_id join handbooks on handbooks.id = ht.handbook_id
      where ${underType} group by t.id, t.alias, t.title, t.position order by t.position, t.id`),
  ]);
  const [types] = rowsOf<Record<HandbookType, number>>(typeRows);
  return {
    types: { all: Number(types.all), free: Number(types.free), favorite: Number(types.favorite) },
    topics: rowsOf<{ alias: string; title: string; count: number }>(topicRows).map((t) => ({
      ...t,
      count: Number(t.count),
    })),
  };
}

/** A page of handbook cards in the list's order (then newest id first), with the reader's marks. */
function pageQuery(
  db: Db,
  user: SessionUser | null,
  where: SQL | undefined,
  order: HandbookOrder,
  ascending: boolean,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select({ ...cardFields, ...personalFields(user) })
    .from(handbooks)
    .where(where)
    .orderBy((ascending ? asc : desc)(orderColumn[order]), desc(handbooks.id))
    .limit(limit)
    .offset(offset);
}

/**
 * What most requests ask — a guest's page of all handbooks by date, either direction — as a statement
 * built once per database handle (ADR 047): theme, limit and offset are filled in.
 */
const plainGuestPage = (db: Db, ascending: boolean) =>
  preparedOnce(db, `handbooks:plain-guest-page:${ascending}`, (d) =>
    pageQuery(
      d,
      null,
      listedHandbook(sql.placeholder('theme')),
      'date',
      ascending,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(UNNAMED),
  );

/**
 * A guest's search of every handbook without filters, for a term of this many words, in this order:
 * the page and the total as statements built once per database handle (ADR 047); theme, limit, offset
 * and the words' patterns (`w0`, `w1`, …) are filled in. The general statement's condition, the same
 * patterns as values.
 */
const guestSearch = (db: Db, words: number, order: HandbookOrder, ascending: boolean) =>
  preparedOnce(db, `handbooks:guest-search:${words}:${order}:${ascending}`, (d) => {
    const where = and(
      listedHandbook(sql.placeholder('theme')),
      patternsCondition(Array.from({ length: words }, (_, i) => sql.placeholder(`w${i}`))),
    ) as SQL;
    return {
      page: pageQuery(d, null, where, order, ascending, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
        UNNAMED,
      ),
      total: d.select({ total: count() }).from(handbooks).where(where).prepare(UNNAMED),
    };
  });

export type HandbookListRow = Awaited<ReturnType<typeof listHandbooks>>['rows'][number];
