import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { professions } from '../../db/schema';
import { type ClassifierRow, levelOf, parentOf } from '../classifier';

const CHUNK = 500;

/**
 * Loads classifier rows (the seed or the official file, both through `parseClassifierCsv`) into the table.
 * Codes of up to three digits are headings of the tree; longer codes are professional titles. Rows already
 * present (same code and title) are kept, so the import can run again with a newer file.
 */
export async function importProfessions(opts: { db: Db; rows: ClassifierRow[] }): Promise<{ added: number }> {
  const seen = new Set<string>();
  const values = opts.rows
    .filter((r) => {
      const key = `${r.code}\u0000${r.title}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => ({
      code: r.code,
      title: r.title.trim(),
      level: levelOf(r.code),
      parentCode: parentOf(r.code),
      isHeading: r.code.length <= 3 && !r.code.includes('.') ? 1 : 0,
    }));
  let added = 0;
  for (let i = 0; i < values.length; i += CHUNK) {
    const inserted = await opts.db
      .insert(professions)
      .values(values.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ id: professions.id });
    added += inserted.length;
  }
  return { added };
}

export async function countProfessions(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(professions);
  return Number(n);
}
