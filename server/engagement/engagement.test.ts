import { and, eq, inArray, sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../common/limits';
import { buildUser } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { defineCapability } from '../capability';
import { capabilities } from '../capabilities';
import { users } from '../db/schema';
import { countView } from './count-view';
import { getCounters } from './get-counters';
import { type EngagementKind, engagementCounters } from './kind';
import { rateItem } from './rate-item';
import { reactToItem } from './react-to-item';
import { shareItem } from './share-item';

/** A throwaway content kind that exists only in this test: its own tiny table, nothing of news. */
const notes = pgTable('test_notes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
  ...engagementCounters(),
});
const noteKind: EngagementKind = {
  kind: 'note',
  table: notes,
  visible: () => sql`${notes.isPublic}`,
  summaries: async ({ db, ids }) =>
    (
      await db
        .select({ id: notes.id, title: notes.title })
        .from(notes)
        .where(and(inArray(notes.id, ids), eq(notes.isPublic, true)))
    ).map((n) => ({ ...n, url: `/notes/${n.id}` })),
};
const notesCapability = defineCapability({ name: 'notes', engagementKinds: [noteKind] });

let t: TestServer;
let cookie: string;
let userId: number;
const ids: number[] = [];
let hiddenId: number;

beforeAll(async () => {
  t = await startTestServer({ capabilities: [...capabilities, notesCapability] });
  const { db } = t.database;
  await db.execute(sql`create table test_notes (id serial primary key, title text not null,
    is_public boolean not null default true, views integer not null default 0, share_count integer not null default 0,
    favorites_count integer not null default 0, likes_count integer not null default 0,
    comments_count integer not null default 0, rating_sum integer not null default 0, rating_count integer not null
      default 0)`);
  const rows = await db
    .insert(notes)
    .values(Array.from({ length: limits.latestViewedMax + 2 }, (_, i) => ({ title: `Нотатка ${i + 1}` })))
    .returning({ id: notes.id });
  ids.push(...rows.map((r) => r.id));
  [{ id: hiddenId }] = await db
    .insert(notes)
    .values({ title: 'Прихована', isPublic: false })
    .returning({ id: notes.id });
  const built = await buildUser(db);
  cookie = built.cookie;
  userId = built.user.id;
});
afterAll(async () => {
  await t?.stop();
});

const favorite = (id: number, value: 0 | 1, c = cookie) =>
  t.request(`/api/records/favorite/note/${id}`, { method: 'POST', json: { favorite: value }, cookie: c });

describe('engagement of a kind registered by a capability', () => {
  it(
    'favourites: set once, counted once, listed in "Мої обрані", cleared; hidden and unknown kinds ' + 'are 404',
    async () => {
      expect(await (await favorite(ids[0], 1)).json()).toEqual({ favorite: true, favorites_count: 1 });
      expect(await (await favorite(ids[0], 1)).json()).toEqual({ favorite: true, favorites_count: 1 });
      expect((await favorite(ids[1], 1)).status).toBe(200);
      expect((await favorite(hiddenId, 1)).status).toBe(404);
      const unknown = await t.request(`/api/records/favorite/nothing/${ids[0]}`, {
        method: 'POST',
        json: { favorite: 1 },
        cookie,
      });
      expect(unknown.status).toBe(404);
      expect((await favorite(ids[0], 1, '')).status).toBe(401);

      const list = await (await t.request('/api/records/favorites?type=note', { cookie })).json();
      expect(list.meta).toEqual({ current_page: 1, last_page: 1, per_page: limits.pageSize.favorites, total: 2 });
      expect(
        list.data.map((f: { type: string; id: number; title: string; url: string }) => [f.type, f.id, f.url]),
      ).toEqual([
        ['note', ids[1], `/notes/${ids[1]}`],
        ['note', ids[0], `/notes/${ids[0]}`],
      ]);
      const paged = await (await t.request('/api/records/favorites?type=note&limit=1&page=2', { cookie })).json();
      expect(paged.data.map((f: { id: number }) => f.id)).toEqual([ids[0]]);
      expect(paged.meta.last_page).toBe(2);
      expect(paged.meta.total).toBe(2);
      // A page past the end has no row to carry the total: it is counted on its own.
      const past = await (await t.request('/api/records/favorites?type=note&limit=1&page=3', { cookie })).json();
      expect(past.data).toEqual([]);
      expect(past.meta.total).toBe(2);

      expect(await (await favorite(ids[1], 0)).json()).toEqual({ favorite: false, favorites_count: 0 });
      expect(await (await favorite(ids[1], 0)).json()).toEqual({ favorite: false, favorites_count: 0 });
      expect((await t.request('/api/records/favorites', { cookie })).status).toBe(200);
      expect((await t.request('/api/records/favorites')).status).toBe(401);
    },
  );

  it(
    'views count once per visitor per Kyiv day; signed-in openings fill "latest viewed", newest first, ' + 'bounded',
    async () => {
      const { db } = t.database;
      const kind = noteKind;
      const id = ids[2];
      // Kyiv is UTC+2 in early March: 21:30 UTC is still 1 March there, 22:30 UTC is 2 March.
      const before = new Date('2026-03-01T21:30:00Z');
      const after = new Date('2026-03-01T22:30:00Z');
      expect(await countView({ db, kind, id, userId: null, visitor: 'guest-a', now: before })).toBe(1);
      expect(await countView({ db, kind, id, userId: null, visitor: 'guest-a', now: before })).toBe(1);
      expect(await countView({ db, kind, id, userId: null, visitor: 'guest-a', now: after })).toBe(2);
      expect(await countView({ db, kind, id, userId: null, visitor: null, now: after })).toBeNull();
      expect(await countView({ db, kind, id, userId, visitor: null, now: after })).toBe(3);
      expect(await countView({ db, kind, id, userId, visitor: null, now: after })).toBe(3);

      const start = Date.parse('2026-03-02T08:00:00Z');
      for (const [i, noteId] of ids.entries()) {
        await countView({ db, kind, id: noteId, userId, visitor: null, now: new Date(start + i * 60_000) });
      }
      const latest = await (await t.request('/api/records/latest', { cookie })).json();
      expect(latest.data).toHaveLength(limits.latestViewedMax);
      expect(latest.data[0]).toMatchObject({ type: 'note', id: ids.at(-1), title: `Нотатка ${ids.length}` });
      expect(latest.data.map((v: { id: number }) => v.id)).toEqual([...ids].reverse().slice(0, limits.latestViewedMax));
      // Opening an older one again moves it to the top.
      await countView({ db, kind, id: ids[5], userId, visitor: null, now: new Date(start + 3_600_000) });
      expect((await (await t.request('/api/records/latest', { cookie })).json()).data[0].id).toBe(ids[5]);
    },
  );

  it('reactions, ratings, shares and the counters record', async () => {
    const { db } = t.database;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const session = { ...user, options: user.options ?? {} } as never;
    const id = ids[3];
    expect(await reactToItem({ db, kind: noteKind, user: session, id, reactionId: 2 })).toMatchObject({
      likes_count: 1,
      likes_personal: 2,
      likes: [{ reactionId: 2, count: 1, position: 1 }],
    });
    expect(await rateItem({ db, kind: noteKind, user: session, id, rating: 4, comment: '', options: {} })).toEqual({
      rating: 4,
      rating_count: 1,
      rating_personal: 4,
    });
    expect(await shareItem({ db, kind: noteKind, id })).toEqual({ share_count: 1 });
    await expect(shareItem({ db, kind: noteKind, id: hiddenId })).rejects.toMatchObject({ status: 404 });
    await favorite(id, 1);
    await countView({ db, kind: noteKind, id, userId, visitor: null });

    const [record] = await getCounters({
      db,
      kind: noteKind,
      user: session,
      ids: [id, hiddenId],
      withFavorites: true,
      withViewed: true,
      withLikes: true,
    });
    expect(record).toEqual({
      id,
      // Opened by the user on an earlier day in the test above, and today.
      views: 2,
      comments_count: 0,
      comments_names: [],
      comments_others: 0,
      likes: [{ reactionId: 2, count: 1, position: 1, updated_at: expect.any(String) }],
      likes_count: 1,
      likes_personal: 2,
      favorites: true,
      favorites_count: 1,
      share_count: 1,
      viewed: true,
      rating: 4,
      rating_count: 1,
    });
    const guest = await getCounters({
      db,
      kind: noteKind,
      user: null,
      ids: [id],
      withFavorites: false,
      withViewed: false,
      withLikes: false,
    });
    expect(Object.keys(guest[0]).sort()).toEqual(
      [
        'id',
        'views',
        'comments_count',
        'comments_names',
        'comments_others',
        'likes_count',
        'favorites_count',
        'share_count',
        'rating',
        'rating_count',
      ].sort(),
    );
  });
});
