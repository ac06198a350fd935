import { type Placeholder, type SQL, type SQLWrapper, and, count, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ThemeId } from '../../common/themes';
import { madeOncePer } from '../../common/made-once';
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

/** The total of matches carried on every row of a page (`count(*) over ()`, before limit/offset). */
export const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

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

/** One kind's part of a search's statement: its page (`limit` > 0) or only its total. */
interface Asked {
  source: TextMatchKind<TextMatchFields>;
  limit: number;
  page: number;
  resolve: (answer: KindAnswer<TextMatchFields>) => void;
  reject: (error: unknown) => void;
}

/** The kinds one search asks in the same turn of the event loop: answered by one statement. */
interface Batch {
  db: Db;
  theme: ThemeId;
  patterns: VariantPatterns;
  asked: Asked[];
}

/** The batch being gathered for a search, by its variants' array (the kinds of one search share it). */
const gathering = new WeakMap<readonly string[], Batch>();

/**
 * One kind's answer to a site search: a page of its rows with the total of matches, or the total
 * alone (`limit` 0, the tab's counter). The kinds a search asks at once (the sources run side by side)
 * are answered by **one statement** (ADR 076): each kind a part of a `union all`, its page's rows
 * with their total (`count(*) over ()`) or, for a tab that is not open, one row with the count. The
 * statement is built once per database, shape of the term (`variantPatterns`) and set of parts, not
 * for every request: the theme, the patterns, each part's `limit` and `offset` are placeholders, and
 * the pool's client names it from its second use (ADR 046, 074). A page past the end has no rows to
 * carry the total, so only then is that kind counted on its own.
 */
export function textMatchPage<Fields extends TextMatchFields>(
  search: { db: Db; theme: ThemeId; variants: readonly string[]; limit: number; page: number },
  source: TextMatchKind<Fields>,
): Promise<KindAnswer<Fields>> {
  const patterns = variantPatterns(search.variants);
  if (!patterns) return Promise.resolve({ total: 0, rows: [] });
  let batch = gathering.get(search.variants);
  if (!batch || batch.db !== search.db || batch.theme !== search.theme) {
    const started: Batch = { db: search.db, theme: search.theme, patterns, asked: [] };
    gathering.set(search.variants, started);
    // After the sources of this search have each asked (they start in one synchronous turn).
    queueMicrotask(() => {
      if (gathering.get(search.variants) === started) gathering.delete(search.variants);
      void answerBatch(started);
    });
    batch = started;
  }
  const asking = batch;
  return new Promise<KindAnswer<Fields>>((resolve, reject) => {
    asking.asked.push({
      source: source as unknown as TextMatchKind<TextMatchFields>,
      limit: search.limit,
      page: search.page,
      resolve: resolve as unknown as Asked['resolve'],
      reject,
    });
  });
}

/** The condition of a kind's match: its own conditions and the term's patterns. */
const kindWhere = (source: TextMatchKind<TextMatchFields>, shape: string) =>
  sql`${source.where(sql.placeholder('theme'))} and ${matchPatterns(searchTextOf(source.table), shape)}`;

/** The statement of a batch's parts: per row the part, the row's place, the part's total and the row. */
function batchStatement(db: Db, parts: readonly Asked[], shape: string) {
  const key = `site-search:kinds:${shape}:${parts.map((a) => `${a.source.kind}${a.limit === 0 ? '#' : ''}`).join(',')}`;
  return preparedPerShape(db, key, (d) => {
    const arms = parts.map((asked, i) => {
      const { source } = asked;
      const where = kindWhere(source, shape);
      if (asked.limit === 0) {
        return sql`select ${sql.raw(String(i))} as part, 0 as n, count(*)::int as total, null::json as r from ${source.table} where ${where}`;
      }
      const columns = Object.values(source.fields);
      const page = d
        .select({
          r: sql`json_build_array(${sql.join(columns, sql`, `)})`.as('r'),
          total: sql`count(*) over ()`.as('total'),
          n: sql`row_number() over (order by ${sql.join(source.orderBy, sql`, `)})`.as('n'),
        })
        .from(source.table)
        .where(where)
        .orderBy(...source.orderBy)
        .limit(sql.placeholder(`l${i}`))
        .offset(sql.placeholder(`o${i}`));
      return sql`select ${sql.raw(String(i))} as part, n::int as n, total::int as total, r from (${page}) p${sql.raw(String(i))}`;
    });
    return d
      .select({
        part: sql<number>`part`,
        total: sql<number>`total`,
        r: sql<unknown[] | null>`r`,
      })
      .from(
        sql`(${sql.join(
          arms.map((arm) => sql`(${arm})`),
          sql` union all `,
        )}) kinds`,
      )
      .orderBy(sql`part, n`)
      .prepare(UNNAMED);
  });
}

/** A kind's total on its own: a page past the end has no rows to carry it. */
function countStatement(db: Db, source: TextMatchKind<TextMatchFields>, shape: string) {
  return preparedPerShape(db, `site-search:${source.kind}:count:${shape}`, (d) =>
    d.select({ n: count() }).from(source.table).where(kindWhere(source, shape)).prepare(UNNAMED),
  );
}

/** A row of a part, from its JSON array: each column's value as the column reads it from the driver. */
function rowOf(source: TextMatchKind<TextMatchFields>, values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  let i = 0;
  for (const [name, column] of Object.entries(source.fields)) {
    const value = values[i++];
    row[name] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row;
}

async function answerBatch(batch: Batch): Promise<void> {
  const { db, theme, patterns, asked } = batch;
  try {
    const values: Record<string, unknown> = { theme, ...patterns.values };
    asked.forEach((a, i) => {
      if (a.limit === 0) return;
      values[`l${i}`] = a.limit;
      values[`o${i}`] = (a.page - 1) * a.limit;
    });
    const found = await batchStatement(db, asked, patterns.shape).execute(values);
    const answers = asked.map(() => ({ total: 0, rows: [] as Record<string, unknown>[] }));
    for (const r of found) {
      const answer = answers[r.part];
      answer.total = r.total;
      if (r.r) answer.rows.push(rowOf(asked[r.part].source, r.r));
    }
    await Promise.all(
      asked.map(async (a, i) => {
        if (a.limit > 0 && a.page > 1 && !answers[i].rows.length) {
          const [{ n }] = await countStatement(db, a.source, patterns.shape).execute({ theme, ...patterns.values });
          answers[i].total = Number(n);
        }
      }),
    );
    for (const [i, a] of asked.entries()) a.resolve(answers[i] as KindAnswer<TextMatchFields>);
  } catch (error) {
    for (const a of asked) a.reject(error);
  }
}
