import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { newsPosts, newsRatings } from '../db/schema';
import { AppError } from '../http/errors';
import { publicPost } from './news-query';

/** A user's rating of a post (1–5, optional comment); rating again replaces it. */
export async function rateNewsPost(opts: {
  db: Db;
  user: SessionUser;
  id: number;
  rating: number;
  comment: string;
  options: Record<string, unknown>;
}) {
  const { user, id } = opts;
  return opts.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: newsPosts.id })
      .from(newsPosts)
      .where(and(eq(newsPosts.id, id), publicPost()))
      .for('update');
    if (!post) throw new AppError('not_found');
    await tx
      .insert(newsRatings)
      .values({ postId: id, userId: user.id, rating: opts.rating, comment: opts.comment, options: opts.options })
      .onConflictDoUpdate({
        target: [newsRatings.postId, newsRatings.userId],
        set: { rating: opts.rating, comment: opts.comment, options: opts.options, updatedAt: sql`now()` },
      });
    const [row] = await tx
      .update(newsPosts)
      .set({
        ratingSum: sql`(select coalesce(sum(rating), 0) from news_ratings where post_id = ${id})`,
        ratingCount: sql`(select count(*) from news_ratings where post_id = ${id})`,
      })
      .where(eq(newsPosts.id, id))
      .returning({ sum: newsPosts.ratingSum, count: newsPosts.ratingCount });
    return {
      rating: row.count ? Math.round((row.sum / row.count) * 10) / 10 : 0,
      rating_count: row.count,
      rating_personal: opts.rating,
    };
  });
}
