import type { LikeCount } from './engagement-sql';

/** Average of a rating sum, one decimal; 0 when nobody rated. */
export function presentRating(sum: number, count: number): number {
  return count ? Math.round((sum / count) * 10) / 10 : 0;
}

/**
 * Each reaction of the bar with its count and position, including the ones nobody chose yet. A
 * kind without a bar of its own lists the reactions it has.
 */
export function presentLikes(likes: LikeCount[], reactionIds?: readonly number[]) {
  const ids = reactionIds ?? [...new Set(likes.map((l) => l.reactionId))].sort((a, b) => a - b);
  return ids.map((id, i) => {
    const found = likes.find((l) => l.reactionId === id);
    return {
      reactionId: id,
      count: found ? Number(found.count) : 0,
      position: i + 1,
      updated_at: found?.updated_at ?? null,
    };
  });
}

export interface CountersRow {
  id: number;
  views: number;
  commentsCount: number;
  commentsNames?: string[];
  commentsOthers?: number;
  likesCount: number;
  favoritesCount: number;
  shareCount: number;
  ratingSum: number;
  ratingCount: number;
  likes: LikeCount[];
  favorite: boolean;
  viewed: boolean;
  likesPersonal: number | null;
}

/**
 * The counters record of spec part 2 §3, the same for every kind. Personal parts only when asked
 * for.
 */
export function presentCounters(
  row: CountersRow,
  opts: { withFavorites: boolean; withViewed: boolean; withLikes: boolean; reactionIds?: readonly number[] },
) {
  return {
    id: row.id,
    views: row.views,
    comments_count: row.commentsCount,
    comments_names: row.commentsNames ?? [],
    comments_others: row.commentsOthers ?? 0,
    likes_count: row.likesCount,
    favorites_count: row.favoritesCount,
    share_count: row.shareCount,
    rating: presentRating(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
    ...(opts.withLikes
      ? { likes: presentLikes(row.likes, opts.reactionIds), likes_personal: row.likesPersonal ?? null }
      : {}),
    ...(opts.withFavorites ? { favorites: row.favorite } : {}),
    ...(opts.withViewed ? { viewed: row.viewed } : {}),
  };
}
export type CountersRecord = ReturnType<typeof presentCounters>;

type Summarized = { kind: string; item_id: number; summary: { title: string; url: string } | null };
const iso = (v: string | Date) => new Date(v).toISOString();
const item = (r: Summarized) => ({
  type: r.kind,
  id: Number(r.item_id),
  title: r.summary?.title ?? '',
  url: r.summary?.url ?? '',
});

/** A page of "Мої обрані" (Laravel-style meta, as every list). */
export function presentFavoritesPage(page: {
  rows: (Summarized & { created_at: string | Date })[];
  total: number;
  page: number;
  limit: number;
}) {
  return {
    data: page.rows.map((r) => ({ ...item(r), favorited_at: iso(r.created_at) })),
    meta: {
      current_page: page.page,
      last_page: Math.max(1, Math.ceil(page.total / page.limit)),
      per_page: page.limit,
      total: page.total,
    },
  };
}

export function presentLatestViewed(rows: (Summarized & { viewed_at: string | Date })[]) {
  return rows.map((r) => ({ ...item(r), viewed_at: iso(r.viewed_at) }));
}
