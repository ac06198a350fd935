import { and, inArray } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { newsPosts } from '../db/schema';
import { likesField, personalFields, publicPost } from './news-query';
import { presentLikes } from './news.presenter';

/**
 * Counters records for a set of posts (spec part 2 §3). Personal parts only when asked for; an empty
 * id list answers without touching the database.
 */
export async function getNewsCounters(opts: {
  db: Db;
  user: SessionUser | null;
  ids: number[];
  withFavorites: boolean;
  withViewed: boolean;
  withLikes: boolean;
}) {
  if (!opts.ids.length) return [];
  const personal = personalFields(opts.user);
  const rows = await opts.db
    .select({
      id: newsPosts.id,
      views: newsPosts.views,
      commentsCount: newsPosts.commentsCount,
      likesCount: newsPosts.likesCount,
      favoritesCount: newsPosts.favoritesCount,
      shareCount: newsPosts.shareCount,
      ratingSum: newsPosts.ratingSum,
      ratingCount: newsPosts.ratingCount,
      likes: likesField,
      ...personal,
    })
    .from(newsPosts)
    .where(and(inArray(newsPosts.id, opts.ids), publicPost()));
  return rows.map((r) => ({
    id: r.id,
    views: r.views,
    comments_count: r.commentsCount,
    comments_names: [] as string[],
    comments_others: 0,
    likes_count: r.likesCount,
    favorites_count: r.favoritesCount,
    share_count: r.shareCount,
    rating: r.ratingCount ? Math.round((r.ratingSum / r.ratingCount) * 10) / 10 : 0,
    rating_count: r.ratingCount,
    ...(opts.withLikes ? { likes: presentLikes(r.likes), likes_personal: r.likesPersonal ?? null } : {}),
    ...(opts.withFavorites ? { favorites: r.favorite } : {}),
    ...(opts.withViewed ? { viewed: r.viewed } : {}),
  }));
}
