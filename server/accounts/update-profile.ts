import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import type { UserRow } from './find-user';
import { userChanged } from './sessions';

/** Name, phone, nickname and avatar URL (already stored and checked by content) of the signed-in user. */
export async function updateProfile(opts: {
  db: Db;
  userId: number;
  changes: { name?: string; phone?: string; nickname?: string | null; avatar?: string };
}): Promise<UserRow> {
  const [row] = await opts.db
    .update(users)
    .set({ ...opts.changes, updatedAt: new Date() })
    .where(eq(users.id, opts.userId))
    .returning();
  if (!row) throw new AppError('unauthenticated');
  userChanged(opts.db, row.id);
  return row;
}
