import { eq } from 'drizzle-orm';
import { commentMessages } from '../../common/comments';
import type { SessionUser } from '../accounts/sessions';
import { comments } from '../db/schema';
import { AppError, validationError } from '../http/errors';
import type { AppDeps } from '../http/types';
import { claimAttachments } from '../uploads/claim-attachments';
import { sanitizeComment } from './comment-html';
import { commentEvents, publishComment } from './comment-events';
import { findComment, showsEmailTo } from './comment-reads';
import { type CommentView, presentComment } from './comment.presenter';
import { notifyReply } from './notify-reply';
import { assertCanPost, assertStaff, type ThreadViewer } from './thread-access';
import { forgetCountedItem, refreshThreadCounters } from './thread-counters';

export interface CommentInput {
  name?: string;
  email?: string;
  text: string;
  param?: string | null;
  parent_id?: number | null;
  options?: { notification?: boolean };
  attachments?: number[];
}

type Deps = Pick<AppDeps, 'db' | 'registry' | 'bus' | 'mailer' | 'log' | 'env'>;

/**
 * Posts a comment (or, with parent_id, a reply) in a thread: text sanitised, attachments claimed,
 * counters recounted, all in one transaction; the event goes out after the commit. A staff reply
 * (`asStaffReply`) also marks the parent answered and, where the thread sends responses by e-mail,
 * tells the parent's author.
 */
export async function postComment(opts: {
  deps: Deps;
  viewer: ThreadViewer;
  input: CommentInput;
  visitor: string | null;
  asStaffReply?: boolean;
  /** Name and e-mail come from the form even for a signed-in user (the error report). */
  identityFromInput?: boolean;
}): Promise<CommentView> {
  const { deps, viewer, input } = opts;
  assertCanPost(viewer);
  const staff: SessionUser | null = opts.asStaffReply ? assertStaff(viewer) : null;
  const text = sanitizeComment(input.text);
  if (!text) throw validationError({ text: [commentMessages.textRequired] });
  const user = viewer.user;
  const fromInput = !user || opts.identityFromInput;
  const name = (fromInput ? input.name?.trim() : user.name || user.nickname) || 'anonymous';
  const email = fromInput ? (input.email ?? '').trim() : user.email;
  if (!user && !email) throw validationError({ email: ['Введіть коректний e-mail'] });
  const parent = input.parent_id ? await findComment(deps.db, viewer.thread.id, input.parent_id) : null;
  if (input.parent_id && (!parent || (parent.state !== 'visible' && !viewer.isStaff))) {
    throw validationError({ parent_id: [commentMessages.parentMissing] });
  }
  if (parent && !viewer.seesAll) {
    const rootAuthor = parent.rootId
      ? (await findComment(deps.db, viewer.thread.id, parent.rootId)).userId
      : parent.userId;
    if (rootAuthor !== user?.id) throw validationError({ parent_id: [commentMessages.parentMissing] });
  }
  const ids = input.attachments ?? [];
  if (ids.length && viewer.thread.files !== 1) throw new AppError('forbidden');
  const { row, files } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        threadId: viewer.thread.id,
        parentId: parent?.id ?? null,
        rootId: parent ? (parent.rootId ?? parent.id) : null,
        userId: user?.id ?? null,
        name: name.slice(0, 100),
        email: email.slice(0, 255),
        text,
        param: input.param ?? null,
        notification: Boolean(input.options?.notification),
        themes: viewer.thread.themes,
      })
      .returning();
    const files = await claimAttachments({
      tx,
      scope: 'comments',
      threadId: viewer.thread.id,
      ownerId: row.id,
      ids,
      userId: user?.id ?? null,
      visitor: opts.visitor,
    });
    if (staff && parent) {
      await tx.update(comments).set({ status: 'answered', updatedAt: new Date() }).where(eq(comments.id, parent.id));
    }
    await refreshThreadCounters(tx, viewer.thread, deps.registry);
    return { row, files };
  });
  forgetCountedItem(deps.db, viewer.thread);
  const view = presentComment(row, { attachments: files, showEmail: showsEmailTo(viewer, row) });
  publishComment(deps, commentEvents.created, view);
  if (staff && parent) {
    const answered = await findComment(deps.db, viewer.thread.id, parent.id);
    publishComment(deps, commentEvents.statusChanged, presentComment(answered, { showEmail: false }));
    if (viewer.thread.replies === 2) await notifyReply({ deps, thread: viewer.thread, parent: answered, reply: row });
  }
  return view;
}
