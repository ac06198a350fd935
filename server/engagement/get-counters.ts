import type { CountersQuery } from './engagement.schema';
import { commentNamesOf } from '../comments/thread-counters';
import { and, inArray } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { likesOf, personalMarks } from './engagement-sql';
import { type CountersRecord, presentCounters } from './engagement.presenter';
import type { EngagementKind } from './kind';

/**
 * Counters records for a set of visible items of one kind (spec part 2 §3). An empty id list
 * answers without touching the database.
 */
export async function getCounters(opts: {
  db: Db;
  kind: EngagementKind;
  user: SessionUser | null;
  ids: number[];
  withFavorites: boolean;
  withViewed: boolean;
  withLikes: boolean;
}): Promise<CountersRecord[]> {
  if (!opts.ids.length) return [];
  const { kind } = opts;
  const t = kind.table;
  const rows = await opts.db
    .select({
      id: t.id,
      views: t.views,
      commentsCount: t.commentsCount,
      ...commentNamesOf(kind.kind, t.id),
      likesCount: t.likesCount,
      favoritesCount: t.favoritesCount,
      shareCount: t.shareCount,
      ratingSum: t.ratingSum,
      ratingCount: t.ratingCount,
      likes: likesOf(kind.kind, t.id),
      ...personalMarks(kind.kind, t.id, opts.user),
    })
    .from(t)
    .where(and(inArray(t.id, opts.ids), kind.visible()));
  return rows.map((r) => presentCounters(r as never, { ...opts, reactionIds: kind.reactionIds }));
}

/** The counters call of a kind, from its validated query (`GET /api/<kind>/counters`). */
export function countersFromQuery(opts: {
  db: Db;
  kind: EngagementKind;
  user: SessionUser | null;
  query: CountersQuery;
}) {
  const q = opts.query;
  return getCounters({
    db: opts.db,
    kind: opts.kind,
    user: opts.user,
    ids: q.ids,
    withFavorites: q['with-favorites'] ?? false,
    withViewed: q['with-viewed'] ?? false,
    withLikes: q['with-likes'] ?? false,
  });
}
