import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(opts: { db: Db; email: string }): Promise<UserRow | null> {
  const [row] = await opts.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, opts.email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(opts: { db: Db; id: number }): Promise<UserRow | null> {
  const [row] = await opts.db.select().from(users).where(eq(users.id, opts.id)).limit(1);
  return row ?? null;
}
