import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildOrder, buildUser, findPlan, grantSubscription } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-db';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { orders, packages, subscriptions } from '../db/schema';
import { encodeData } from '../payments/liqpay-protocol';
import { providerFor } from '../payments/provider';
import { flagsOrFallback } from './get-subscription-flags';
import { userAdditional } from './user-additional';

let t: TestServer;
/** plain: nothing; demo: a running 3-day demo of «Преміум»; professional and premiumpro: a year. */
let people: Record<'plain' | 'demo' | 'professional' | 'premiumpro', BuiltUser>;
let cookies: Record<keyof typeof people, string>;
beforeAll(async () => {
  t = await startTestServer({ demo: false });
  const db = t.database.db;
  people = {
    plain: await buildUser(db),
    demo: await buildUser(db),
    professional: await buildUser(db),
    premiumpro: await buildUser(db),
  };
  await grantSubscription(db, {
    userId: people.demo.user.id,
    packageCode: 'premium',
    days: 3,
    isDemo: true,
    campaigns: ['demo'],
  });
  await grantSubscription(db, { userId: people.professional.user.id, packageCode: 'professional', days: 365 });
  await grantSubscription(db, { userId: people.premiumpro.user.id, packageCode: 'premium-pro', days: 365 });
  cookies = {
    plain: people.plain.cookie,
    demo: people.demo.cookie,
    professional: people.professional.cookie,
    premiumpro: people.premiumpro.cookie,
  };
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
  it('lists the user’s subscription with status 1, plan title and days left', async () => {
    const { body } = await get('/api/shop4/subscriptions', cookies.professional);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      status: 1,
      plan_title: 'Професіонал',
      package: 'professional',
      plan: '12m',
      is_demo: false,
    });
    expect(body.data[0].days_left).toBe(365);
    expect((await get('/api/shop4/subscriptions', cookies.plain)).body.data).toEqual([]);
  });
});

describe('GET /api/shop4/subscriptions-flags', () => {
  it('a user without anything: all false, lists empty', async () => {
    const { email } = people.plain.user;
    const { status, body } = await get(
      `/api/shop4/subscriptions-flags?email=${encodeURIComponent(email)}`,
      cookies.plain,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email,
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
    expect(body.demo_subscriptions[0].days_left).toBe(3);
  });
  it('a subscriber: is_subscriber and current_subscriptions; flag names narrow the answer', async () => {
    const { body } = await get(
      '/api/shop4/subscriptions-flags?flags[]=is_subscriber&flags[]=current_subscriptions',
      cookies.premiumpro,
    );
    expect(body).toEqual({
      email: people.premiumpro.user.email,
      is_subscriber: true,
      current_subscriptions: [{ plan_title: 'Преміум PRO', days_left: 365 }],
    });
  });
  it(
    'expired and future subscriptions set was_subscribed, had_demo, had_recent_demo and ' + 'future_subscriber',
    async () => {
      const db = t.database.db;
      const { user: u, cookie } = await buildUser(db);
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
      const { body } = await get('/api/shop4/subscriptions-flags', cookie);
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
    },
  );
  it('refuses another person’s e-mail (403), a bad e-mail or flag name (422), a guest (401)', async () => {
    const other = encodeURIComponent(people.professional.user.email);
    expect((await get(`/api/shop4/subscriptions-flags?email=${other}`, cookies.plain)).status).toBe(403);
    const bad = await get('/api/shop4/subscriptions-flags?email=nope', cookies.plain);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['Введіть коректно e-mail']);
    expect((await get('/api/shop4/subscriptions-flags?flags[]=drop_table', cookies.plain)).status).toBe(422);
    expect((await get('/api/shop4/subscriptions-flags')).status).toBe(401);
  });
  it('falls back to the three booleans false when the lookup fails', async () => {
    const broken = await createTestDatabase({ demo: false });
    const { user: sessionUser } = await buildUser(broken.db, { withSession: false });
    await grantSubscription(broken.db, { userId: sessionUser.id, packageCode: 'professional' });
    expect((await flagsOrFallback({ db: broken.db, user: sessionUser })).is_subscriber).toBe(true);
    await broken.close();
    // A later request, past the second a read is kept between requests (ADR 049): it asks the database.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.advanceTimersByTime(1_100);
      const flags = await flagsOrFallback({ db: broken.db, user: { ...sessionUser } });
      expect([flags.is_subscriber, flags.was_subscribed, flags.had_demo]).toEqual([false, false, false]);
      expect(flags.email).toBe(sessionUser.email);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/kbs/shop4/orders', () => {
  it('pages the user’s orders with meta current_page and total; paid=1 keeps paid ones', async () => {
    const db = t.database.db;
    const { user: u, cookie } = await buildUser(db);
    const standard3m = await findPlan(db, 'standard', '3m');
    const plan = { id: standard3m.planId, packageId: standard3m.packageId, priceKop: standard3m.priceKop };
    await db.insert(orders).values(
      Array.from({ length: 13 }, (_, i) => ({
        publicId: `T-ORD-${u.id}-${i}`,
        userId: u.id,
        packageId: plan.packageId,
        planId: plan.id,
        amountKop: plan.priceKop,
        status: i % 4 === 0 ? 'paid' : 'pending',
        buyer: { name: 'Замовник', email: u.email, phone: '380671234567' },
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const p1 = await get('/api/kbs/shop4/orders', cookie);
    expect(p1.status).toBe(200);
    expect(p1.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 13 });
    expect(p1.body.data[0]).toMatchObject({
      order_id: `T-ORD-${u.id}-12`,
      status: 'paid',
      status_label: 'Оплачено',
      currency: 'UAH',
      amount: plan.priceKop / 100,
    });
    const p2 = await get('/api/kbs/shop4/orders?page=2', cookie);
    expect(p2.body.data.map((o: { order_id: string }) => o.order_id)).toEqual(
      [2, 1, 0].map((i) => `T-ORD-${u.id}-${i}`),
    );
    const paid = await get('/api/kbs/shop4/orders?paid=1', cookie);
    expect(paid.body.meta.total).toBe(4);
    expect(paid.body.data.every((o: { status: string }) => o.status === 'paid')).toBe(true);
    expect((await get('/api/kbs/shop4/orders?page=3', cookie)).body.data).toEqual([]);
  });
  it('never shows other people’s orders; bad page is 422; guest 401', async () => {
    expect((await get('/api/kbs/shop4/orders', cookies.plain)).body.meta.total).toBe(0);
    const bad = await get('/api/kbs/shop4/orders?page=abc', cookies.plain);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.page[0]).toBe('Сторінка — ціле число від 1');
    expect((await get('/api/kbs/shop4/orders?page=0', cookies.plain)).status).toBe(422);
    expect((await get('/api/kbs/shop4/orders')).status).toBe(401);
  });
});

describe('pending orders: reused, paid later or cancelled by the buyer', () => {
  const buyer = { name: 'Тетяна Тестова', email: 'buyer@example.test', phone: '0671234567' };
  const order = (cookie: string, body: Record<string, unknown> = {}) =>
    t.request('/api/shop4/orders', {
      method: 'POST',
      cookie,
      json: { product: 'standard', plan: '3m', ...buyer, ...body },
    });
  const created = async (r: Response) => {
    expect(r.status).toBe(201);
    return (await r.json()).data as { order_id: string; reused: boolean; checkout: { data: string } | null };
  };
  const rowsOf = async (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

  it(
    '«Оформити» again takes up the open pending order of the same plan; another plan or way of paying is a ' +
      'new one',
    async () => {
      const { user, cookie } = await buildUser(t.database.db);
      const first = await created(await order(cookie));
      expect(first.reused).toBe(false);
      const again = await created(await order(cookie, { name: 'Тетяна Нова' }));
      expect(again).toMatchObject({ order_id: first.order_id, reused: true });
      const [row] = await rowsOf(user.id);
      expect(row.buyer).toEqual({ name: 'Тетяна Нова', email: 'buyer@example.test', phone: '380671234567' });
      const twelve = await created(await order(cookie, { plan: '12m' }));
      const invoice = await created(
        await order(cookie, { payment_type: 'invoice', company: 'ТОВ «Кадри»', edrpou: '12345678' }),
      );
      expect(new Set([first.order_id, twelve.order_id, invoice.order_id]).size).toBe(3);
      expect((await rowsOf(user.id)).map((o) => o.status)).toEqual(['pending', 'pending', 'pending']);
    },
  );

  it('stores the traffic source sent with the order; a reused order takes a new touch only', async () => {
    const { user, cookie } = await buildUser(t.database.db);
    const utm = { source: 'google', medium: 'cpc', campaign: 'spring', content: 'none', term: 'none', gclid: 'abc' };
    const first = await created(await order(cookie, { utm }));
    let [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ source: 'google', medium: 'cpc', utm: { campaign: 'spring', gclid: 'abc' } });
    await created(await order(cookie));
    [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ publicId: first.order_id, source: 'google', medium: 'cpc' });
    await created(await order(cookie, { utm: { utm_source: 'newsletter', utm_medium: 'email' } }));
    [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ source: 'newsletter', medium: 'email' });
    const plain = await buildUser(t.database.db);
    await created(await order(plain.cookie, { plan: '6m' }));
    expect((await rowsOf(plain.user.id))[0]).toMatchObject({ source: 'none', medium: 'none', utm: {} });
  });

  it('refuses a utm that is not an object', async () => {
    const { cookie } = await buildUser(t.database.db);
    const r = await order(cookie, { utm: 'google' });
    expect(r.status).toBe(422);
    expect(JSON.stringify(await r.json())).toContain('utm');
  });

  it('parallel clicks make one order', async () => {
    const { user, cookie } = await buildUser(t.database.db);
    const answers = await Promise.all(Array.from({ length: 4 }, () => order(cookie).then(created)));
    expect(new Set(answers.map((a) => a.order_id)).size).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('lists pending orders as payable and cancellable; pay gives the provider form of the same order', async () => {
    const { user, cookie } = await buildUser(t.database.db);
    const pending = await buildOrder(t.database.db, { userId: user.id, packageCode: 'premium', planCode: '6m' });
    const paid = await buildOrder(t.database.db, { userId: user.id, packageCode: 'standard', status: 'paid' });
    const list = (await get('/api/kbs/shop4/orders', cookie)).body.data as {
      order_id: string;
      can_pay: boolean;
      can_cancel: boolean;
    }[];
    expect(list.map((o) => [o.order_id, o.can_pay, o.can_cancel])).toEqual(
      expect.arrayContaining([
        [pending.publicId, true, true],
        [paid.publicId, false, false],
      ]),
    );
    const pay = await t.request(`/api/shop4/orders/${pending.publicId}/pay`, { method: 'POST', cookie });
    expect(pay.status).toBe(200);
    const form = (await pay.json()).data;
    expect(form).toMatchObject({ order_id: pending.publicId, amount: 5990, reused: true });
    const provider = providerFor(t.deps.env);
    expect(provider.verify(form.checkout.data, form.checkout.signature)).toBe(true);
    expect(JSON.parse(Buffer.from(form.checkout.data, 'base64').toString())).toMatchObject({
      order_id: pending.publicId,
      amount: 5990,
      action: 'pay',
    });
    const again = await t.request(`/api/shop4/orders/${paid.publicId}/pay`, { method: 'POST', cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Це замовлення вже не очікує оплати');
  });

  it(
    'the buyer cancels an own pending order; not someone else’s, not a paid one; a late success callback ' +
      'changes nothing',
    async () => {
      const db = t.database.db;
      const owner = await buildUser(db);
      const stranger = await buildUser(db);
      const pending = await buildOrder(db, { userId: owner.user.id, packageCode: 'professional', planCode: '3m' });
      const paid = await buildOrder(db, { userId: owner.user.id, packageCode: 'standard', status: 'paid' });
      const cancel = (id: string, cookie?: string) =>
        t.request(`/api/shop4/orders/${id}/cancel`, { method: 'POST', cookie });

      expect((await cancel(pending.publicId)).status).toBe(401);
      const foreign = await cancel(pending.publicId, stranger.cookie);
      expect(foreign.status).toBe(404);
      expect((await foreign.json()).message).toBe('Замовлення не знайдено');
      expect((await cancel(paid.publicId, owner.cookie)).status).toBe(409);
      expect((await cancel('not a valid id', owner.cookie)).status).toBe(422);

      const ok = await cancel(pending.publicId, owner.cookie);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ ok: true });
      expect((await cancel(pending.publicId, owner.cookie)).status).toBe(409);
      const listed = (await get('/api/kbs/shop4/orders', owner.cookie)).body.data.find(
        (o: { order_id: string }) => o.order_id === pending.publicId,
      );
      expect(listed).toMatchObject({
        status: 'cancelled',
        status_label: 'Скасовано',
        can_pay: false,
        can_cancel: false,
      });
      expect(
        (await t.request(`/api/shop4/orders/${pending.publicId}/pay`, { method: 'POST', cookie: owner.cookie })).status,
      ).toBe(409);

      const provider = providerFor(t.deps.env);
      const data = encodeData({
        public_key: provider.publicKey,
        status: 'success',
        order_id: pending.publicId,
        amount: pending.amountKop / 100,
        currency: 'UAH',
      });
      const late = await fetch(`${t.url}/api/payments/liqpay/callback`, {
        method: 'POST',
        body: new URLSearchParams({ data, signature: provider.signData(data) }),
      });
      expect(late.status).toBe(200);
      const [row] = await db.select().from(orders).where(eq(orders.id, pending.id));
      expect(row.status).toBe('cancelled');
      expect(await db.select().from(subscriptions).where(eq(subscriptions.orderId, pending.id))).toEqual([]);
      // A new checkout of the same plan after cancelling starts a fresh order.
      const fresh = await created(await order(owner.cookie, { product: 'professional', plan: '3m' }));
      expect(fresh.order_id).not.toBe(pending.publicId);
    },
  );
});

describe('GET /api/records/events/counters', () => {
  it('client.questions is 0; an empty key list is an empty result; bad keys are 422', async () => {
    expect((await get('/api/records/events/counters?keys[]=client.questions', cookies.plain)).body).toEqual({
      data: { 'client.questions': 0 },
    });
    expect((await get('/api/records/events/counters')).body).toEqual({ data: {} });
    expect((await get('/api/records/events/counters?keys[]=%3Cscript%3E')).status).toBe(422);
  });
});

describe('user additional', () => {
  it('names the current package, its dates, days left and recurring', async () => {
    const add = await userAdditional({ db: t.database.db, userId: people.premiumpro.user.id });
    expect(add).toMatchObject({
      plan_title: 'Преміум PRO',
      recurring: false,
      packages: [{ code: 'premium-pro', title: 'Преміум PRO', is_demo: false }],
    });
    expect(add.left).toBe(365);
    expect(await userAdditional({ db: t.database.db, userId: people.plain.user.id })).toEqual({
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
    expect(body.data.email).toBe(people.professional.user.email);
    expect(body.data.additional).toMatchObject({ plan_title: 'Професіонал', packages: [{ code: 'professional' }] });
    expect((await get('/api/clients/profile', cookies.plain)).body.data.additional.packages).toEqual([]);
  });
});
