import { and, eq } from 'drizzle-orm';
import type { PackageCode, ProtectedItem } from '../access/access';
import type { Db } from '../db/client';
import { documents, handbooks, records } from '../db/schema';
import { protectedDocument, publicDocument } from '../documents/documents-query';
import { protectedHandbook } from '../handbooks/handbook-access';
import { publicHandbook } from '../handbooks/handbook-query';
import { publicRecord } from '../records/records-query';

type Protection = (opts: { db: Db; id: number }) => Promise<ProtectedItem | null>;

/**
 * What a thread of an item of these kinds asks the access authority when the kind names no
 * `protection` of its own: the item's own paywall, with the rules its capability uses (a record's
 * packages, a handbook's or a document's access level). A hidden item is null (no thread).
 */
export const itemProtections: Record<string, Protection> = {
  record: async ({ db, id }) => {
    const [row] = await db
      .select({ id: records.id, isFree: records.isFree, packages: records.packages })
      .from(records)
      .where(and(eq(records.id, id), publicRecord()));
    return row ? { kind: 'record', id: row.id, isFree: row.isFree, packages: row.packages as PackageCode[] } : null;
  },
  handbook: async ({ db, id }) => {
    const [row] = await db
      .select({ id: handbooks.id, access: handbooks.access })
      .from(handbooks)
      .where(and(eq(handbooks.id, id), publicHandbook()));
    return row ? protectedHandbook(row) : null;
  },
  document: async ({ db, id }) => {
    const [row] = await db
      .select({ id: documents.id, access: documents.access })
      .from(documents)
      .where(and(eq(documents.id, id), publicDocument()));
    return row ? protectedDocument(row) : null;
  },
};
