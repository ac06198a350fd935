import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, grantSubscription } from '../../tests/support/factories';
import { buildRecord } from '../../tests/support/records-factory';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
let plain: string; // signed in, no package
let standard: string; // Standard package
let paid: Awaited<ReturnType<typeof buildRecord>>;
let pending: Awaited<ReturnType<typeof buildRecord>>;

const call = async (method: string, path: string, opts: { json?: unknown; cookie?: string } = {}) => {
  const r = await t.request(path, { method, ...opts });
  return { status: r.status, body: await r.json() };
};

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  const db = t.database.db;
  const [u1, u2] = await Promise.all([buildUser(db), buildUser(db)]);
  plain = u1.cookie;
  standard = u2.cookie;
  await grantSubscription(db, { userId: u2.user.id, packageCode: 'standard' });
  paid = await buildRecord(db, {
    title: 'Вебінар про оцінки та візити',
    packages: ['standard'],
    videos: [{ embedId: '123450001' }, { embedId: 'QwErTyUiOpA' }],
    blocks: [
      { type: 'comments', name: 'thread' },
      { type: 'text', name: 'no-thread', text: 'прихований', thread: null },
    ],
  });
  pending = await buildRecord(db, {
    title: 'Запис, який ще опрацьовується',
    isFree: true,
    videos: [{ embedId: null, title: 'Запис очікується' }],
  });
});
afterAll(async () => {
  await t?.stop();
});

describe('record shares', () => {
  it('both share calls answer the new share_count; a bad id is a 422, a missing record a 404', async () => {
    const a = await call('PUT', `/api/records/record/${paid.id}/share`);
    expect(a.status).toBe(200);
    const b = await call('POST', `/api/records/${paid.id}/share`);
    expect(b.body.share_count).toBe(a.body.share_count + 1);
    expect((await call('PUT', '/api/records/record/abc/share')).status).toBe(422);
    expect((await call('PUT', '/api/records/record/999999999/share')).status).toBe(404);
    const page = await call('GET', `/api/records/events/${paid.id}`, { cookie: standard });
    expect(page.body.data.share_count).toBe(b.body.share_count);
  });
});

describe('record ratings', () => {
  const rate = (id: number | string, json: unknown, cookie?: string) =>
    call('POST', `/api/ratings/record/${id}`, { json, cookie });

  it('a guest is asked to sign in, whatever the body', async () => {
    expect((await rate(paid.id, { rating: 5 })).status).toBe(401);
    expect((await rate(paid.id, {})).status).toBe(401);
  });

  it('bad ratings and ids are 422 with a Ukrainian message', async () => {
    for (const json of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 'п’ять' }, {}]) {
      const r = await rate(paid.id, json, standard);
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('Оцінка має бути від 1 до 5');
    }
    expect((await rate(paid.id, { rating: 4, comment: 'a\u0000b' }, standard)).status).toBe(422);
    expect((await rate(paid.id, { rating: 4, comment: 'x'.repeat(2001) }, standard)).status).toBe(422);
    expect((await rate('1e3', { rating: 4 }, standard)).status).toBe(422);
    expect((await rate(999_999_999, { rating: 4 }, standard)).status).toBe(404);
  });

  it('only those the record opens for rate it; rating again replaces the vote', async () => {
    const refused = await rate(paid.id, { rating: 1 }, plain);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Оцінити запис можуть ті, кому він відкритий');
    const first = await rate(paid.id, { rating: 5 }, standard);
    expect(first.body).toEqual({ rating: 5, rating_count: 1, rating_personal: 5 });
    const again = await rate(paid.id, { rating: 3, comment: 'Корисно' }, standard);
    expect(again.body).toEqual({ rating: 3, rating_count: 1, rating_personal: 3 });
    const page = await call('GET', `/api/records/events/${paid.id}`, { cookie: standard });
    expect(page.body.data).toMatchObject({ rating: 3, rating_count: 1, rating_personal: 3 });
    const counters = await call('GET', `/api/records/counters?ids=${paid.id}&with-rating=1`);
    expect(counters.body.data[0]).toMatchObject({ id: paid.id, rating: 3, rating_count: 1 });
    const other = await call('GET', `/api/records/events/${paid.id}`, { cookie: plain });
    expect(other.body.data.rating_personal).toBeNull();
  });
});

describe('visit: route_type and block_id', () => {
  const visit = (path: string, cookie?: string) => call('GET', `/api/records/events/visit/${path}`, { cookie });

  it('refuses unknown page types, a video page without a video, and parts not on the page', async () => {
    expect((await visit(`${paid.id}/0?route_type=news`)).status).toBe(422);
    const noVideo = await visit(`${paid.id}/0?route_type=record-child`);
    expect(noVideo.status).toBe(422);
    expect(noVideo.body.errors.b).toEqual(['Для сторінки відео вкажіть номер відео']);
    expect(noVideo.body.message).toBe('Для сторінки відео вкажіть номер відео');
    expect((await visit(`${paid.id}/0?block_id=x`)).status).toBe(422);
    expect((await visit(`${paid.id}/0?block_id=9999999999`)).status).toBe(422);
    expect((await visit(`${paid.id}/${pending.videoIds[0]}?route_type=record-child`)).status).toBe(404);
    const missing = await visit(`${paid.id}/0?block_id=999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Блок не знайдено');
  });

  it('a hidden block (no thread) cannot be counted', async () => {
    const read = await call('GET', `/api/records/events/${paid.id}`, { cookie: standard });
    const shown = read.body.data.blocks.map((b: { id: number }) => b.id);
    const hiddenId = Math.max(...shown) + 1; // the no-thread block, built right after the thread block
    expect(shown).not.toContain(hiddenId);
    expect((await visit(`${paid.id}/0?block_id=${hiddenId}`, standard)).status).toBe(404);
  });

  it('a video page counts the video, a block counts the block, once per visitor per day', async () => {
    const read = await call('GET', `/api/records/events/${paid.id}`, { cookie: standard });
    const thread = read.body.data.blocks.find((b: { type: string }) => b.type === 'comments');
    const video = paid.videoIds[1];
    const first = await visit(`${paid.id}/${video}?route_type=record-child&block_id=${thread.id}`, plain);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ video_views: 1, block_views: 1 });
    const again = await visit(`${paid.id}/${video}?route_type=record-child&block_id=${thread.id}`, plain);
    expect(again.body).toMatchObject({ video_views: 1, block_views: 1, views: first.body.views });
    const second = await visit(`${paid.id}/${video}?route_type=record-child`, standard);
    expect(second.body.video_views).toBe(2);
    expect(second.body).not.toHaveProperty('block_views');
    // The record page (route_type record) counts the record only.
    const recordPage = await visit(`${paid.id}/${video}?route_type=record`, standard);
    expect(recordPage.status).toBe(200);
    expect(recordPage.body).not.toHaveProperty('video_views');
  });
});

describe('videos without an uploaded recording', () => {
  it('are listed as not playable and carry no player id, even for subscribers', async () => {
    const r = await call('GET', `/api/records/events/${pending.id}`, { cookie: standard });
    expect(r.status).toBe(200);
    expect(r.body.data.video).toMatchObject({ playable: false, hasAccess: true });
    expect(r.body.data.video).not.toHaveProperty('embed');
    const ready = await call('GET', `/api/records/events/${paid.id}`, { cookie: standard });
    expect(ready.body.data.video).toMatchObject({ playable: true, embed: { provider: 'vimeo', id: '123450001' } });
  });
});
