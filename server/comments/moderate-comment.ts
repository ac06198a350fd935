import { eq } from 'drizzle-orm';
import { commentMessages, type CommentStatus } from '../../common/comments';
import { comments } from '../db/schema';
import { AppError } from '../http/errors';
import type { AppDeps } from '../http/types';
import { commentEvents, publishComment } from './comment-events';
import { findComment, presentOne } from './comment-reads';
import type { CommentView } from './comment.presenter';
import { assertStaff, type ThreadViewer } from './thread-access';
import { forgetCountedItem, refreshThreadCounters } from './thread-counters';

export type Moderation =
  | { action: 'block' }
  | { action: 'hit' }
  | { action: 'clarify'; text: string }
  | { action: 'status'; status: CommentStatus | null; text?: string | null }
  | { action: 'delete' };

/**
 * Staff actions on a comment (moderator option `comments` or consultant): block / unblock,
 * mark as hit / unmark, ask to clarify, set a status. Delete is also open to the comment's author.
 * Hiding or showing a comment recounts the thread in the same transaction.
 */
export async function moderateComment(opts: {
  deps: Pick<AppDeps, 'db' | 'bus' | 'registry'>;
  viewer: ThreadViewer;
  id: number;
  change: Moderation;
}): Promise<CommentView> {
  const { deps, viewer, change } = opts;
  const row = await findComment(deps.db, viewer.thread.id, opts.id);
  if (change.action === 'delete') {
    if (!viewer.user) throw new AppError('unauthenticated');
    if (!viewer.isStaff && row.userId !== viewer.user.id) {
      throw new AppError('forbidden', { message: commentMessages.notOwn });
    }
  } else {
    assertStaff(viewer);
  }
  const set: Partial<typeof comments.$inferInsert> = { updatedAt: new Date() };
  switch (change.action) {
    case 'block':
      set.state = row.state === 'blocked' ? 'visible' : 'blocked';
      break;
    case 'hit':
      set.isHit = !row.isHit;
      break;
    case 'clarify':
      set.status = 'clarify';
      set.statusText = change.text;
      break;
    case 'status':
      set.status = change.status;
      set.statusText = change.text ?? null;
      break;
    case 'delete':
      set.state = 'deleted';
      break;
  }
  const isCounted = set.state !== undefined;
  const updated = await deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(comments).set(set).where(eq(comments.id, row.id)).returning();
    if (isCounted) await refreshThreadCounters(tx, viewer.thread, deps.registry);
    return updated;
  });
  // Counters or not, the comment as readers see it changed (the first page kept for them, too).
  forgetCountedItem(deps.db, viewer.thread);
  const view = await presentOne(deps.db, viewer, updated);
  publishComment(deps, change.action === 'delete' ? commentEvents.deleted : commentEvents.statusChanged, view);
  return view;
}
