import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { comments } from '../db/schema';
import type { ThreadViewer } from './thread-access';

export type CommentRow = typeof comments.$inferSelect;

/**
 * One comment as this viewer may see it: staff see everything but deleted ones; others see visible
 * comments, and in a private thread only the conversations they started.
 */
export async function canSeeComment(db: Db, viewer: ThreadViewer, comment: CommentRow): Promise<boolean> {
  if (comment.threadId !== viewer.thread.id || comment.state === 'deleted') return false;
  if (viewer.isStaff) return true;
  if (comment.state !== 'visible') return false;
  if (viewer.seesAll) return true;
  const userId = viewer.user?.id;
  if (!userId) return false;
  if (comment.userId === userId) return true;
  if (comment.rootId === null) return false;
  const [root] = await db.select({ userId: comments.userId }).from(comments).where(eq(comments.id, comment.rootId));
  return root?.userId === userId;
}
