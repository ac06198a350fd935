import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Registry } from '../capability';
import type { Db } from '../db/client';
import { comments, threads } from '../db/schema';
import { attachmentsOf } from './comment-reads';
import { presentComment } from './comment.presenter';

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
  const where = and(eq(comments.userId, user.id), ne(comments.state, 'deleted'));
  const [{ total }] = await db.select({ total: count() }).from(comments).where(where);
  const rows = await db
    .select({ comment: comments, kind: threads.kind, itemId: threads.itemId, threadTitle: threads.title })
    .from(comments)
    .innerJoin(threads, eq(threads.id, comments.threadId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  const ids = rows.map((r) => r.comment.id);
  const replies = ids.length
    ? await db
        .select()
        .from(comments)
        .where(and(inArray(comments.parentId, ids), eq(comments.state, 'visible')))
        .orderBy(comments.createdAt)
    : [];
  const files = await attachmentsOf(db, [...ids, ...replies.map((r) => r.id)]);
  const summaries = new Map<string, { title: string; url: string }>();
  const byKind = new Map<string, number[]>();
  for (const r of rows) if (r.kind && r.itemId !== null) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.itemId]);
  for (const [kind, itemIds] of byKind) {
    const found = (await opts.registry.engagementKinds.get(kind)?.summaries?.({ db, ids: itemIds })) ?? [];
    for (const s of found) summaries.set(`${kind}:${s.id}`, { title: s.title, url: s.url });
  }
  return {
    data: rows.map((r) => ({
      ...presentComment(r.comment, {
        attachments: files.get(r.comment.id),
        showEmail: true,
        children: replies
          .filter((x) => x.parentId === r.comment.id)
          .map((x) => presentComment(x, { attachments: files.get(x.id), showEmail: false })),
      }),
      item:
        r.kind && r.itemId !== null
          ? {
              type: r.kind,
              id: r.itemId,
              ...(summaries.get(`${r.kind}:${r.itemId}`) ?? { title: r.threadTitle, url: '' }),
            }
          : null,
    })),
    meta: {
      current_page: opts.page,
      last_page: Math.max(1, Math.ceil(total / opts.limit)),
      per_page: opts.limit,
      total,
    },
  };
}
