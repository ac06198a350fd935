import { kyivDayOf } from '../engagement/kyiv-day';
import { sql } from 'drizzle-orm';
import { isBlockShown } from '../../common/records';
import type { ThemeId } from '../../common/themes';
import type { Access } from '../access/access';
import type { Db } from '../db/client';
import { recordBlocks, recordVideos } from '../db/schema';
import { countView } from '../engagement/count-view';
import { rowsOf } from '../engagement/engagement-sql';
import { AppError, validationError } from '../http/errors';
import { readRecord } from './read-record';
import { recordKind } from './records-kind';

/** Counts one opening of a video or block page, once per visitor per Kyiv day (the item_views rule). */
async function countPart(opts: {
  db: Db;
  part: 'record-video' | 'record-block';
  id: number;
  userId: number | null;
  visitor: string | null;
}): Promise<number | null> {
  const visitor = opts.userId ? `u:${opts.userId}` : opts.visitor ? `g:${opts.visitor}` : null;
  if (!visitor) return null;
  const table = opts.part === 'record-video' ? recordVideos : recordBlocks;
  const [row] = rowsOf<{ views: number }>(
    await opts.db.execute(sql`with counted as (
        insert into item_views (kind, item_id, visitor, day, user_id) values (${opts.part}, ${opts.id}, ${visitor},
          ${kyivDayOf(new Date())}, ${opts.userId}) on conflict do nothing returning item_id)
      update ${table} set views = views + (select count(*) from counted) where id = ${opts.id}
        returning views`),
  );
  return row ? Number(row.views) : null;
}

/**
 * GET /api/records/events/visit/{a}/{b}: a page of the record was opened. The record's view counts
 * always. `route_type` names the page (the route table's `record` or `record-child`): on a video's
 * page (`record-child`, b required) the video's own views count too. `block_id` names a block shown
 * on that page (a consultation's thread, say); its views count as well. A video or block that is not
 * on that page is a 404, so the counters cannot be driven for hidden parts.
 */
export async function visitRecord(opts: {
  db: Db;
  access: Access;
  theme: ThemeId;
  recordId: number;
  videoId: number;
  routeType: 'record' | 'record-child';
  blockId: number | null;
  visitor: string | null;
}) {
  const { db, access } = opts;
  if (opts.routeType === 'record-child' && opts.videoId === 0) {
    throw validationError({ b: ['Для сторінки відео вкажіть номер відео'] });
  }
  const read = await readRecord({
    db,
    access,
    theme: opts.theme,
    id: opts.recordId,
    videoId: opts.videoId === 0 ? null : opts.videoId,
  });
  let blockId: number | null = null;
  if (opts.blockId !== null) {
    const block = read.blocks.find((b) => b.id === opts.blockId);
    if (!block || !isBlockShown({ ...block, view: block.options.view })) {
      throw new AppError('not_found', { message: 'Блок не знайдено' });
    }
    blockId = block.id;
  }
  const userId = access.user?.id ?? null;
  const visitor = userId ? null : opts.visitor;
  const views = await countView({ db, kind: recordKind, id: opts.recordId, userId, visitor });
  const video =
    opts.routeType === 'record-child' && read.current
      ? await countPart({ db, part: 'record-video', id: read.current.id, userId, visitor })
      : null;
  const block = blockId !== null ? await countPart({ db, part: 'record-block', id: blockId, userId, visitor }) : null;
  return {
    views: views ?? read.record.views,
    ...(opts.routeType === 'record-child' ? { video_views: video ?? read.current?.views ?? 0 } : {}),
    ...(blockId !== null ? { block_views: block ?? read.blocks.find((b) => b.id === blockId)?.views ?? 0 } : {}),
  };
}
