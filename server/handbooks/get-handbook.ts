import { and, asc, eq } from 'drizzle-orm';
import { handbookKindName, isHandbookEditor } from '../../common/handbooks';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { handbookItems, handbooks } from '../db/schema';
import { ratingPersonal } from '../engagement/engagement-sql';
import { AppError } from '../http/errors';
import { cardFields, personalFields, publicHandbook } from './handbook-query';

/**
 * One handbook with its chapters. Drafts exist only for handbook editors; everybody else gets the
 * same 404 as for a missing id. A child id that is not a chapter of this handbook is a 404 too.
 */
export async function getHandbook(opts: { db: Db; user: SessionUser | null; id: number; childId?: number }) {
  const { db, user, id } = opts;
  const [row] = await db
    .select({
      ...cardFields,
      ...personalFields(user),
      ratingPersonal: ratingPersonal(handbookKindName, handbooks.id, user),
    })
    .from(handbooks)
    .where(isHandbookEditor(user) ? eq(handbooks.id, id) : and(eq(handbooks.id, id), publicHandbook()))
    .limit(1);
  if (!row) throw new AppError('not_found');
  const items = await db
    .select({ id: handbookItems.id, title: handbookItems.title, body: handbookItems.body })
    .from(handbookItems)
    .where(eq(handbookItems.handbookId, id))
    .orderBy(asc(handbookItems.position), asc(handbookItems.id));
  if (opts.childId !== undefined && !items.some((i) => i.id === opts.childId)) throw new AppError('not_found');
  return { row, items };
}

export type HandbookRow = Awaited<ReturnType<typeof getHandbook>>['row'];
export type HandbookItemRow = Awaited<ReturnType<typeof getHandbook>>['items'][number];
