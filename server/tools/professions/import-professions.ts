import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { professions } from '../../db/schema';
import { type ClassifierRow, levelOf, parentOf, titleKey } from '../classifier';

const CHUNK = 500;

/**
 * Loads classifier rows (the seed or the official file, both through `parseClassifierCsv`) into the table.
 * Codes of up to three digits are headings of the tree; longer codes are professional titles. Rows already
 * present (same code and title) are kept, so the import can run again with a newer file; a row loaded as
 * checked marks a present unchecked one checked (never the other way round).
 */
export async function importProfessions(opts: {
  db: Db;
  rows: ClassifierRow[];
  /** Whether a row's code is checked: true for the official file, per title for the seed. */
  checked: boolean | ((row: ClassifierRow) => boolean);
}): Promise<{ added: number }> {
  const { checked } = opts;
  const seen = new Set<string>();
  const values = opts.rows
    .filter((r) => {
      const key = titleKey(r);
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
      checked: typeof checked === 'function' ? checked(r) : checked,
    }));
  let added = 0;
  for (let i = 0; i < values.length; i += CHUNK) {
    const inserted = await opts.db
      .insert(professions)
      .values(values.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [professions.code, professions.title],
        set: { checked: true },
        setWhere: sql`excluded.checked and not ${professions.checked}`,
      })
      // xmax is 0 for a row this statement inserted, not for one it updated.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    added += inserted.filter((r) => r.inserted).length;
  }
  return { added };
}

export async function countProfessions(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(professions);
  return Number(n);
}
