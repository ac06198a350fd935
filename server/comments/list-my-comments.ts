import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { idAmong, idsParam } from '../engagement/engagement-sql';
import { itemSummaries } from '../engagement/list-favorites';
import type { SessionUser } from '../accounts/sessions';
import type { Registry } from '../capability';
import type { Db } from '../db/client';
import { comments, threads } from '../db/schema';
import { attachmentsOf } from './comment-reads';
import { presentComment } from './comment.presenter';

/** The statements of "Мої коментарі", built once per database handle (ADR 047). */
const myCommentsStatements = (db: Db) =>
  preparedOnce(db, 'comments:my', (d) => {
    const where = and(eq(comments.userId, sql.placeholder('userId')), ne(comments.state, 'deleted'));
    return {
      total: d.select({ total: count() }).from(comments).where(where).prepare(UNNAMED),
      page: d
        .select({ comment: comments, kind: threads.kind, itemId: threads.itemId, threadTitle: threads.title })
        .from(comments)
        .innerJoin(threads, eq(threads.id, comments.threadId))
        .where(where)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED),
      replies: d
        .select()
        .from(comments)
        .where(and(idAmong(comments.parentId), eq(comments.state, 'visible')))
        .orderBy(comments.createdAt)
        .prepare(UNNAMED),
    };
  });

/**
 * "Мої коментарі": the user's comments across the site, newest first, each with the item it
 * belongs to (title and address, when the item is still visible), its status and the replies.
 */
export async function listMyComments(opts: {
  db: Db;
  registry: Pick<Registry, 'engagementKinds'>;
  user: SessionUser;
  page: number;
  limit: number;
}) {
  const { db, user } = opts;
  const statements = myCommentsStatements(db);
  const [[{ total }], rows] = await Promise.all([
    statements.total.execute({ userId: user.id }),
    statements.page.execute({ userId: user.id, limit: opts.limit, offset: (opts.page - 1) * opts.limit }),
  ]);
  const ids = rows.map((r) => r.comment.id);
  const items = rows.flatMap((r) => (r.kind && r.itemId !== null ? [{ kind: r.kind, id: r.itemId }] : []));
  const [replies, summaries] = await Promise.all([
    ids.length ? statements.replies.execute(idsParam(ids)) : [],
    itemSummaries(db, opts.registry.engagementKinds, items),
  ]);
  // The item's title and address while it is visible; the thread's title (no address) once it is not.
  const commentItem = (kind: string, id: number, threadTitle: string) => {
    const summary = summaries.get(`${kind}:${id}`);
    return { type: kind, id, title: summary?.title ?? threadTitle, url: summary?.url ?? '' };
  };
  const files = await attachmentsOf(db, [...ids, ...replies.map((r) => r.id)]);
  return {
    data: rows.map((r) => ({
      ...presentComment(r.comment, {
        attachments: files.get(r.comment.id),
        showEmail: true,
        children: replies
          .filter((x) => x.parentId === r.comment.id)
          .map((x) => presentComment(x, { attachments: files.get(x.id), showEmail: false })),
      }),
      item: r.kind && r.itemId !== null ? commentItem(r.kind, r.itemId, r.threadTitle) : null,
    })),
    meta: {
      current_page: opts.page,
      last_page: Math.max(1, Math.ceil(total / opts.limit)),
      per_page: opts.limit,
      total,
    },
  };
}
