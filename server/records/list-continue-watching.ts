import { and, desc, eq, gt } from 'drizzle-orm';
import { recordPath, videoPath } from '../../common/records';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { records, recordVideos, watchPositions } from '../db/schema';
import { durationSeconds } from '../../common/records';
import { inTheme, publicRecord } from './records-query';

/** Videos the user started, newest first, with how far they got ("continue watching"). */
export async function listContinueWatching(opts: { db: Db; userId: number; theme: ThemeId; limit?: number }) {
  const rows = await opts.db
    .select({
      recordId: records.id,
      recordTitle: records.title,
      videoId: recordVideos.id,
      videoTitle: recordVideos.title,
      duration: recordVideos.duration,
      seconds: watchPositions.seconds,
    })
    .from(watchPositions)
    .innerJoin(recordVideos, eq(recordVideos.id, watchPositions.videoId))
    .innerJoin(records, eq(records.id, recordVideos.recordId))
    .where(
      and(eq(watchPositions.userId, opts.userId), gt(watchPositions.seconds, 0), publicRecord(), inTheme(opts.theme)),
    )
    .orderBy(desc(watchPositions.updatedAt))
    .limit(opts.limit ?? 6);
  return rows.map((r) => {
    const total = durationSeconds(r.duration) ?? 0;
    return {
      record_id: r.recordId,
      record_title: r.recordTitle,
      record_url: recordPath(r.recordId),
      video_id: r.videoId,
      title: r.videoTitle,
      url: videoPath(r.recordId, r.videoId),
      duration: r.duration,
      timecode: r.seconds,
      progress: total ? Math.min(100, Math.round((r.seconds / total) * 100)) : 0,
    };
  });
}
