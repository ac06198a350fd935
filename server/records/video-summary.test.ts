import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecord } from '../../tests/support/records-factory';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { recordModules, records, recordVideos } from '../db/schema';
import { storeModule, storeVideo } from './store-video';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

/** The summary on each record's row beside the same three figures computed from its videos now. */
async function summaries(db: Database['db'], ids: number[]) {
  return db
    .select({
      id: records.id,
      onRow: sql<[number, number, number | null]>`json_build_array(${records.videosCount}, ${records.videoSeconds},
        ${records.firstVideoId})`,
      fromVideos: sql<[number, number, number | null]>`json_build_array(
        (select count(*)::int from record_videos v where v.record_id = records.id),
        (select coalesce(sum(extract(epoch from v.duration::interval)), 0)::int from record_videos v
          where v.record_id = records.id),
        (select v.id from record_videos v left join record_modules m on m.id = v.module_id
          where v.record_id = records.id order by coalesce(m.position, 0), v.position, v.id limit 1))`,
    })
    .from(records)
    .where(inArray(records.id, ids))
    .orderBy(records.id);
}

describe('a record’s video summary on its row follows its videos and modules (ADR 053)', () => {
  it('videos added, edited, reordered, moved and deleted; modules reordered and deleted', async () => {
    const { db } = database;
    const course = await buildRecord(db, {
      kind: 'minicourse',
      modules: [
        { title: 'Перший модуль', videos: [{ duration: '00:10:00' }, { duration: '00:20:30' }] },
        { title: 'Другий модуль', videos: [{ duration: '01:00:00' }] },
      ],
    });
    const other = await buildRecord(db, { videos: [{ duration: '00:05:00' }] });
    const check = async () => {
      const rows = await summaries(db, [course.id, other.id]);
      for (const r of rows) expect(r.onRow, `record ${r.id}`).toEqual(r.fromVideos);
      return rows.map((r) => r.onRow);
    };
    const [first, second] = course.moduleIds;
    expect(await check()).toEqual([
      [3, 5430, course.videoIds[0]],
      [1, 300, other.videoIds[0]],
    ]);
    // The second module moved first: its video is now the first in play order.
    await storeModule({ db, input: { id: second, record_id: course.id, title: 'Другий модуль', position: 0 } });
    await storeModule({ db, input: { id: first, record_id: course.id, title: 'Перший модуль', position: 1 } });
    expect((await check())[0]).toEqual([3, 5430, course.videoIds[2]]);
    // A video's length edited; a video added to the other record.
    await storeVideo({
      db,
      input: {
        id: course.videoIds[1],
        record_id: course.id,
        module_id: first,
        title: 'Довше',
        duration: '00:40:30',
        position: 1,
        is_free: false,
      },
    });
    await storeVideo({
      db,
      input: {
        record_id: other.id,
        module_id: null,
        title: 'Друге',
        duration: '00:01:00',
        position: 1,
        is_free: false,
      },
    });
    expect(await check()).toEqual([
      [3, 6630, course.videoIds[2]],
      [2, 360, other.videoIds[0]],
    ]);
    // A video moved from the course to the other record changes both.
    await db
      .update(recordVideos)
      .set({ recordId: other.id, moduleId: null, position: 0 })
      .where(eq(recordVideos.id, course.videoIds[2]));
    const [courseAfterMove, otherAfterMove] = await check();
    expect(courseAfterMove).toEqual([2, 3030, course.videoIds[0]]);
    expect(otherAfterMove[0]).toBe(3);
    // A module deleted leaves its videos without a module (position 0 in play order).
    await db.delete(recordModules).where(eq(recordModules.id, first));
    await check();
    await db.delete(recordVideos).where(inArray(recordVideos.recordId, [course.id, other.id]));
    expect(await check()).toEqual([
      [0, 0, null],
      [0, 0, null],
    ]);
  });

  it('every seeded record carries the summary of its videos', async () => {
    const { db } = database;
    const ids = (await db.select({ id: records.id }).from(records)).map((r) => r.id);
    const rows = await summaries(db, ids);
    expect(rows.filter((r) => r.onRow[0] > 0).length).toBeGreaterThan(10);
    for (const r of rows) expect(r.onRow, `record ${r.id}`).toEqual(r.fromVideos);
  });
});
