import { asc, inArray } from 'drizzle-orm';
import { videoPath } from '../../common/records';
import type { ThemeId } from '../../common/themes';
import type { Access } from '../access/access';
import type { Db } from '../db/client';
import { recordVideos } from '../db/schema';
import { listRecordsPage } from './list-records-page';

/** Records the visitor's packages open (`GET /api/records/bought`), with their videos on request. */
export async function listBought(opts: {
  db: Db;
  access: Access;
  theme: ThemeId;
  page?: number;
  limit?: number;
  withVideo: boolean;
}) {
  const page = await listRecordsPage({ ...opts, type: 'bought' });
  if (!opts.withVideo || !page.data.length) return page;
  const videos = await opts.db
    .select({
      id: recordVideos.id,
      recordId: recordVideos.recordId,
      title: recordVideos.title,
      duration: recordVideos.duration,
    })
    .from(recordVideos)
    .where(
      inArray(
        recordVideos.recordId,
        page.data.map((r) => r.id),
      ),
    )
    .orderBy(asc(recordVideos.position), asc(recordVideos.id));
  return {
    ...page,
    data: page.data.map((r) => ({
      ...r,
      videos: videos
        .filter((v) => v.recordId === r.id)
        .map((v) => ({ id: v.id, title: v.title, duration: v.duration, url: videoPath(r.id, v.id) })),
    })),
  };
}
