import { and, asc, count, desc, eq, ilike, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { preparedOnce, UNNAMED } from '../db/prepared';
import type { Db } from '../db/client';
import { comments } from '../db/schema';
import { AppError } from '../http/errors';
import { attachmentsOf, showsEmailTo } from './comment-reads';
import { type CommentView, presentComment } from './comment.presenter';
import type { ThreadViewer } from './thread-access';
import { visibleTo } from './list-comments';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface SearchOptions {
  q: string;
  page: number;
  limit: number;
  order: 'created_at' | 'id';
  direction: 'asc' | 'desc';
}

function ordered(opts: SearchOptions) {
  const col = opts.order === 'id' ? comments.id : comments.createdAt;
  return opts.direction === 'asc' ? [asc(col), asc(comments.id)] : [desc(col), desc(comments.id)];
}

type CommentRow = typeof comments.$inferSelect;

async function page(
  db: Db,
  where: SQL | undefined,
  opts: SearchOptions,
  present: (rows: CommentRow[]) => Promise<CommentView[]>,
) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(comments).where(where),
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(...ordered(opts))
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit),
  ]);
  return paged(opts, Number(total), await present(rows));
}

function paged(opts: SearchOptions, total: number, data: CommentView[]) {
  return {
    data,
    meta: {
      current_page: opts.page,
      last_page: Math.max(1, Math.ceil(total / opts.limit)),
      per_page: opts.limit,
      total,
      total_comments: total,
    },
  };
}

const matching = (q: string) =>
  q ? or(ilike(comments.text, likePattern(q)), ilike(comments.name, likePattern(q))) : undefined;

/** Comments of one thread whose text or author matches, as a flat list (the block's search view). */
export async function searchThread(opts: { db: Db; viewer: ThreadViewer } & SearchOptions) {
  const { db, viewer } = opts;
  if (!viewer.seesAll && !viewer.user) throw new AppError('unauthenticated');
  const where = and(
    eq(comments.threadId, viewer.thread.id),
    visibleTo(viewer),
    viewer.seesAll ? undefined : eq(comments.userId, (viewer.user as { id: number }).id),
    matching(opts.q),
  );
  return page(db, where, opts, async (rows) => {
    const files = await attachmentsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentComment(r, { attachments: files.get(r.id), showEmail: showsEmailTo(viewer, r) }));
  });
}

/**
 * Comments across the site (staff only: the spec keeps comment search off for other users), with
 * the theme's threads only; optionally limited to some threads.
 */
export async function searchAllComments(opts: { db: Db; theme: string; threadIds?: number[] } & SearchOptions) {
  const { db } = opts;
  const staff = { isStaff: true, user: null };
  const present = async (rows: CommentRow[]) => {
    const files = await attachmentsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentComment(r, { attachments: files.get(r.id), showEmail: showsEmailTo(staff, r) }));
  };
  if (!opts.q && !opts.threadIds?.length) {
    // The moderators' list as it opens (no term, no threads): statements built once (ADR 047).
    const statements = moderationStatements(db, opts);
    const [[{ total }], rows] = await Promise.all([
      statements.total.execute({ theme: opts.theme }),
      statements.page.execute({ theme: opts.theme, limit: opts.limit, offset: (opts.page - 1) * opts.limit }),
    ]);
    return paged(opts, Number(total), await present(rows));
  }
  const where = and(
    ...moderated(opts.theme),
    opts.threadIds?.length ? inArray(comments.threadId, opts.threadIds) : undefined,
    matching(opts.q),
  );
  return page(db, where, opts, present);
}

/** The theme's comments a moderator sees (visible and blocked; not the deleted). */
const moderated = (theme: string | Placeholder) => [
  sql`${theme} = any(${comments.themes})`,
  inArray(comments.state, ['visible', 'blocked']),
];

/** That list's page and total per order and direction, with theme, limit and offset filled in. */
const moderationStatements = (db: Db, opts: SearchOptions) =>
  preparedOnce(db, `comments:moderation:${opts.order}:${opts.direction}`, (d) => {
    const where = and(...moderated(sql.placeholder('theme')));
    return {
      total: d.select({ total: count() }).from(comments).where(where).prepare(UNNAMED),
      page: d
        .select()
        .from(comments)
        .where(where)
        .orderBy(...ordered(opts))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED),
    };
  });
