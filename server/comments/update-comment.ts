import { eq } from 'drizzle-orm';
import { commentMessages, commentRules } from '../../common/comments';
import { comments } from '../db/schema';
import { AppError, validationError } from '../http/errors';
import type { AppDeps } from '../http/types';
import { sanitizeComment } from './comment-html';
import { commentEvents, publishComment } from './comment-events';
import { findComment, presentOne } from './comment-reads';
import type { CommentView } from './comment.presenter';
import type { ThreadViewer } from './thread-access';
import { forgetCountedItem } from './thread-counters';

/** Edits a comment's text: its author within the edit window (ADR 023), staff at any time. */
export async function updateComment(opts: {
  deps: Pick<AppDeps, 'db' | 'bus'>;
  viewer: ThreadViewer;
  id: number;
  text: string;
  now?: Date;
}): Promise<CommentView> {
  const { deps, viewer } = opts;
  if (!viewer.user) throw new AppError('unauthenticated');
  const row = await findComment(deps.db, viewer.thread.id, opts.id);
  if (!viewer.isStaff) {
    if (row.userId !== viewer.user.id) throw new AppError('forbidden', { message: commentMessages.notOwn });
    const age = (opts.now ?? new Date()).getTime() - row.createdAt.getTime();
    if (age > commentRules.editWindowMs || row.state !== 'visible') {
      throw new AppError('forbidden', { message: commentMessages.editWindowPassed });
    }
  }
  const text = sanitizeComment(opts.text);
  if (!text) throw validationError({ text: [commentMessages.textRequired] });
  const [updated] = await deps.db
    .update(comments)
    .set({ text, updatedAt: new Date() })
    .where(eq(comments.id, row.id))
    .returning();
  // The thread's first page kept for readers (`comments.block`) shows the new text at once.
  forgetCountedItem(deps.db, viewer.thread);
  const view = await presentOne(deps.db, viewer, updated);
  publishComment(deps, commentEvents.updated, view);
  return view;
}
