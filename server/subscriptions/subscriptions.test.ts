import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { createTestDatabase } from '../../tests/support/test-db';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { orders, packages, plans, subscriptions, users } from '../db/schema';
import { flagsOrFallback } from './get-subscription-flags';
import { userAdditional } from './user-additional';

let t: TestServer;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await startTestServer();
  cookies = {};
  for (const who of ['user', 'demo', 'professional', 'premiumpro'])
    cookies[who] = await sessionCookieFor(t.database.db, `${who}@fahivets.ua`);
});
afterAll(async () => {
  await t?.stop();
});

const get = async (path: string, cookie?: string) => {
  const r = await t.request(path, { cookie });
  return { status: r.status, body: await r.json() };
};

describe('GET /api/shop4/packages', () => {
  it('lists the five packages with 4 plans each, prices in UAH', async () => {
    const { status, body } = await get('/api/shop4/packages');
    expect(status).toBe(200);
    expect(body.data.map((p: { title: string }) => p.title)).toEqual([
      'Стандарт',
      'Професіонал',
      'Преміум',
      'Преміум PRO',
      'Військовий облік PRO',
    ]);
    const pro = body.data[1];
    expect(pro.plans.map((p: { code: string }) => p.code)).toEqual(['1m', '3m', '6m', '12m']);
    expect(pro.plans[0]).toMatchObject({ price: 790, price_kop: 79000, recurring: true });
    expect(pro.consultations).toEqual(['osobistiy-konsultant', 'consultations-documents']);
  });
});

describe('GET /api/shop4/subscriptions', () => {
  it('is 401 for a guest', async () => {
    const r = await get('/api/shop4/subscriptions');
    expect(r).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });
  it('lists the seeded subscription with status 1, plan title and days left', async () => {
    const { body } = await get('/api/shop4/subscriptions', cookies.professional);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      status: 1,
      plan_title: 'Професіонал',
      package: 'professional',
      plan: '12m',
      is_demo: false,
    });
    expect(body.data[0].days_left).toBeGreaterThan(300);
    expect((await get('/api/shop4/subscriptions', cookies.user)).body.data).toEqual([]);
  });
});

describe('GET /api/shop4/subscriptions-flags', () => {
  it('a user without anything: all false, lists empty', async () => {
    const { status, body } = await get('/api/shop4/subscriptions-flags?email=user@fahivets.ua', cookies.user);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: 'user@fahivets.ua',
      is_subscriber: false,
      was_subscribed: false,
      had_demo: false,
      has_demo: false,
      had_recent_demo: false,
      future_subscriber: false,
      demo_subscriptions: [],
      current_subscriptions: [],
    });
  });
  it('the demo account has a running demo with days_left > 0 and campaigns', async () => {
    const { body } = await get('/api/shop4/subscriptions-flags', cookies.demo);
    expect(body.has_demo).toBe(true);
    expect(body.is_subscriber).toBe(false);
    expect(body.demo_subscriptions[0]).toMatchObject({ plan_title: 'Преміум', campaigns: ['demo'] });
    expect(body.demo_subscriptions[0].days_left).toBeGreaterThan(0);
  });
  it('a subscriber: is_subscriber and current_subscriptions; flag names narrow the answer', async () => {
    const { body } = await get(
      '/api/shop4/subscriptions-flags?flags[]=is_subscriber&flags[]=current_subscriptions',
      cookies.premiumpro,
    );
    expect(body).toEqual({
      email: 'premiumpro@fahivets.ua',
      is_subscriber: true,
      current_subscriptions: [{ plan_title: 'Преміум PRO', days_left: expect.any(Number) }],
    });
  });
  it('expired and future subscriptions set was_subscribed, had_demo, had_recent_demo and future_subscriber', async () => {
    const db = t.database.db;
    const [u] = await db.insert(users).values({ email: 'flags@fahivets.ua', name: 'Прапорці' }).returning();
    const [pkg] = await db.select().from(packages).where(eq(packages.code, 'standard'));
    const day = 86_400_000;
    const now = Date.now();
    await db.insert(subscriptions).values([
      { userId: u.id, packageId: pkg.id, beginAt: new Date(now - 60 * day), endAt: new Date(now - 30 * day) },
      {
        userId: u.id,
        packageId: pkg.id,
        isDemo: true,
        campaigns: ['demo_new'],
        beginAt: new Date(now - 10 * day),
        endAt: new Date(now - 3 * day + 3_600_000),
      },
      { userId: u.id, packageId: pkg.id, beginAt: new Date(now + 5 * day), endAt: new Date(now + 35 * day) },
    ]);
    const { body } = await get('/api/shop4/subscriptions-flags', await sessionCookieFor(db, 'flags@fahivets.ua'));
    expect(body).toMatchObject({
      is_subscriber: false,
      was_subscribed: true,
      had_demo: true,
      had_recent_demo: true,
      has_demo: false,
      future_subscriber: true,
      demo_subscriptions: [],
    });
    expect(body.recent_demo_subscriptions).toEqual([
      { plan_title: 'Стандарт', days_left: -3, campaigns: ['demo_new'] },
    ]);
  });
  it('refuses another person’s e-mail (403), a bad e-mail or flag name (422), a guest (401)', async () => {
    expect((await get('/api/shop4/subscriptions-flags?email=professional@fahivets.ua', cookies.user)).status).toBe(403);
    const bad = await get('/api/shop4/subscriptions-flags?email=nope', cookies.user);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['Введіть коректно e-mail']);
    expect((await get('/api/shop4/subscriptions-flags?flags[]=drop_table', cookies.user)).status).toBe(422);
    expect((await get('/api/shop4/subscriptions-flags')).status).toBe(401);
  });
  it('falls back to the three booleans false when the lookup fails', async () => {
    const broken = await createTestDatabase({ demo: true });
    const [u] = await broken.db.select().from(users).where(eq(users.email, 'professional@fahivets.ua'));
    const sessionUser = {
      id: u.id,
      email: u.email,
      name: u.name,
      nickname: null,
      phone: null,
      avatar: null,
      confirmed: true,
      options: {},
    };
    expect((await flagsOrFallback({ db: broken.db, user: sessionUser })).is_subscriber).toBe(true);
    await broken.close();
    const flags = await flagsOrFallback({ db: broken.db, user: sessionUser });
    expect([flags.is_subscriber, flags.was_subscribed, flags.had_demo]).toEqual([false, false, false]);
    expect(flags.email).toBe('professional@fahivets.ua');
  });
});

describe('GET /api/kbs/shop4/orders', () => {
  it('pages the user’s orders with meta current_page and total; paid=1 keeps paid ones', async () => {
    const db = t.database.db;
    const [u] = await db.insert(users).values({ email: 'orders@fahivets.ua', name: 'Замовник' }).returning();
    const [plan] = await db.select().from(plans).limit(1);
    await db.insert(orders).values(
      Array.from({ length: 13 }, (_, i) => ({
        publicId: `T-ORD-${i}`,
        userId: u.id,
        packageId: plan.packageId,
        planId: plan.id,
        amountKop: plan.priceKop,
        status: i % 4 === 0 ? 'paid' : 'pending',
        buyer: { name: 'Замовник', email: 'orders@fahivets.ua', phone: '380671234567' },
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const cookie = await sessionCookieFor(db, 'orders@fahivets.ua');
    const p1 = await get('/api/kbs/shop4/orders', cookie);
    expect(p1.status).toBe(200);
    expect(p1.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 13 });
    expect(p1.body.data[0]).toMatchObject({
      order_id: 'T-ORD-12',
      status: 'paid',
      status_label: 'Оплачено',
      currency: 'UAH',
      amount: plan.priceKop / 100,
    });
    const p2 = await get('/api/kbs/shop4/orders?page=2', cookie);
    expect(p2.body.data.map((o: { order_id: string }) => o.order_id)).toEqual(['T-ORD-2', 'T-ORD-1', 'T-ORD-0']);
    const paid = await get('/api/kbs/shop4/orders?paid=1', cookie);
    expect(paid.body.meta.total).toBe(4);
    expect(paid.body.data.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect((await get('/api/kbs/shop4/orders?page=3', cookie)).body.data).toEqual([]);
  });
  it('never shows other people’s orders; bad page is 422; guest 401', async () => {
    expect((await get('/api/kbs/shop4/orders', cookies.user)).body.meta.total).toBe(0);
    const bad = await get('/api/kbs/shop4/orders?page=abc', cookies.user);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.page[0]).toBe('Сторінка — ціле число від 1');
    expect((await get('/api/kbs/shop4/orders?page=0', cookies.user)).status).toBe(422);
    expect((await get('/api/kbs/shop4/orders')).status).toBe(401);
  });
});

describe('GET /api/records/events/counters', () => {
  it('client.questions is 0; an empty key list is an empty result; bad keys are 422', async () => {
    expect((await get('/api/records/events/counters?keys[]=client.questions', cookies.user)).body).toEqual({
      data: { 'client.questions': 0 },
    });
    expect((await get('/api/records/events/counters')).body).toEqual({ data: {} });
    expect((await get('/api/records/events/counters?keys[]=%3Cscript%3E')).status).toBe(422);
  });
});

describe('user additional', () => {
  it('names the current package, its dates, days left and recurring', async () => {
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'premiumpro@fahivets.ua'));
    const add = await userAdditional({ db: t.database.db, userId: u.id });
    expect(add).toMatchObject({
      plan_title: 'Преміум PRO',
      recurring: false,
      packages: [{ code: 'premium-pro', title: 'Преміум PRO', is_demo: false }],
    });
    expect(add.left).toBeGreaterThan(300);
    const [plain] = await t.database.db.select().from(users).where(eq(users.email, 'user@fahivets.ua'));
    expect(await userAdditional({ db: t.database.db, userId: plain.id })).toEqual({
      packages: [],
      begin: null,
      plan_title: null,
      left: null,
      end: null,
      recurring: false,
    });
  });

  it('comes with the user from GET /api/clients/profile', async () => {
    const { status, body } = await get('/api/clients/profile', cookies.professional);
    expect(status).toBe(200);
    expect(body.data.email).toBe('professional@fahivets.ua');
    expect(body.data.additional).toMatchObject({ plan_title: 'Професіонал', packages: [{ code: 'professional' }] });
    expect((await get('/api/clients/profile', cookies.user)).body.data.additional.packages).toEqual([]);
  });
});
