import { and, eq, sql } from 'drizzle-orm';
import type { Access } from '../access/access';
import type { Db } from '../db/client';
import { records, recordVideos, watchPositions } from '../db/schema';
import { AppError } from '../http/errors';
import { watchingChanged } from './list-continue-watching';
import { publicRecord, recordAccess, videoHasAccess } from './records-query';

/** Stores where the user stopped a video they may play (whole seconds; the last write wins). */
export async function saveTimecode(opts: { db: Db; access: Access; videoId: number; seconds: number }) {
  const { db, access } = opts;
  const user = access.user;
  if (!user) throw new AppError('unauthenticated');
  const [row] = await db
    .select({ video: recordVideos, id: records.id, isFree: records.isFree, packages: records.packages })
    .from(recordVideos)
    .innerJoin(records, eq(records.id, recordVideos.recordId))
    .where(and(eq(recordVideos.id, opts.videoId), publicRecord()));
  if (!row) throw new AppError('not_found', { message: 'Відео не знайдено' });
  if (!videoHasAccess(access, recordAccess(access, row), row.video)) throw new AppError('no_subscription_access');
  const seconds = Math.floor(opts.seconds);
  await db
    .insert(watchPositions)
    .values({ userId: user.id, videoId: opts.videoId, seconds })
    .onConflictDoUpdate({
      target: [watchPositions.userId, watchPositions.videoId],
      set: { seconds, updatedAt: sql`now()` },
    });
  watchingChanged(db, user.id);
  return { time: seconds };
}
