import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHandbook, buildUser } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
let reader: string;
let other: string;
let open: number;
let paid: number;
let draft: number;

const call = async (method: string, path: string, opts: { json?: unknown; cookie?: string } = {}) => {
  const r = await t.request(path, { method, ...opts });
  return { status: r.status, body: await r.json() };
};
const rate = (id: number | string, json: unknown, cookie?: string) =>
  call('POST', `/api/ratings/handbook/${id}`, { json, cookie });

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  const { db } = t.database;
  [reader, other] = (await Promise.all([buildUser(db), buildUser(db)])).map((u) => u.cookie);
  ({ id: open } = await buildHandbook(db, { access: 'free' }));
  ({ id: paid } = await buildHandbook(db, { access: 'professional' }));
  ({ id: draft } = await buildHandbook(db, { state: 'draft' }));
});
afterAll(async () => {
  await t?.stop();
});

describe('handbook ratings', () => {
  it('a guest is asked to sign in; bad input is a 422; drafts and missing ids are 404', async () => {
    expect((await rate(open, { rating: 5 })).status).toBe(401);
    for (const json of [{ rating: 0 }, { rating: 9 }, { rating: 'добре' }, {}]) {
      const r = await rate(open, json, reader);
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('Оцінка має бути від 1 до 5');
    }
    expect((await rate('x1', { rating: 5 }, reader)).status).toBe(422);
    expect((await rate(draft, { rating: 5 }, reader)).status).toBe(404);
    expect((await rate(999_999_999, { rating: 5 }, reader)).status).toBe(404);
  });

  it('a paywalled handbook is rated by those it opens for only', async () => {
    const r = await rate(paid, { rating: 2 }, reader);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Оцінити довідник можуть ті, кому він відкритий');
  });

  it('averages the votes; the page, the card and the counters carry the figures', async () => {
    expect((await rate(open, { rating: 5 }, reader)).body).toEqual({ rating: 5, rating_count: 1, rating_personal: 5 });
    expect((await rate(open, { rating: 4 }, other)).body).toEqual({ rating: 4.5, rating_count: 2, rating_personal: 4 });
    const page = await call('GET', `/api/handbooks/${open}`, { cookie: reader });
    expect(page.body.data).toMatchObject({ rating: 4.5, rating_count: 2, rating_personal: 5 });
    const guest = await call('GET', `/api/handbooks/${open}`);
    expect(guest.body.data.rating_personal).toBeNull();
    const counters = await call('GET', `/api/handbooks/counters?ids=${open}&with-rating=1`);
    expect(counters.body.data[0]).toMatchObject({ id: open, rating: 4.5, rating_count: 2 });
    const list = await call('GET', '/api/handbooks/search?limit=50');
    expect(list.body.data.find((c: { id: number }) => c.id === open)).toMatchObject({ rating: 4.5, rating_count: 2 });
  });
});
