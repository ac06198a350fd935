import { keptAggregate } from '../cache/kept-lists';
import { and, asc, count, desc, eq, ilike, inArray, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { limits } from '../../common/limits';
import type { DocumentQuery } from '../../common/documents';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { documentRubrics, documents, documentTypes, favorites } from '../db/schema';
import { AppError } from '../http/errors';
import { documentKindName, documentPersonalFields, inTheme, publicDocument } from './documents-query';

export interface ListDocumentsOptions {
  db: Db;
  user: SessionUser | null;
  theme: ThemeId;
  rubric?: string;
  query?: DocumentQuery;
  types?: string[];
  q?: string;
  order?: 'date' | 'views';
  page?: number;
  limit?: number;
}

export const documentCardFields = {
  id: documents.id,
  alias: documents.alias,
  title: documents.title,
  lead: documents.lead,
  access: documents.access,
  hasSample: documents.hasSample,
  // A card shows only whether the template can be filled in: the list of its fields (tens per
  // template, parsed as an array per row) stays with the document's own page.
  isFillable: sql<boolean>`cardinality(${documents.placeholders}) > 0`,
  // As JSON: parsed natively, where an array's text form is parsed in JavaScript (records' cards too).
  formats: sql<string[]>`to_json(${documents.formats})`,
  publishedAt: documents.publishedAt,
  views: documents.views,
  shareCount: documents.shareCount,
  favoritesCount: documents.favoritesCount,
  commentsCount: documents.commentsCount,
  typeAlias: documentTypes.alias,
  typeLabel: documentTypes.label,
  rubricAlias: documentRubrics.alias,
  rubricTitle: documentRubrics.title,
};

function escapeLike(q: string) {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const favoriteOf = (user: SessionUser | null): SQL =>
  user
    ? sql`exists(select 1 from ${favorites} f where f.kind = ${documentKindName} and f.item_id = ${documents.id} and
        f.user_id = ${user.id})`
    : sql`false`;

/**
 * A page of documents with the counters of both filters. Each option's count is what choosing it
 * would show, given the other filter, the rubric and the search term: the query options ignore the
 * chosen query, the type options ignore the chosen types.
 */
/** A page of document cards in the list's order (newest first, or by views first). */
function pageQuery(
  db: Db,
  user: SessionUser | null,
  where: SQL,
  orderBy: SQL[],
  limit: number | Placeholder | SQL,
  offset: number | Placeholder,
) {
  return (
    db
      .select({ ...documentCardFields, ...documentPersonalFields(user) })
      .from(documents)
      .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
      .innerJoin(documentRubrics, eq(documentRubrics.id, documents.rubricId))
      .where(where)
      .orderBy(...orderBy, desc(documents.publishedAt), desc(documents.id))
      // drizzle writes an SQL limit into the statement as it is (`firstGuestPage`); its type names only
      // numbers and placeholders.
      .limit(limit as number | Placeholder)
      .offset(offset)
  );
}

/**
 * What most requests ask — a guest's page of all documents, newest first — as a statement built once
 * per database handle (ADR 047): theme, limit and offset are filled in.
 */
const plainGuestPage = (db: Db) =>
  preparedOnce(db, 'documents:plain-guest-page', (d) =>
    pageQuery(
      d,
      null,
      and(publicDocument(), inTheme(sql.placeholder('theme'))) as SQL,
      [],
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(UNNAMED),
  );

/**
 * The first page of that list, the commonest call of all, with theme and limit written into the
 * statement's text (constants of the code, never a visitor's input), one statement per theme. With them
 * as parameters PostgreSQL planned the statement on every call (its plan without the values, a scan of
 * every document, costs more than the one with them): planning was ~70 % of the statement's time on
 * the server. The status stays a parameter, so the statement is still named (ADR 046) and, its one plan
 * being the plan for its values, planned once per connection (as the news list's `firstGuestPage`).
 */
const firstGuestPage = (db: Db, theme: ThemeId) =>
  preparedOnce(db, `documents:first-guest-page:${theme}`, (d) =>
    pageQuery(
      d,
      null,
      and(publicDocument(), inTheme(theme).inlineParams()) as SQL,
      [],
      sql.raw(String(limits.pageSize.documents)),
      0,
    ).prepare(UNNAMED),
  );

export async function listDocuments(opts: ListDocumentsOptions) {
  const { db, user } = opts;
  let rubric: typeof documentRubrics.$inferSelect | null = null;
  if (opts.rubric) {
    [rubric] = await db
      .select()
      .from(documentRubrics)
      .where(and(eq(documentRubrics.alias, opts.rubric), sql`${opts.theme} = any(${documentRubrics.themes})`))
      .limit(1);
    if (!rubric) throw new AppError('not_found');
  }
  const query = opts.query ?? 'all';
  if (query === 'favorite' && !user) throw new AppError('unauthenticated');
  const q = opts.q?.trim() ?? '';
  const types = opts.types ?? [];

  const base: SQL[] = [publicDocument(), inTheme(opts.theme)];
  if (rubric) base.push(eq(documents.rubricId, rubric.id));
  const scope = and(...base) as SQL;
  if (q) base.push(ilike(documents.title, `%${escapeLike(q)}%`));
  const queryCond: Record<DocumentQuery, SQL> = {
    all: sql`true`,
    sample: eq(documents.hasSample, true),
    favorite: favoriteOf(user),
  };
  const typeCond = types.length
    ? sql`${documents.typeId} in (select id from ${documentTypes} where ${inArray(documentTypes.alias, types)})`
    : sql`true`;
  const where = and(...base, queryCond[query], typeCond) as SQL;

  const limit = opts.limit ?? limits.pageSize.documents;
  const page = q ? 1 : Math.max(1, opts.page ?? 1);
  const orderBy = opts.order === 'views' ? [desc(documents.views)] : [];
  const counts = async () => {
    const [[counters], typeCounts, [{ absolute }]] = await Promise.all([
      db
        .select({
          total: sql<number>`count(*) filter (where ${typeCond})`.mapWith(Number),
          sample: sql<number>`count(*) filter (where ${typeCond} and ${queryCond.sample})`.mapWith(Number),
          favorite: sql<number>`count(*) filter (where ${typeCond} and ${queryCond.favorite})`.mapWith(Number),
          matching: sql<number>`count(*) filter (where ${typeCond} and ${queryCond[query]})`.mapWith(Number),
        })
        .from(documents)
        .where(and(...base)),
      db
        .select({
          id: documentTypes.alias,
          label: documentTypes.label,
          count: sql<number>`count(${documents.id})`.mapWith(Number),
        })
        .from(documentTypes)
        .leftJoin(documents, and(eq(documents.typeId, documentTypes.id), ...base, queryCond[query]))
        .groupBy(documentTypes.id)
        .orderBy(asc(documentTypes.position), asc(documentTypes.id)),
      db.select({ absolute: count() }).from(documents).where(scope),
    ]);
    return { counters, typeCounts, absolute: Number(absolute) };
  };
  // A guest's counts are everybody's: kept a second (ADR 046). A signed-in reader's include favourites.
  const countsKey = user || q ? null : JSON.stringify(['documents', opts.theme, rubric?.id ?? null, query, types]);
  const offset = (page - 1) * limit;
  const plain = !user && !rubric && !q && query === 'all' && !types.length && !orderBy.length;
  const [rows, { counters, typeCounts, absolute }] = await Promise.all([
    plain && offset === 0 && limit === limits.pageSize.documents
      ? firstGuestPage(db, opts.theme).execute()
      : plain
        ? plainGuestPage(db).execute({ theme: opts.theme, limit, offset })
        : pageQuery(db, user, where, orderBy, limit, offset),
    keptAggregate(db, countsKey, counts, (c) => c.absolute),
  ]);
  return {
    rows,
    total: counters.matching,
    page,
    limit,
    rubric,
    absoluteTotal: absolute,
    counters: { total: counters.total, sample: counters.sample, favorite: counters.favorite },
    typeCounts,
  };
}

export type DocumentListRow = Awaited<ReturnType<typeof listDocuments>>['rows'][number];
