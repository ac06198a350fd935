import type { AttachmentView } from '../../common/attachments';
import type { CommentStatus } from '../../common/comments';
import type { CommentRow } from './comment-visibility';

export interface CommentView {
  id: number;
  thread: number;
  parent_id: number | null;
  user_id: number | null;
  children: CommentView[];
  created_at: string;
  updated_at: string;
  name: string;
  email: string;
  text: string;
  param: string | null;
  attachments: AttachmentView[];
  status: CommentStatus | null;
  status_text: string | null;
  state: 'visible' | 'blocked';
  is_hit: boolean;
  options: { notification: boolean };
}

/**
 * A comment of spec part 2 §3. The e-mail is shown only to staff and to its author; live events
 * (to every subscriber of the room) carry it empty.
 */
export function presentComment(
  row: CommentRow,
  opts: { attachments?: AttachmentView[]; showEmail: boolean; children?: CommentView[] },
): CommentView {
  return {
    id: row.id,
    thread: row.threadId,
    parent_id: row.parentId,
    user_id: row.userId,
    children: opts.children ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    name: row.name,
    email: opts.showEmail ? row.email : '',
    text: row.text,
    param: row.param,
    attachments: opts.attachments ?? [],
    status: row.status ?? null,
    status_text: row.statusText ?? null,
    state: row.state === 'blocked' ? 'blocked' : 'visible',
    is_hit: row.isHit,
    options: { notification: row.notification },
  };
}

/** Top-level comments with their replies nested under their parents (replies oldest first). */
export function buildTree(
  roots: CommentRow[],
  replies: CommentRow[],
  present: (row: CommentRow, children: CommentView[]) => CommentView,
): CommentView[] {
  const byParent = new Map<number, CommentRow[]>();
  for (const r of replies) {
    if (r.parentId === null) continue;
    byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  }
  const nest = (row: CommentRow): CommentView =>
    present(
      row,
      (byParent.get(row.id) ?? [])
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
        .map(nest),
    );
  return roots.map(nest);
}
