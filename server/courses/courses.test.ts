import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniq } from '../../tests/support/factories';
import { buildRecord } from '../../tests/support/records-factory';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { courseGrants, courseProductRecords, courseProducts, orders } from '../db/schema';
import { encodeData } from '../payments/liqpay-protocol';
import { providerFor } from '../payments/provider';

let t: TestServer;
let buyerCookie: string;
let otherCookie: string;
let course: { code: string; id: number };
let paid: Awaited<ReturnType<typeof buildRecord>>;
let paid2: Awaited<ReturnType<typeof buildRecord>>;

const buyer = { name: 'Оксана Покупець', email: 'course-buyer@example.test', phone: '+38 (067) 111-00-02' };

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  const { db } = t.database;
  buyerCookie = (await buildUser(db)).cookie;
  otherCookie = (await buildUser(db)).cookie;
  paid = await buildRecord(db, {
    kind: 'minicourse',
    packages: ['premium-pro'],
    modules: [
      { title: 'Модуль 1', videos: [{ isFree: true }] },
      { title: 'Модуль 2', videos: [{}] },
    ],
  });
  paid2 = await buildRecord(db, { kind: 'webinar', packages: ['premium-pro'] });
  const [row] = await db
    .insert(courseProducts)
    .values({ code: uniq('kurs').toLowerCase(), title: 'Тестовий курс', priceKop: 189_000, accessMonths: null })
    .returning();
  await db.insert(courseProductRecords).values([
    { productId: row.id, recordId: paid.id, position: 0 },
    { productId: row.id, recordId: paid2.id, position: 1 },
  ]);
  course = { code: row.code, id: row.id };
});
afterAll(async () => {
  await t?.stop();
});

const provider = () => providerFor(t.deps.env);
const callback = (payload: object) => {
  const data = encodeData(payload);
  return fetch(`${t.url}/api/payments/liqpay/callback`, {
    method: 'POST',
    body: new URLSearchParams({ data, signature: provider().signData(data) }),
  });
};
async function order(cookie = buyerCookie, plan = 'full') {
  const r = await t.request('/api/shop4/orders', {
    method: 'POST',
    cookie,
    json: { product: course.code, plan, ...buyer },
  });
  return { status: r.status, json: await r.json() };
}
const record = async (id: number, cookie?: string, videoId?: number) => {
  const r = await t.request(`/api/records/events/${id}${videoId ? `/${videoId}` : ''}`, cookie ? { cookie } : {});
  return (await r.json()).data;
};
const bought = async (cookie: string, query = '') => {
  const r = await t.request(`/api/records/bought${query}`, { cookie });
  return { status: r.status, json: await r.json() };
};

describe('courses and paid webinars (ADR 040)', () => {
  it('lists the course with its price from the catalogue and its checkout address', async () => {
    const r = await t.request('/api/courses');
    expect(r.status).toBe(200);
    const item = (await r.json()).data.find((c: { code: string }) => c.code === course.code);
    expect(item).toMatchObject({
      title: 'Тестовий курс',
      price: 1890,
      access_title: 'Доступ назавжди',
      checkout_url: `/checkout/${course.code}/full`,
    });
    expect(item.records.map((x: { id: number }) => x.id)).toEqual([paid.id, paid2.id]);
    expect((await t.request('/api/courses/nope-nope')).status).toBe(404);
  });

  it('refuses a bad plan and bad buyer details with 4xx', async () => {
    expect((await order(buyerCookie, '12m')).status).toBe(404);
    const bad = await t.request('/api/shop4/orders', {
      method: 'POST',
      cookie: buyerCookie,
      json: { product: course.code, plan: 'full', ...buyer, email: 'not-an-email' },
    });
    expect(bad.status).toBe(422);
    const anon = await t.request('/api/shop4/orders', { method: 'POST', json: { product: course.code, plan: 'full' } });
    expect(anon.status).toBe(401);
  });

  it('wrong amount grants nothing; the right callback opens the records; a replay changes nothing', async () => {
    const before = await record(paid.id, buyerCookie);
    expect(before.hasAccess).toBe(false);
    expect((await bought(buyerCookie)).json.data).toEqual([]);

    const created = await order();
    expect(created.status).toBe(201);
    const { order_id: orderId, amount } = created.json.data;
    expect(amount).toBe(1890);
    const base = { order_id: orderId, currency: 'UAH', public_key: provider().publicKey };

    const wrong = await callback({ ...base, status: 'success', amount: 18.9 });
    expect(wrong.status).toBe(200);
    expect((await wrong.json()).status).toBe('success');
    expect((await record(paid.id, buyerCookie)).hasAccess).toBe(false);

    const ok = await callback({ ...base, status: 'success', amount: 1890, payment_id: 1 });
    expect(await ok.json()).toMatchObject({ replay: false });
    const replay = await callback({ ...base, status: 'success', amount: 1890, payment_id: 1 });
    expect(await replay.json()).toMatchObject({ replay: true });

    const { db } = t.database;
    const [row] = await db.select().from(orders).where(eq(orders.publicId, orderId));
    expect(row).toMatchObject({ status: 'paid', courseProductId: course.id, packageId: null });
    const grants = await db.select().from(courseGrants).where(eq(courseGrants.orderId, row.id));
    expect(grants).toHaveLength(1);
    expect(grants[0].endAt).toBeNull();

    const opened = await record(paid.id, buyerCookie, paid.videoIds[1]);
    expect(opened).toMatchObject({ hasAccess: true, client_access: true });
    expect(opened.video.hasAccess).toBe(true);
    // Buying a course opens its records only, not the packages.
    const acc = await (await t.request('/api/shop4/access', { cookie: buyerCookie })).json();
    expect(acc.packages).toEqual([]);
  });

  it('lists bought records with paging and videos; other users stay locked out', async () => {
    const all = await bought(buyerCookie, '?withVideo=1');
    expect(all.status).toBe(200);
    expect(all.json.meta.total).toBe(2);
    const ids = all.json.data.map((r: { id: number }) => r.id).sort();
    expect(ids).toEqual([paid.id, paid2.id].sort());
    expect(all.json.data.every((r: { videos: unknown[] }) => Array.isArray(r.videos))).toBe(true);
    const first = await bought(buyerCookie, '?page=1&limit=1');
    const second = await bought(buyerCookie, '?page=2&limit=1');
    expect(first.json.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect([...first.json.data, ...second.json.data].map((r: { id: number }) => r.id).sort()).toEqual(ids);
    expect((await bought(buyerCookie, '?page=abc')).status).toBe(422);

    expect((await bought(otherCookie)).json.data).toEqual([]);
    const locked = await record(paid.id, otherCookie, paid.videoIds[1]);
    expect(locked.hasAccess).toBe(false);
    expect(locked.video.hasAccess).toBe(false);
    expect((await t.request('/api/records/bought')).status).toBe(401);
  });

  it("shows the course order in the buyer's orders and not in anybody else's", async () => {
    const mine = await (await t.request('/api/kbs/shop4/orders', { cookie: buyerCookie })).json();
    expect(mine.data[0]).toMatchObject({ title: 'Курс «Тестовий курс»', course_kind: 'course', status: 'paid' });
    const theirs = await (await t.request('/api/kbs/shop4/orders', { cookie: otherCookie })).json();
    expect(theirs.data).toEqual([]);
  });

  it('a reversed payment closes the course again', async () => {
    const { db } = t.database;
    const [row] = await db.select().from(orders).where(eq(orders.courseProductId, course.id));
    const r = await callback({
      order_id: row.publicId,
      status: 'reversed',
      amount: 1890,
      currency: 'UAH',
      public_key: provider().publicKey,
    });
    expect(r.status).toBe(200);
    expect((await record(paid.id, buyerCookie)).hasAccess).toBe(false);
  });
});
