import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { professions } from '../../db/schema';
import { normalizeCode } from '../classifier';
import { type ProfessionTitle, titleFields } from './browse-professions';

const LIMIT = 50;

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
  // The matching titles come from the trigram index (migration 0035: the term inside the title, or a
  // word of the title within word similarity 0.45 of it — a misspelling); the best come first.
  const similarity = sql<number>`word_similarity(${term}, lower(p.title))`;
  return opts.db
    .select({
      id: sql<number>`p.id`,
      code: sql<string>`p.code`,
      title: sql<string>`p.title`,
      checked: sql<boolean>`p.checked`,
    })
    .from(sql`profession_titles_matching(${term}, ${contains}) as p`)
    .orderBy(desc(similarity), asc(sql`length(p.title)`), asc(sql`p.title`))
    .limit(LIMIT);
}
