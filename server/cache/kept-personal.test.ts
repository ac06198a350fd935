import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildNewsPost, buildUser } from '../../tests/support/factories';
import { keptReadsDatabase } from '../../tests/support/second-process';
import type { Db } from '../db/client';
import { buildRecord } from '../../tests/support/records-factory';
import { loadAccess } from '../access/access';
import { favorites, reactions, watchPositions } from '../db/schema';
import { countView } from '../engagement/count-view';
import { marksChanged, readPersonalMarks } from '../engagement/engagement-sql';
import { reactToItem } from '../engagement/react-to-item';
import { toggleFavorite } from '../engagement/toggle-favorite';
import { newsKind } from '../news/news-kind';
import { listContinueWatching } from '../records/list-continue-watching';
import { saveTimecode } from '../records/save-timecode';
import { sharePersonalForgets } from './kept-personal';

// ADR 073: what a reader's pages read of their own (marks, videos being watched) is kept a second per
// user and forgotten by the reader's own writes.
const kept = keptReadsDatabase();
let db: Db;
beforeAll(() => {
  db = kept.db;
});

const marksOf = async (handle: Db, user: Parameters<typeof readPersonalMarks>[3], ids: number[]) =>
  Object.fromEntries(
    [
      ...(await readPersonalMarks(
        handle,
        'news',
        ids.map((id) => ({ id })),
        user,
      )),
    ].map(([id, m]) => [id, m]),
  );

describe('a reader’s marks kept a second', () => {
  it('rows written behind the code’s back show a second later; the reader’s own writes at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { user: reader } = await buildUser(db, { withSession: false });
      const { user: other } = await buildUser(db, { withSession: false });
      const [a, b, c] = [await buildNewsPost(db), await buildNewsPost(db), await buildNewsPost(db)];
      const none = { favorite: false, viewed: false, likesPersonal: null };
      const page = [a.id, b.id];
      expect(await marksOf(db, reader, page)).toEqual({ [a.id]: none, [b.id]: none });
      // Written behind the code's back (another process without Redis): the kept marks answer within
      // the second; other items, and another reader's, are read.
      await db.insert(favorites).values([
        { kind: 'news', itemId: a.id, userId: reader.id },
        { kind: 'news', itemId: c.id, userId: reader.id },
        { kind: 'news', itemId: a.id, userId: other.id },
      ]);
      vi.advanceTimersByTime(900);
      expect(await marksOf(db, reader, page)).toEqual({ [a.id]: none, [b.id]: none });
      expect((await marksOf(db, reader, [c.id]))[c.id].favorite).toBe(true);
      expect((await marksOf(db, other, page))[a.id].favorite).toBe(true);
      // …and after it, the database answers.
      vi.advanceTimersByTime(200);
      expect((await marksOf(db, reader, page))[a.id].favorite).toBe(true);

      // The reader's own writes through the operations are seen at once: a favourite cleared, a
      // reaction, a view counted.
      await toggleFavorite({ db, kind: newsKind, user: reader, id: a.id, favorite: false });
      expect((await marksOf(db, reader, page))[a.id].favorite).toBe(false);
      const reaction = newsKind.reactionIds?.[0] ?? 1;
      await reactToItem({ db, kind: newsKind, user: reader, id: b.id, reactionId: reaction });
      expect((await marksOf(db, reader, page))[b.id].likesPersonal).toBe(reaction);
      await countView({ db, kind: newsKind, id: b.id, userId: reader.id, visitor: null });
      expect((await marksOf(db, reader, page))[b.id]).toEqual({
        favorite: false,
        viewed: true,
        likesPersonal: reaction,
      });
      // Another reader's write forgets nothing of this reader's.
      await db.delete(reactions);
      await toggleFavorite({ db, kind: newsKind, user: other, id: b.id, favorite: true });
      expect((await marksOf(db, reader, page))[b.id].likesPersonal).toBe(reaction);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a read under way when the reader’s marks change answers its caller but is not kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { user: reader } = await buildUser(db, { withSession: false });
      const post = await buildNewsPost(db);
      const pending = marksOf(db, reader, [post.id]);
      marksChanged(db, reader.id);
      expect((await pending)[post.id].favorite).toBe(false);
      // Written behind the code's back: a kept read would still say «not a favourite».
      await db.insert(favorites).values({ kind: 'news', itemId: post.id, userId: reader.id });
      expect((await marksOf(db, reader, [post.id]))[post.id].favorite).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it.runIf(process.env.REDIS_URL)(
    'a write in one process reaches the kept marks of another through Redis',
    async () => {
      const other = await kept.secondProcess(sharePersonalForgets);
      const { user: reader } = await buildUser(db, { withSession: false });
      const post = await buildNewsPost(db);
      expect((await marksOf(other, reader, [post.id]))[post.id].favorite).toBe(false);
      await toggleFavorite({ db, kind: newsKind, user: reader, id: post.id, favorite: true });
      await expect
        .poll(async () => (await marksOf(other, reader, [post.id]))[post.id].favorite, { timeout: 900 })
        .toBe(true);
    },
  );

  it('the videos a reader is watching: a position saved through the operation shows at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { user: reader } = await buildUser(db, { withSession: false });
      const record = await buildRecord(db, { isFree: true, themes: ['hr'], videos: [{}, {}] });
      const [first, second] = record.videoIds;
      const access = await loadAccess({ db, user: reader });
      const watching = async () =>
        (await listContinueWatching({ db, userId: reader.id, theme: 'hr' })).map((v) => [v.video_id, v.timecode]);
      await saveTimecode({ db, access, videoId: first, seconds: 30 });
      expect(await watching()).toEqual([[first, 30]]);
      // Behind the code's back: kept within the second, read after it.
      await db
        .insert(watchPositions)
        .values({ userId: reader.id, videoId: second, seconds: 5, updatedAt: new Date(Date.now() + 60_000) });
      expect(await watching()).toEqual([[first, 30]]);
      vi.advanceTimersByTime(1_100);
      expect(await watching()).toEqual([
        [second, 5],
        [first, 30],
      ]);
      await saveTimecode({ db, access, videoId: first, seconds: 45 });
      expect(await watching()).toEqual([
        [second, 5],
        [first, 45],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
