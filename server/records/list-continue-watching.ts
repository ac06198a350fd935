import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { recordPath, videoPath } from '../../common/records';
import type { ThemeId } from '../../common/themes';
import { keptPersonal } from '../cache/kept-personal';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { records, recordVideos, watchPositions } from '../db/schema';
import { durationSeconds } from '../../common/records';
import { inTheme, publicRecord } from './records-query';

/**
 * Videos the user started, newest first, with how far they got ("continue watching"). Kept a second per
 * reader (ADR 073): a signed-in reader's home asks it on every visit; a saved position forgets it
 * (`watchingChanged`).
 */
export function listContinueWatching(opts: { db: Db; userId: number; theme: ThemeId; limit?: number }) {
  const limit = opts.limit ?? 6;
  return keptWatching.get(opts.db, opts.userId, `${opts.theme}:${limit}`, () =>
    readContinueWatching({ ...opts, limit }),
  );
}

export type ContinueWatching = Awaited<ReturnType<typeof readContinueWatching>>;

const keptWatching = keptPersonal<ContinueWatching>('watching');

/** The user saved a position (called after the write): their next "continue watching" is read afresh. */
export function watchingChanged(db: Db, userId: number): void {
  keptWatching.forget(db, userId);
}

async function readContinueWatching(opts: { db: Db; userId: number; theme: ThemeId; limit: number }) {
  const rows = await continueWatchingStatement(opts.db).execute({
    userId: opts.userId,
    theme: opts.theme,
    limit: opts.limit,
  });
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

/** The statement, built once per database handle (ADR 047): a signed-in reader's home runs it every time. */
const continueWatchingStatement = (db: Db) =>
  preparedOnce(db, 'records:continue-watching', (d) =>
    d
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
        and(
          eq(watchPositions.userId, sql.placeholder('userId')),
          gt(watchPositions.seconds, 0),
          publicRecord(),
          inTheme(sql.placeholder('theme')),
        ),
      )
      .orderBy(desc(watchPositions.updatedAt))
      .limit(sql.placeholder('limit'))
      .prepare(UNNAMED),
  );
