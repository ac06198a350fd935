import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecord } from '../../tests/support/records-factory';
import { createTestDatabase } from '../../tests/support/test-db';
import { accessFor } from '../access/access';
import type { Database } from '../db/client';
import { recordBlocks, recordVideos } from '../db/schema';
import { AppError } from '../http/errors';
import { readRecord } from './read-record';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

describe('a record page’s blocks', () => {
  it('the record’s own blocks and the current video’s; a video that does not inherit shows only its own', async () => {
    const { db } = database;
    const record = await buildRecord(db, { isFree: true, themes: ['hr'], videos: [{}, {}, {}] });
    const [first, second, own] = record.videoIds;
    await db
      .update(recordVideos)
      .set({ options: { no_inherits: true } })
      .where(eq(recordVideos.id, own));
    await db.insert(recordBlocks).values([
      { recordId: record.id, type: 'text', name: 'record-b', position: 2 },
      { recordId: record.id, type: 'text', name: 'record-a', position: 1 },
      { recordId: record.id, videoId: first, type: 'text', name: 'first', position: 3 },
      { recordId: record.id, videoId: second, type: 'text', name: 'second', position: 0 },
      { recordId: record.id, videoId: own, type: 'text', name: 'own', position: 5 },
    ]);
    const access = accessFor(null, []);
    const names = async (videoId?: number) =>
      (await readRecord({ db, access, theme: 'hr', id: record.id, videoId })).blocks.map((b) => b.name);
    // Without a video asked for, the first video is the current one.
    expect(await names()).toEqual(['record-a', 'record-b', 'first']);
    expect(await names(second)).toEqual(['second', 'record-a', 'record-b']);
    expect(await names(own)).toEqual(['own']);
    // Not on the other theme's site, and a video of another record is not found.
    await expect(readRecord({ db, access, theme: 'accounting', id: record.id })).rejects.toBeInstanceOf(AppError);
    const other = await buildRecord(db, { isFree: true, themes: ['hr'], videos: [{}] });
    await expect(
      readRecord({ db, access, theme: 'hr', id: record.id, videoId: other.videoIds[0] }),
    ).rejects.toBeInstanceOf(AppError);
  });
});
