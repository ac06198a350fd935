import { type SQL, and, or, sql } from 'drizzle-orm';
import { queryWords } from '../../common/search/words';

/**
 * A site-search match over a kind's public text (title, lead): every word stem of one variant occurs
 * in the text, any variant may match. Variants arrive stemmed with synonyms (server/tools/search).
 * Null when no variant has a word long enough to search for.
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
