import { type Placeholder, type SQL, type SQLWrapper, and, count, or, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ThemeId } from '../../common/themes';
import { queryWords } from '../../common/search/words';
import type { Db } from '../db/client';
import { preparedPerShape, UNNAMED } from '../db/prepared';

/** `%word%` with the pattern's own characters escaped. */
export const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * One word in a lowered text: `strpos` for the rows read one by one, the same word as a `like` pattern
 * for the trigram index (ADR 075). A small table is read in full, and `like '%…%'` walked each text
 * several times slower than `strpos`, most of all in the embedded database (consultations' archive:
 * 0.71 against 0.29 ms a pattern); `strpos` is written first, so a text without the word is never
 * matched against the pattern. A large table is read through the index on the `like` (its candidates
 * then pass `strpos`).
 */
export function containsWord(text: SQL, word: SQLWrapper | string, pattern: SQLWrapper | string): SQL {
  return sql`(strpos(${text}, ${word}) > 0 and ${text} like ${pattern})`;
}

/**
 * A site-search match over a kind's public text (title, lead): every word stem of one variant occurs
 * in the text, any variant may match. Variants arrive stemmed with synonyms (server/tools/search).
 *
 * The text is matched as `search_text like '%stem%'` (beside `strpos`, `containsWord`): each kind keeps its public text lowered in a
 * stored generated column, `search_text` (migration 0041, ADR 074: `lower()` was evaluated again for
 * every clause and row), with a trigram GIN index on it, so all variants are answered by one bitmap
 * scan. The column keeps no statistics (ADR 067): estimating each clause from them cost more planning
 * than the whole statement's work.
 *
 * The match is built once per shape of the term (ADR 070): `shape` is the number of words of each
 * variant ("3,4"), the same for every term of that shape, and `values` the patterns by placeholder name
 * for `matchPatterns`. Null when no variant has a word long enough to search for.
 */
export interface VariantPatterns {
  shape: string;
  values: Record<string, string>;
}

/** A search's patterns by its variants' array: the kinds of one search share them (`textMatchPage`). */
const patternsOfVariants = new WeakMap<readonly string[], VariantPatterns | null>();

export function variantPatterns(variants: readonly string[]): VariantPatterns | null {
  let patterns = patternsOfVariants.get(variants);
  if (patterns === undefined) {
    patterns = patternsOf(variants);
    patternsOfVariants.set(variants, patterns);
  }
  return patterns;
}

function patternsOf(variants: readonly string[]): VariantPatterns | null {
  const words = variants.map((v) => queryWords(v).filter((w) => w.length >= 2)).filter((w) => w.length > 0);
  if (!words.length) return null;
  const values: Record<string, string> = {};
  words.forEach((variant, v) => {
    variant.forEach((word, i) => {
      values[`p${v}_${i}`] = containsPattern(word);
      values[`w${v}_${i}`] = word;
    });
  });
  return { shape: words.map((w) => w.length).join(','), values };
}

/** A kind's lowered public text (`search_text`, migration 0041): what the site search matches. */
export const searchTextOf = (table: PgTable) => sql`${table}."search_text"`;

/** The match of `variantPatterns`' shape over a lowered text, its patterns as placeholders. */
export function matchPatterns(text: SQL, shape: string): SQL {
  const alternatives = shape
    .split(',')
    .map(
      (n, v) =>
        and(
          ...Array.from({ length: Number(n) }, (_, i) =>
            containsWord(text, sql.placeholder(`w${v}_${i}`), sql.placeholder(`p${v}_${i}`)),
          ),
        ) as SQL,
    );
  return alternatives.length === 1 ? alternatives[0] : (or(...alternatives) as SQL);
}

/** The total of matches carried on every row of a page (`count(*) over ()`, before limit/offset). */
export const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * One kind's answer in one statement: the page's rows carry the total of matches (`totalOver`), or only
 * the total is asked when the kind's tab is not open (limit 0). A page past the end has no rows to carry
 * the total, so only then is it counted on its own.
 */
export async function pageWithTotal<Row extends { total: number }>(opts: {
  limit: number;
  page: number;
  count: () => Promise<number>;
  rows: (limit: number, offset: number) => Promise<Row[]>;
}): Promise<{ total: number; rows: Row[] }> {
  if (opts.limit === 0) return { total: await opts.count(), rows: [] };
  const rows = await opts.rows(opts.limit, (opts.page - 1) * opts.limit);
  if (!rows.length) return { total: opts.page > 1 ? await opts.count() : 0, rows: [] };
  return { total: rows[0].total, rows };
}

/**
 * One kind of content as a site-search source over its public text (its table's `search_text`): the
 * statements of its answer are built from this once per database and shape of the term (`textMatchPage`).
 */
export interface TextMatchKind<Fields extends SelectedFields> {
  /** Names the kind's statements among the other kinds'. */
  kind: string;
  table: PgTable;
  /** The kind's own conditions (published, in the theme given as a placeholder). */
  where: (theme: Placeholder) => SQL;
  /** The columns of a row of the page (the total is added). */
  fields: Fields;
  orderBy: SQL[];
}

/** A `TextMatchKind`, its row's columns inferred from `fields`. */
export const textMatchKind = <Fields extends SelectedFields>(kind: TextMatchKind<Fields>) => kind;

/**
 * One kind's answer to a site search, from its two statements — the total alone and a page that
 * carries it (`pageWithTotal`) — built once per database and shape of the term (`variantPatterns`),
 * not for every request: the theme, the patterns, `limit` and `offset` are placeholders. The pool's
 * client names them from their second use like any repeated text (ADR 046): the patterns are estimated
 * without statistics, so a plan made for one term serves every term of the shape (ADR 074).
 */
export async function textMatchPage<Fields extends SelectedFields>(
  search: { db: Db; theme: ThemeId; variants: readonly string[]; limit: number; page: number },
  source: TextMatchKind<Fields>,
): Promise<{ total: number; rows: SelectResultFields<Fields>[] }> {
  const patterns = variantPatterns(search.variants);
  if (!patterns) return { total: 0, rows: [] };
  const statements = preparedPerShape(search.db, `site-search:${source.kind}:${patterns.shape}`, (db) => {
    const where = sql`${source.where(sql.placeholder('theme'))} and ${matchPatterns(searchTextOf(source.table), patterns.shape)}`;
    return {
      count: db.select({ n: count() }).from(source.table).where(where).prepare(UNNAMED),
      rows: db
        .select({ ...source.fields, total: totalOver })
        .from(source.table)
        .where(where)
        .orderBy(...source.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED),
    };
  });
  const values = { theme: search.theme, ...patterns.values };
  return pageWithTotal({
    limit: search.limit,
    page: search.page,
    count: async () => Number((await statements.count.execute(values))[0].n),
    rows: (limit, offset) =>
      statements.rows.execute({ ...values, limit, offset }) as Promise<
        (SelectResultFields<Fields> & { total: number })[]
      >,
  });
}
