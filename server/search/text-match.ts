import { type Placeholder, type SQL, type SQLWrapper, and, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ThemeId } from '../../common/themes';
import { madeOncePer } from '../../common/made-once';
import { queryWords } from '../../common/search/words';
import type { Db } from '../db/client';
import { askInStatement } from './search-statement';

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
 * The match is built once per shape of the term (ADR 070): `shape` counts the words every variant has
 * and the other words of each variant ("2|1,2"), the same for every term of that shape, and `values`
 * holds the words and patterns by placeholder name for `matchPatterns`. Null when no variant has a word
 * long enough to search for.
 */
export interface VariantPatterns {
  shape: string;
  values: Record<string, string>;
}

/** A search's patterns by its variants' array: the kinds of one search share them (`textMatchPage`). */
const patternsOfVariants = madeOncePer<readonly string[], VariantPatterns | null>();

export function variantPatterns(variants: readonly string[]): VariantPatterns | null {
  return patternsOfVariants(variants, () => patternsOf(variants));
}

/**
 * The words every variant has are looked for once, before the variants' own words (ADR 076): in a plan
 * made for every term PostgreSQL cannot see that two placeholders hold the same word, so "відпустк" of
 * both variants of "ЄСВ відпустка" walked each text twice. A variant with no words of its own matches
 * whatever has the common ones, and then the others need not be asked.
 */
function patternsOf(variants: readonly string[]): VariantPatterns | null {
  const words = variants
    .map((v) => [...new Set(queryWords(v).filter((w) => w.length >= 2))])
    .filter((w) => w.length > 0);
  if (!words.length) return null;
  const common = words[0].filter((word) => words.every((variant) => variant.includes(word)));
  const own = words.map((variant) => variant.filter((word) => !common.includes(word)));
  const rests = own.some((variant) => variant.length === 0) ? [] : own;
  const values: Record<string, string> = {};
  const put = (name: string, word: string) => {
    values[`w${name}`] = word;
    values[`p${name}`] = containsPattern(word);
  };
  for (const [i, word] of common.entries()) put(`c_${i}`, word);
  for (const [v, variant] of rests.entries()) {
    for (const [i, word] of variant.entries()) put(`${v}_${i}`, word);
  }
  return { shape: `${common.length}|${rests.map((r) => r.length).join(',')}`, values };
}

/** A kind's lowered public text (`search_text`, migration 0041): what the site search matches. */
export const searchTextOf = (table: PgTable) => sql`${table}."search_text"`;

/** The match of `variantPatterns`' shape over a lowered text, its words and patterns as placeholders. */
export function matchPatterns(text: SQL, shape: string): SQL {
  const word = (name: string) => containsWord(text, sql.placeholder(`w${name}`), sql.placeholder(`p${name}`));
  const [common, rests] = shape.split('|');
  const all = Array.from({ length: Number(common) }, (_, i) => word(`c_${i}`));
  const alternatives = rests
    ? rests.split(',').map((n, v) => and(...Array.from({ length: Number(n) }, (_, i) => word(`${v}_${i}`))) as SQL)
    : [];
  if (alternatives.length === 1) all.push(alternatives[0]);
  else if (alternatives.length > 1) all.push(or(...alternatives) as SQL);
  return and(...all) as SQL;
}

/**
 * One kind of content as a site-search source over its public text (its table's `search_text`): the
 * statement of its answer is built from this once per database and shape of the term (`textMatchPage`).
 */
export interface TextMatchKind<Fields extends TextMatchFields> {
  /** Names the kind's part among the other kinds' in the statement's key. */
  kind: string;
  table: PgTable;
  /** The kind's own conditions (published, in the theme given as a placeholder). */
  where: (theme: Placeholder) => SQL;
  /** The columns of a row of the page (the total is added): the table's own columns. */
  fields: Fields;
  orderBy: SQL[];
}

/** A row of a text-match page: columns of the kind's table, by name. */
export type TextMatchFields = Record<string, PgColumn>;

/** A `TextMatchKind`, its row's columns inferred from `fields`. */
export const textMatchKind = <Fields extends TextMatchFields>(kind: TextMatchKind<Fields>) => kind;

type KindAnswer<Fields extends TextMatchFields> = { total: number; rows: SelectResultFields<Fields>[] };

/**
 * One kind's answer to a site search: a page of its rows with the total of matches, or the total
 * alone (`limit` 0, the tab's counter). The kind is a part of the search's one statement
 * (`askInStatement`, ADR 076, 077): its page's rows with their total (`count(*) over ()`), or one row
 * with the count. The part is built once per database and shape of the term (`variantPatterns`): the
 * theme and the patterns are placeholders every kind of the search shares.
 */
export async function textMatchPage<Fields extends TextMatchFields>(
  search: { db: Db; theme: ThemeId; variants: readonly string[]; limit: number; page: number },
  source: TextMatchKind<Fields>,
): Promise<KindAnswer<Fields>> {
  const patterns = variantPatterns(search.variants);
  if (!patterns) return { total: 0, rows: [] };
  const where = () => kindWhere(source, patterns.shape);
  const columns = Object.values(source.fields);
  const { total, rows } = await askInStatement(
    { db: search.db, search: search.variants, limit: search.limit, page: search.page },
    {
      key: `${source.kind}:${patterns.shape}`,
      shared: { theme: search.theme, ...patterns.values },
      own: {},
      page: (d, _own, limit, offset) =>
        d
          .select({
            r: sql`json_build_array(${sql.join(columns, sql`, `)})`.as('r'),
            total: sql`count(*) over ()`.as('total'),
            n: sql`row_number() over (order by ${sql.join(source.orderBy, sql`, `)})`.as('n'),
          })
          .from(source.table)
          .where(where())
          .orderBy(...source.orderBy)
          .limit(limit)
          .offset(offset),
      count: () => sql`select count(*) from ${source.table} where ${where()}`,
    },
  );
  const names = Object.keys(source.fields);
  return { total, rows: rows.map((values) => rowOf(source.fields, names, values)) as SelectResultFields<Fields>[] };
}

/** The condition of a kind's match: its own conditions and the term's patterns. */
const kindWhere = (source: TextMatchKind<TextMatchFields>, shape: string) =>
  sql`${source.where(sql.placeholder('theme'))} and ${matchPatterns(searchTextOf(source.table), shape)}`;

/** A row from its JSON array: each column's value as the column reads it from the driver. */
function rowOf(fields: TextMatchFields, names: readonly string[], values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [i, name] of names.entries()) {
    const value = values[i];
    row[name] = value === null ? null : fields[name].mapFromDriverValue(value);
  }
  return row;
}
