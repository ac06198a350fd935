import { forgetKept } from '../cache/kept-lists';
import { eq } from 'drizzle-orm';
import { isHandbookEditor } from '../../common/handbooks';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { handbooks } from '../db/schema';
import { AppError } from '../http/errors';

/** Publishes (dated now, unless it already has a date) or withdraws a handbook: staff only. */
export async function publishHandbook(opts: { db: Db; user: SessionUser; id: number; published: boolean }) {
  const { db, user, id, published } = opts;
  if (!isHandbookEditor(user)) throw new AppError('forbidden');
  const [row] = await db.select({ publishedAt: handbooks.publishedAt }).from(handbooks).where(eq(handbooks.id, id));
  if (!row) throw new AppError('not_found');
  await db
    .update(handbooks)
    .set({
      status: published ? 'published' : 'draft',
      publishedAt: published ? (row.publishedAt ?? new Date()) : row.publishedAt,
      updatedAt: new Date(),
    })
    .where(eq(handbooks.id, id));
  forgetKept(db);
  return { id, status: published ? ('published' as const) : ('draft' as const) };
}
