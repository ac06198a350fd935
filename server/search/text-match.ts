import { type SQL, and, or, sql } from 'drizzle-orm';
import { queryWords } from '../../common/search/words';

/**
 * A site-search match over a kind's public text (title, lead): every word stem of one variant occurs
 * in the text, any variant may match. Variants arrive stemmed with synonyms (server/tools/search).
 * Null when no variant has a word long enough to search for.
 *
 * The text is matched as `lower(<text>) like '%stem%'`; each kind keeps a trigram GIN index on exactly
 * that `lower(...)` expression (migration 0020), so all variants are answered by one bitmap scan. The
 * indexes keep no statistics (migration 0038, ADR 067): estimating each clause from them cost more
 * planning than the whole statement's work.
 */
export function matchAnyVariant(text: SQL, variants: readonly string[]): SQL | null {
  const alternatives = variants
    .map((v) => queryWords(v).filter((w) => w.length >= 2))
    .filter((words) => words.length > 0)
    .map(
      (words) =>
        and(...words.map((w) => sql`lower(${text}) like ${`%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`)) as SQL,
    );
  if (!alternatives.length) return null;
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
