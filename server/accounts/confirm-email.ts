import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { userChanged } from './sessions';

/** Marks the e-mail behind a confirmation uuid as confirmed; the uuid works once. */
export async function confirmEmail(opts: { db: Db; uuid: string }): Promise<{ confirmed: boolean; userId?: number }> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(opts.uuid)) return { confirmed: false };
  const [row] = await opts.db
    .update(users)
    .set({ confirmed: true, confirmationToken: null, updatedAt: new Date() })
    .where(eq(users.confirmationToken, opts.uuid))
    .returning({ id: users.id });
  if (!row) return { confirmed: false };
  userChanged(opts.db, row.id);
  return { confirmed: true, userId: row.id };
}
