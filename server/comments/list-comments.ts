import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { commentRules } from '../../common/comments';
import type { Logger } from '../observability/logger';
import type { Db } from '../db/client';
import { comments } from '../db/schema';
import { AppError } from '../http/errors';
import { attachmentsOf, showsEmailTo } from './comment-reads';
import { buildTree, type CommentView, presentComment } from './comment.presenter';
import type { ThreadViewer } from './thread-access';

/** Which comments of a thread this viewer sees: staff all but deleted, others visible ones. */
export function visibleTo(viewer: ThreadViewer): SQL {
  return viewer.isStaff ? ne(comments.state, 'deleted') : eq(comments.state, 'visible');
}

export interface CommentsPage {
  data: CommentView[];
  meta: { current_page: number; last_page: number; per_page: number; total: number; total_comments: number };
}

/**
 * A page of a thread: top-level comments newest first, each with its replies nested. In a private
 * thread (or with `onlyOwn`) a non-staff viewer gets only the conversations they started.
 */
export async function listComments(opts: {
  db: Db;
  log?: Logger;
  viewer: ThreadViewer;
  page: number;
  limit: number;
  onlyOwn?: boolean;
}): Promise<CommentsPage> {
  const { db, viewer } = opts;
  const ownOnly = opts.onlyOwn || !viewer.seesAll;
  if (ownOnly && !viewer.user) throw new AppError('unauthenticated');
  const where = and(
    eq(comments.threadId, viewer.thread.id),
    isNull(comments.parentId),
    visibleTo(viewer),
    ownOnly && viewer.user ? eq(comments.userId, viewer.user.id) : undefined,
  );
  // The page and the number of all matching rows in one statement; a page past the end has no row
  // to carry the number, so only then is it counted on its own.
  const paged = await db
    .select({ row: comments, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(comments)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  const roots = paged.map((p) => p.row);
  const total = paged.length
    ? paged[0].total
    : opts.page > 1
      ? (await db.select({ total: count() }).from(comments).where(where))[0].total
      : 0;
  const replies = roots.length
    ? await db
        .select()
        .from(comments)
        .where(
          and(
            inArray(
              comments.rootId,
              roots.map((r) => r.id),
            ),
            visibleTo(viewer),
          ),
        )
    : [];
  if (roots.length + replies.length > commentRules.warnAbove) {
    opts.log?.warn({ thread: viewer.thread.id, count: roots.length + replies.length }, 'large comments page');
  }
  const files = await attachmentsOf(
    db,
    [...roots, ...replies].map((r) => r.id),
  );
  const data = buildTree(roots, replies, (row, children) =>
    presentComment(row, { attachments: files.get(row.id), showEmail: showsEmailTo(viewer, row), children }),
  );
  return {
    data,
    meta: {
      current_page: opts.page,
      last_page: Math.max(1, Math.ceil(total / opts.limit)),
      per_page: opts.limit,
      total,
      total_comments: viewer.seesAll && !opts.onlyOwn ? viewer.thread.commentsCount : total + replies.length,
    },
  };
}
