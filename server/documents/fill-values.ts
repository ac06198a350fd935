import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { documentFillValues } from '../db/schema';

export type StoredFillValues = Record<string, string>;

/** The values the user entered the last time they filled this document, or null. */
export async function getFillValues(opts: { db: Db; user: SessionUser; id: number }): Promise<StoredFillValues | null> {
  const [row] = await opts.db
    .select({ values: documentFillValues.values })
    .from(documentFillValues)
    .where(and(eq(documentFillValues.userId, opts.user.id), eq(documentFillValues.documentId, opts.id)))
    .limit(1);
  return row?.values ?? null;
}

/** Keeps the entered values (already validated) for the next fill of the same document. */
export async function saveFillValues(opts: { db: Db; user: SessionUser; id: number; values: StoredFillValues }) {
  const row = { userId: opts.user.id, documentId: opts.id, values: opts.values, updatedAt: new Date() };
  await opts.db
    .insert(documentFillValues)
    .values(row)
    .onConflictDoUpdate({
      target: [documentFillValues.userId, documentFillValues.documentId],
      set: { values: row.values, updatedAt: row.updatedAt },
    });
}
