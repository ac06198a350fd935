import { and, eq } from 'drizzle-orm';
import type { AttachmentView } from '../../common/attachments';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { idAmong, idsParam } from '../engagement/engagement-sql';
import { attachments, comments } from '../db/schema';
import { AppError } from '../http/errors';
import { presentAttachment } from '../uploads/upload-attachment';
import type { CommentRow } from './comment-visibility';
import { type CommentView, presentComment } from './comment.presenter';
import type { ThreadViewer } from './thread-access';

/** Built once per database handle (ADR 047): every page of a thread reads its comments' files. */
const attachmentsStatement = (db: Db) =>
  preparedOnce(db, 'comments:attachments', (d) =>
    d
      .select()
      .from(attachments)
      .where(and(eq(attachments.scope, 'comments'), idAmong(attachments.ownerId)))
      .orderBy(attachments.id)
      .prepare(UNNAMED),
  );

/** Attachments of comments, by comment id (one query per page). */
export async function attachmentsOf(db: Db, ids: number[]): Promise<Map<number, AttachmentView[]>> {
  const byComment = new Map<number, AttachmentView[]>();
  if (!ids.length) return byComment;
  const rows = await attachmentsStatement(db).execute(idsParam(ids));
  for (const r of rows) {
    const id = r.ownerId as number;
    byComment.set(id, [...(byComment.get(id) ?? []), presentAttachment(r)]);
  }
  return byComment;
}

export const showsEmailTo = (viewer: Pick<ThreadViewer, 'isStaff' | 'user'>, row: CommentRow) =>
  viewer.isStaff || (viewer.user !== null && viewer.user.id === row.userId);

/** One comment with its attachments, as the viewer sees it (no replies). */
export async function presentOne(db: Db, viewer: ThreadViewer, row: CommentRow): Promise<CommentView> {
  const files = await attachmentsOf(db, [row.id]);
  return presentComment(row, { attachments: files.get(row.id), showEmail: showsEmailTo(viewer, row) });
}

/** The comment of the thread by id, or a 404 (also for another thread's comment). */
export async function findComment(db: Db, threadId: number, id: number): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.threadId, threadId)));
  if (!row || row.state === 'deleted') throw new AppError('not_found');
  return row;
}
