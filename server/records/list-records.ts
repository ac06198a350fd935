import { keptAggregate } from '../cache/kept-lists';
import { and, asc, count, desc, eq, inArray, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { type RecordListType, type RecordOrder, recordLimits } from '../../common/records';
import type { ThemeId } from '../../common/themes';
import type { Access } from '../access/access';
import type { Db } from '../db/client';
import { listPlaceholder, preparedOnce, UNNAMED } from '../db/prepared';
import { lecturers, records, topics } from '../db/schema';
import { marksOf, personalMarks } from '../engagement/engagement-sql';
import { AppError } from '../http/errors';
import { inTheme, publicRecord, recordKindName } from './records-query';

export interface ListRecordsOptions {
  db: Db;
  access: Access;
  theme: ThemeId;
  type?: RecordListType;
  page?: number;
  limit?: number;
  q?: string;
  order?: RecordOrder;
  direction?: 'asc' | 'desc';
  themeItems?: string[];
  lecturersItems?: string[];
  typeItems?: string[];
  withFilters?: boolean;
  /** False for blocks that show no total (the home page's widgets): no count is made, total is 0. */
  withTotal?: boolean;
}

export const recordCardFields = {
  id: records.id,
  title: records.title,
  description: records.description,
  kind: records.kind,
  isFree: records.isFree,
  // The card's three arrays come as JSON: parsed natively, where an array's text form is parsed in
  // JavaScript character by character (a tenth of the list's CPU).
  packages: sql<string[]>`to_json(${records.packages})`,
  topics: sql<string[]>`to_json(${records.topics})`,
  lecturerIds: sql<number[]>`to_json(${records.lecturerIds})`,
  date: records.date,
  options: records.options,
  views: records.views,
  shareCount: records.shareCount,
  favoritesCount: records.favoritesCount,
  commentsCount: records.commentsCount,
  ratingSum: records.ratingSum,
  ratingCount: records.ratingCount,
  videosCount: records.videosCount,
  seconds: records.videoSeconds,
  firstVideoId: records.firstVideoId,
};

const likeEscape = (q: string) => q.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The type condition; personal types need a signed-in visitor. */
function typeCondition(type: RecordListType, access: Access): SQL | undefined {
  if (type !== 'favorite' && type !== 'bought') return readerCondition(type);
  const user = access.user;
  if (!user) throw new AppError('unauthenticated');
  return readerCondition(type, {
    userId: user.id,
    packages: textArray(access.packages),
    courses: sql`array[${sql.join(
      access.courseRecordIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::integer[]`,
  });
}

/**
 * A list type's condition for a reader given by values (the general statement) or by placeholders (the
 * reader's statements built once): their id, their active packages (a `text[]`) and the records their
 * bought courses and paid webinars open (an `integer[]`, ADR 040).
 */
function readerCondition(
  type: RecordListType,
  reader?: { userId: number | Placeholder; packages: SQL; courses: SQL },
): SQL | undefined {
  switch (type) {
    case 'all':
      return undefined;
    case 'free':
      return eq(records.isFree, true);
    case 'favorite':
      return sql`exists(select 1 from favorites f where f.kind = ${recordKindName} and f.item_id = ${records.id}
        and f.user_id = ${reader?.userId})`;
    case 'bought':
      // What the packages open (nothing without packages), beside the bought courses. In parentheses of
      // its own: drizzle's `and` joins conditions as they are, and the `or` would otherwise reach past
      // the theme and publication conditions beside it.
      return sql`((${records.isFree} = false and cardinality(${reader?.packages}) > 0 and
        (cardinality(${records.packages}) = 0 or ${records.packages} && ${reader?.packages})) or
        ${records.id} = any(${reader?.courses}))`;
    default:
      return eq(records.kind, type);
  }
}

const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

/** One page of records with the list filters of spec part 2 §7 (`GET /api/records/search`). */
export async function listRecords(opts: ListRecordsOptions) {
  const { db, access, theme } = opts;
  const limit = Math.min(opts.limit ?? recordLimits.perPage, recordLimits.maxPerPage);
  const page = opts.q ? 1 : Math.max(1, opts.page ?? 1);
  const base: (SQL | undefined)[] = [publicRecord(), inTheme(theme), typeCondition(opts.type ?? 'all', access)];
  const q = opts.q?.trim().slice(0, 9999);
  if (q) {
    const like = `%${likeEscape(q)}%`;
    base.push(sql`(${records.title} ilike ${like} or ${records.description} ilike ${like})`);
  }
  const facets: (SQL | undefined)[] = [];
  if (opts.themeItems?.length) facets.push(sql`${records.topics} && ${textArray(opts.themeItems)}`);
  if (opts.typeItems?.length) facets.push(inArray(records.kind, opts.typeItems));
  if (opts.lecturersItems?.length) {
    facets.push(
      sql`${records.lecturerIds} && array(select l.id from lecturers l where l.slug in (${sql.join(
        opts.lecturersItems.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
    );
  }
  const where = and(...base, ...facets);
  const orderCol = { date: records.date, views: records.views, popular: records.favoritesCount, title: records.title }[
    opts.order ?? 'date'
  ];
  const dir = (opts.direction ?? (opts.order === 'title' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const counts = async () => {
    const [[{ total }], filters] = await Promise.all([
      opts.withTotal === false
        ? Promise.resolve([{ total: 0 }])
        : db.select({ total: count() }).from(records).where(where),
      opts.withFilters ? listRecordFilters({ db, where: and(...base) as SQL }) : Promise.resolve(undefined),
    ]);
    return { total, filters };
  };
  // A guest's counts are everybody's: kept a second (ADR 046). A signed-in reader's depend on the packages.
  const countsKey =
    access.user || q
      ? null
      : JSON.stringify([
          'records',
          theme,
          opts.type ?? 'all',
          opts.themeItems ?? [],
          opts.typeItems ?? [],
          opts.lecturersItems ?? [],
          Boolean(opts.withFilters),
          opts.withTotal !== false,
        ]);
  const offset = (page - 1) * limit;
  const type = opts.type ?? 'all';
  const user = access.user;
  if (user && !q && !facets.length && orderCol === records.date && !opts.withFilters && isReaderListType(type)) {
    const statements = readerStatements(db, type, dir === asc);
    const values = {
      theme,
      userId: user.id,
      packages: access.packages.join(','),
      courses: access.courseRecordIds.join(','),
    };
    const rows = await statements.page.execute({ ...values, limit, offset });
    // The page carries the total of its list; only a page past the end, with no row to carry it, counts.
    const total =
      opts.withTotal === false
        ? 0
        : rows.length
          ? Number(rows[0].total)
          : page > 1
            ? await statements.total.execute(values).then(([r]) => Number(r.total))
            : 0;
    return { rows, total, page, limit, filters: undefined };
  }
  const plain = !user && !q && !facets.length && type === 'all' && orderCol === records.date;
  const [rows, { total, filters }] = await Promise.all([
    plain
      ? plainGuestPage(db, dir === asc).execute({ theme, limit, offset })
      : db
          .select({ ...recordCardFields, ...personalMarks(recordKindName, records.id, access.user) })
          .from(records)
          .where(where)
          .orderBy(dir(orderCol), desc(records.id))
          .limit(limit)
          .offset(offset),
    keptAggregate(db, countsKey, counts, (c) => c.total),
  ]);
  return { rows, total, page, limit, filters };
}

/**
 * What most requests ask — a guest's page of all records by date (the list's default, and the home
 * page's newest) — as a statement built once per database handle (ADR 047): theme, limit and offset
 * are filled in. Building a statement's text is most of drizzle's own cost per query.
 */
const plainGuestPage = (db: Db, ascending: boolean) =>
  preparedOnce(db, `records:plain-guest-page:${ascending}`, (d) =>
    d
      .select({ ...recordCardFields, ...personalMarks(recordKindName, records.id, null) })
      .from(records)
      .where(and(publicRecord(), inTheme(sql.placeholder('theme'))))
      .orderBy((ascending ? asc : desc)(records.date), desc(records.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(UNNAMED),
  );

type ReaderListType = 'all' | 'free' | 'favorite' | 'bought';
const isReaderListType = (type: RecordListType): type is ReaderListType =>
  type === 'all' || type === 'free' || type === 'favorite' || type === 'bought';

/**
 * A signed-in reader's list without a term or filters, by date — all records, the free ones, their
 * favourites or what their packages and bought courses open ("Куплені") — as statements built once per
 * database handle, type and direction (ADR 047): the reader, their packages and courses (each one text
 * parameter), theme, limit and offset are filled in. The reader's conditions and marks built per request
 * were most of the server's cost of such a list. The page carries its list's total (`count(*) over ()`:
 * the records a reader's list can hold are the site's records, hundreds, not a table of millions); a
 * second statement counted it on every request, each a round trip of its own.
 */
const readerStatements = (db: Db, type: ReaderListType, ascending: boolean) =>
  preparedOnce(db, `records:reader-list:${type}:${ascending}`, (d) => {
    const userId = sql.placeholder('userId');
    const condition = readerCondition(type, {
      userId,
      packages: listPlaceholder('packages', 'text'),
      courses: listPlaceholder('courses', 'integer'),
    });
    const where = and(publicRecord(), inTheme(sql.placeholder('theme')), condition);
    return {
      page: d
        .select({
          ...recordCardFields,
          ...marksOf(recordKindName, records.id, userId),
          total: sql<number>`count(*) over ()`,
        })
        .from(records)
        .where(where)
        .orderBy((ascending ? asc : desc)(records.date), desc(records.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED),
      total: d.select({ total: count() }).from(records).where(where).prepare(UNNAMED),
    };
  });

export type RecordCardRow = Awaited<ReturnType<typeof listRecords>>['rows'][number];

/** Filter items with counts over the records the type and search leave (spec: filter keys). */
export async function listRecordFilters(opts: { db: Db; where: SQL }) {
  const { db, where } = opts;
  const [byTopic, byLecturer, byKind] = await Promise.all([
    db.execute(sql`select t.alias as id, coalesce(tp.title, t.alias) as label, t.n as count from (
        select unnest(${records.topics}) as alias, count(*)::int as n from ${records} where ${where} group by 1) t
      left join ${topics} tp on tp.alias = t.alias order by t.n desc, 2`),
    db.execute(sql`select l.slug as id, l.name as label, x.n as count from (
        select unnest(${records.lecturerIds}) as lid, count(*)::int as n from ${records} where ${where} group by 1) x
      join ${lecturers} l on l.id = x.lid order by x.n desc, l.name`),
    db.select({ id: records.kind, count: count() }).from(records).where(where).groupBy(records.kind),
  ]);
  const rows = (r: unknown) =>
    ((r as { rows: { id: string; label: string; count: number }[] }).rows ?? []).map((x) => ({
      id: String(x.id),
      label: String(x.label),
      count: Number(x.count),
    }));
  return { themeItems: rows(byTopic), lecturersItems: rows(byLecturer), typeItems: byKind };
}
