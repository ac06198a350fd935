import { and, count, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { newsPosts, newsReactions } from '../db/schema';
import { AppError } from '../http/errors';
import { likesField, publicPost } from './news-query';
import { presentLikes } from './news.presenter';

/**
 * One reaction per user per post: a new choice replaces the old one, 0 removes it. The post row is
 * locked first so concurrent reactions recount in turn.
 */
export async function reactToNewsPost(opts: { db: Db; user: SessionUser; id: number; reactionId: number }) {
  const { user, id, reactionId } = opts;
  return opts.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: newsPosts.id })
      .from(newsPosts)
      .where(and(eq(newsPosts.id, id), publicPost()))
      .for('update');
    if (!post) throw new AppError('not_found');
    if (reactionId === 0) {
      await tx.delete(newsReactions).where(and(eq(newsReactions.postId, id), eq(newsReactions.userId, user.id)));
    } else {
      await tx
        .insert(newsReactions)
        .values({ postId: id, userId: user.id, reactionId })
        .onConflictDoUpdate({
          target: [newsReactions.postId, newsReactions.userId],
          set: { reactionId, updatedAt: sql`now()` },
        });
    }
    const [{ n }] = await tx.select({ n: count() }).from(newsReactions).where(eq(newsReactions.postId, id));
    const [row] = await tx
      .update(newsPosts)
      .set({ likesCount: Number(n) })
      .where(eq(newsPosts.id, id))
      .returning({ likesCount: newsPosts.likesCount, likes: likesField });
    return {
      likes: presentLikes(row.likes),
      likes_count: row.likesCount,
      likes_personal: reactionId === 0 ? null : reactionId,
    };
  });
}
