import { and, asc, eq, or, isNull, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { consultationCannedReplies as canned } from '../db/schema';
import { AppError } from '../http/errors';
import { requireConsultant } from './consultation-query';

/**
 * Canned replies, managed by consultants: one small set of operations over one table (list, store,
 * delete), each role-checked.
 */
export interface CannedReplyInput {
  title: string;
  body: string;
  service?: string | null;
}

const present = (r: typeof canned.$inferSelect) => ({
  id: r.id,
  title: r.title,
  body: r.body,
  service: r.service,
  updated_at: r.updatedAt.toISOString(),
});

export async function listCannedReplies(opts: { db: Db; user: SessionUser; theme: ThemeId; service?: string }) {
  requireConsultant(opts.user);
  const rows = await opts.db
    .select()
    .from(canned)
    .where(
      and(
        sql`${opts.theme} = any(${canned.themes})`,
        opts.service ? or(isNull(canned.service), eq(canned.service, opts.service)) : undefined,
      ),
    )
    .orderBy(asc(canned.title), asc(canned.id));
  return rows.map(present);
}

export async function storeCannedReply(opts: { db: Db; user: SessionUser; id?: number; input: CannedReplyInput }) {
  requireConsultant(opts.user);
  const values = { title: opts.input.title, body: opts.input.body, service: opts.input.service ?? null };
  if (opts.id === undefined) {
    const [row] = await opts.db
      .insert(canned)
      .values({ ...values, createdById: opts.user.id })
      .returning();
    return present(row);
  }
  const [row] = await opts.db
    .update(canned)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(canned.id, opts.id))
    .returning();
  if (!row) throw new AppError('not_found');
  return present(row);
}

export async function deleteCannedReply(opts: { db: Db; user: SessionUser; id: number }) {
  requireConsultant(opts.user);
  const rows = await opts.db.delete(canned).where(eq(canned.id, opts.id)).returning({ id: canned.id });
  if (!rows.length) throw new AppError('not_found');
}
