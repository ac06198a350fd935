import { and, count, desc, eq, isNull, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { commentRules } from '../../common/comments';
import type { Logger } from '../observability/logger';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { keptAggregate } from '../cache/kept-lists';
import { attachments, comments } from '../db/schema';
import { AppError } from '../http/errors';
import type { AttachmentView } from '../../common/attachments';
import { presentAttachment } from '../uploads/upload-attachment';
import { showsEmailTo } from './comment-reads';
import { buildTree, type CommentView, presentComment } from './comment.presenter';
import type { ThreadViewer } from './thread-access';

/** Which comments of a thread this viewer sees: staff all but deleted, others visible ones. */
export function visibleTo(viewer: Pick<ThreadViewer, 'isStaff'>): SQL {
  return viewer.isStaff ? ne(comments.state, 'deleted') : eq(comments.state, 'visible');
}

/** Attachments of comments are stored under this scope (the API they were uploaded through). */
const FILES_SCOPE = 'comments';

/**
 * A comment's attachments in id order as one JSON array (null without any), read with the row. The
 * row's id is named with its table: drizzle leaves a single table's columns unqualified in the select
 * list, where "id" would mean the attachment's own.
 */
const filesOfRow = sql<{ id: number; name: string; size: number }[] | null>`(select json_agg(json_build_object(
  'id', a.id, 'name', a.name, 'size', a.size) order by a.id) from ${attachments} a
  where a.scope = ${FILES_SCOPE} and a.owner_id = ${comments}.${sql.identifier(comments.id.name)})`;

/** Top-level comments of a thread the viewer sees; with `userId`, only that reader's own. */
function rootsWhere(
  viewer: Pick<ThreadViewer, 'isStaff'>,
  threadId: number | Placeholder,
  userId: number | Placeholder | null,
): SQL | undefined {
  return and(
    eq(comments.threadId, threadId),
    isNull(comments.parentId),
    visibleTo(viewer),
    userId === null ? undefined : eq(comments.userId, userId),
  );
}

/**
 * The two statements of a page — its top-level comments with the count of all, and their replies —
 * each with the rows' attachments, built once per database handle for each kind of viewer (staff or
 * not, own conversations only or all; ADR 047).
 */
const pageStatements = (db: Db, viewer: Pick<ThreadViewer, 'isStaff'>, ownOnly: boolean) =>
  preparedOnce(db, `comments:page:${viewer.isStaff}:${ownOnly}`, (d) => ({
    roots: d
      .select({ row: comments, total: sql<number>`count(*) over ()`.mapWith(Number), files: filesOfRow })
      .from(comments)
      .where(rootsWhere(viewer, sql.placeholder('threadId'), ownOnly ? sql.placeholder('userId') : null))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(UNNAMED),
    replies: d
      .select({ row: comments, files: filesOfRow })
      .from(comments)
      .where(and(sql`${comments.rootId} = any(${sql.placeholder('rootIds')})`, visibleTo(viewer)))
      .prepare(UNNAMED),
  }));

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
  /**
   * Where the rows of this page may be kept a second for every reader who sees what this viewer sees
   * (`keptAggregate`; a non-staff viewer of all visible comments); forgotten by every comment write
   * (`forgetCountedItem`).
   */
  kept?: string | null;
}): Promise<CommentsPage> {
  const { db, viewer } = opts;
  const ownOnly = opts.onlyOwn || !viewer.seesAll;
  if (ownOnly && !viewer.user) throw new AppError('unauthenticated');
  const userId = ownOnly && viewer.user ? viewer.user.id : null;
  const statements = pageStatements(db, viewer, userId !== null);
  const read = async () => {
    // The page and the number of all matching rows in one statement; a page past the end has no row
    // to carry the number, so only then is it counted on its own.
    const paged = await statements.roots.execute({
      threadId: viewer.thread.id,
      userId,
      limit: opts.limit,
      offset: (opts.page - 1) * opts.limit,
    });
    const total = paged.length
      ? paged[0].total
      : opts.page > 1
        ? (
            await db
              .select({ total: count() })
              .from(comments)
              .where(rootsWhere(viewer, viewer.thread.id, userId))
          )[0].total
        : 0;
    const repliesWithFiles = paged.length
      ? await statements.replies.execute({ rootIds: paged.map((p) => p.row.id) })
      : [];
    return { paged, total, repliesWithFiles };
  };
  // Rows only: who may see an e-mail is decided below for this viewer. Never for staff (they see more)
  // or a viewer limited to their own conversations.
  const kept = opts.kept && !viewer.isStaff && userId === null ? opts.kept : null;
  const { paged, total, repliesWithFiles } = await keptAggregate(db, kept, read);
  const roots = paged.map((p) => p.row);
  const replies = repliesWithFiles.map((r) => r.row);
  if (roots.length + replies.length > commentRules.warnAbove) {
    opts.log?.warn({ thread: viewer.thread.id, count: roots.length + replies.length }, 'large comments page');
  }
  const files = new Map<number, AttachmentView[]>();
  for (const { row, files: list } of [...paged, ...repliesWithFiles]) {
    if (list)
      files.set(
        row.id,
        list.map((f) => presentAttachment({ ...f, scope: FILES_SCOPE })),
      );
  }
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
