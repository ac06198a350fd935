import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { professions } from '../../db/schema';
import { normalizeCode } from '../classifier';
import { type ProfessionTitle, titleFields } from './browse-professions';

const LIMIT = 50;
/** Word similarity above which a title counts as a misspelling of the term (trigrams). */
const SIMILARITY = 0.45;

/**
 * Titles by code (a code or its beginning: `2411`, `2411.2`, `24112`) or by title with typo tolerance:
 * the term is a substring of the title, or its trigrams are close to a part of the title.
 */
export async function searchProfessions(opts: { db: Db; q: string }): Promise<ProfessionTitle[]> {
  const q = opts.q.replace(/\s+/g, ' ').trim().slice(0, 200);
  if (!q) return [];
  const code = /^[\d\s.,]+$/.test(q) ? normalizeCode(q) : null;
  if (code) {
    return opts.db
      .select(titleFields)
      .from(professions)
      .where(and(eq(professions.isHeading, 0), like(professions.code, `${code}%`)))
      .orderBy(asc(professions.code), asc(professions.title))
      .limit(LIMIT);
  }
  const term = q.toLowerCase();
  const contains = `%${term.replace(/[%_\\]/g, '\\$&')}%`;
  const similarity = sql<number>`word_similarity(${term}, lower(${professions.title}))`;
  return opts.db
    .select(titleFields)
    .from(professions)
    .where(
      and(
        eq(professions.isHeading, 0),
        sql`(lower(${professions.title}) like ${contains} or ${similarity} > ${SIMILARITY})`,
      ),
    )
    .orderBy(desc(similarity), asc(sql`length(${professions.title})`), asc(professions.title))
    .limit(LIMIT);
}
