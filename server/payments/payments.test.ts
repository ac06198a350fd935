import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { orders, paymentCallbacks, subscriptions } from '../db/schema';
import { decodeData, encodeData, sign } from './liqpay-protocol';
import { providerFor } from './provider';

let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer({ demo: false });
  cookie = (await buildUser(t.database.db)).cookie;
});
afterAll(async () => {
  await t?.stop();
});

const buyer = { name: 'Оксана Користувач', email: 'buyer@example.test', phone: '+38 (067) 111-00-01' };

async function createOrder(product = 'professional', plan = '12m', extra: Record<string, unknown> = {}) {
  const r = await t.request('/api/shop4/orders', {
    method: 'POST',
    cookie,
    json: { product, plan, ...buyer, ...extra },
  });
  expect(r.status).toBe(201);
  return (await r.json()).data as {
    order_id: string;
    amount: number;
    checkout: { action: string; data: string; signature: string } | null;
  };
}

/** Drives the simulator like a browser: open the pay page, press a button; returns the redirect. */
async function payInSimulator(
  checkout: { action: string; data: string; signature: string },
  outcome: 'pay' | 'decline',
) {
  const page = await t.request(checkout.action, {
    method: 'POST',
    body: new URLSearchParams({ data: checkout.data, signature: checkout.signature }),
  });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Оплатити');
  expect(html).toContain('Відмовитися');
  return t.request('/payments/simulator/complete', {
    method: 'POST',
    body: new URLSearchParams({ data: checkout.data, signature: checkout.signature, outcome }),
  });
}

const access = async () =>
  (await (await t.request('/api/shop4/access', { cookie })).json()) as {
    packages: string[];
    consultations: Record<string, boolean>;
  };
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.publicId, id)))[0];
/** Like the provider: a server-to-server form POST without Origin or cookies. */
const callback = (fields: Record<string, string>) =>
  fetch(`${t.url}/api/payments/liqpay/callback`, { method: 'POST', body: new URLSearchParams(fields) });
const provider = () => providerFor(t.deps.env);
const signed = (payload: object) => {
  const data = encodeData(payload);
  return { data, signature: provider().signData(data) };
};

describe('checkout data (LiqPay protocol)', () => {
  it(
    'signs base64 JSON with version, public_key, action, amount, UAH, description, order_id, result_url, ' +
      'server_url, sandbox',
    async () => {
      const order = await createOrder('standard', '3m');
      const c = order.checkout;
      expect(c?.action).toBe('/payments/simulator');
      expect(c?.signature).toBe(provider().signData(c?.data ?? ''));
      expect(provider().verify(c?.data ?? '', c?.signature ?? '')).toBe(true);
      const data = decodeData(c?.data ?? '');
      expect(data).toMatchObject({
        version: 3,
        public_key: provider().publicKey,
        action: 'pay',
        amount: 1350,
        currency: 'UAH',
        order_id: order.order_id,
        sandbox: 1,
      });
      expect(String(data?.description)).toBe('Передплата «Стандарт», 3 місяці');
      expect(String(data?.result_url)).toMatch(/\/profile\/\d+\/subscriptions\?order=/);
      expect(String(data?.server_url)).toMatch(/\/api\/payments\/liqpay\/callback$/);
    },
  );
  it('the monthly plan is a recurring "subscribe" with periodicity month', async () => {
    const data = decodeData((await createOrder('standard', '1m')).checkout?.data ?? '');
    expect(data).toMatchObject({ action: 'subscribe', subscribe: 1, subscribe_periodicity: 'month' });
  });
  it('validates buyer details and the plan with Ukrainian messages (422), unknown plan 404, guest 401', async () => {
    const r = await t.request('/api/shop4/orders', {
      method: 'POST',
      cookie,
      json: { product: 'standard', plan: '3m', name: '', email: 'x', phone: '123' },
    });
    expect(r.status).toBe(422);
    const body = await r.json();
    expect(body.errors).toMatchObject({
      name: ['Це поле необхідно заповнити'],
      email: ['Введіть коректно e-mail'],
      phone: ['Введіть коректний номер телефону'],
    });
    const inv = await t.request('/api/shop4/orders', {
      method: 'POST',
      cookie,
      json: { product: 'standard', plan: '3m', ...buyer, payment_type: 'invoice', edrpou: '12' },
    });
    expect((await inv.json()).errors).toMatchObject({
      company: ['Вкажіть назву юридичної особи'],
      edrpou: ['Код ЄДРПОУ — 8 цифр'],
    });
    expect(
      (
        await t.request('/api/shop4/orders', {
          method: 'POST',
          cookie,
          json: { product: 'standard', plan: '99m', ...buyer },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('/api/shop4/orders', { method: 'POST', json: { product: 'standard', plan: '3m', ...buyer } }))
        .status,
    ).toBe(401);
  });
  it('a legal entity gets an invoice order without a provider form', async () => {
    const order = await createOrder('premium', '12m', {
      payment_type: 'invoice',
      company: 'ТОВ «Кадри»',
      edrpou: '12345678',
    });
    expect(order.checkout).toBeNull();
    expect((await orderRow(order.order_id)).invoice).toEqual({ company: 'ТОВ «Кадри»', edrpou: '12345678' });
  });
});

describe('payment flow against the simulator', () => {
  it('a browser return without a callback grants nothing', async () => {
    const order = await createOrder('professional', '12m');
    const data = decodeData(order.checkout?.data ?? '');
    const back = new URL(String(data?.result_url));
    await t.request(back.pathname + back.search, { cookie });
    expect((await orderRow(order.order_id)).status).toBe('pending');
    expect((await access()).consultations['osobistiy-konsultant']).toBe(false);
  });

  it('declining sends a failure callback: the order fails and no access is granted', async () => {
    const order = await createOrder('professional', '6m');
    const r = await payInSimulator(order.checkout as NonNullable<typeof order.checkout>, 'decline');
    expect(r.status).toBe(303);
    expect((await orderRow(order.order_id)).status).toBe('failed');
    expect((await access()).packages).toEqual([]);
  });

  it(
    'paying sends a signed sandbox callback: the order is paid and the package opens; the browser returns to ' +
      'result_url',
    async () => {
      const order = await createOrder('professional', '12m');
      const r = await payInSimulator(order.checkout as NonNullable<typeof order.checkout>, 'pay');
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toContain(`/subscriptions?order=${order.order_id}`);
      const row = await orderRow(order.order_id);
      expect(row.status).toBe('paid');
      expect(row.providerStatus).toBe('sandbox');
      const a = await access();
      expect(a.packages).toEqual(['professional']);
      expect(a.consultations).toMatchObject({
        'osobistiy-konsultant': true,
        'consultations-documents': true,
        'consultations-viiskovyi-oblik': false,
      });
      const subs = await t.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id));
      expect(subs).toHaveLength(1);
      expect(subs[0].endAt.getTime() - subs[0].beginAt.getTime()).toBeGreaterThan(360 * 86_400_000);
    },
  );

  it('a replayed callback changes nothing', async () => {
    const order = await createOrder('military-pro', '3m');
    const payload = {
      version: 3,
      public_key: provider().publicKey,
      action: 'pay',
      status: 'success',
      order_id: order.order_id,
      amount: order.amount,
      currency: 'UAH',
      payment_id: 777,
    };
    const first = await callback(signed(payload));
    expect(await first.json()).toEqual({ status: 'success', order_id: order.order_id, replay: false });
    const row = await orderRow(order.order_id);
    const before = await t.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id));
    for (let i = 0; i < 3; i++) {
      const again = await callback(signed(payload));
      expect(again.status).toBe(200);
      expect((await again.json()).replay).toBe(true);
    }
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id))).toEqual(before);
    expect(await orderRow(order.order_id)).toEqual(row);
    expect(
      await t.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderPublicId, order.order_id)),
    ).toHaveLength(1);
  });

  it('concurrent copies of one callback are processed once', async () => {
    const order = await createOrder('standard', '6m');
    const payload = {
      public_key: provider().publicKey,
      status: 'success',
      order_id: order.order_id,
      amount: order.amount,
      currency: 'UAH',
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => callback(signed(payload)).then((r) => r.json())));
    expect(answers.filter((a) => a.replay === false)).toHaveLength(1);
    const row = await orderRow(order.order_id);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id))).toHaveLength(1);
  });

  it('_verify and processing keep the order pending; a wrong amount never activates', async () => {
    const order = await createOrder('premium', '1m');
    for (const status of ['3ds_verify', 'otp_verify', 'processing']) {
      await callback(signed({ status, order_id: order.order_id, amount: order.amount, currency: 'UAH' }));
      expect((await orderRow(order.order_id)).status).toBe('processing');
    }
    await callback(signed({ status: 'success', order_id: order.order_id, amount: 1, currency: 'UAH' }));
    expect((await orderRow(order.order_id)).status).toBe('processing');
    expect((await access()).packages).not.toContain('premium');
  });

  it('reversed revokes the access a success granted; unsubscribed stops the renewal', async () => {
    const order = await createOrder('premium-pro', '1m');
    await callback(
      signed({ status: 'subscribed', order_id: order.order_id, amount: order.amount, currency: 'UAH', payment_id: 1 }),
    );
    expect((await access()).packages).toContain('premium-pro');
    const row = await orderRow(order.order_id);
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id));
    expect(sub.isRecurring).toBe(true);
    await callback(signed({ status: 'unsubscribed', order_id: order.order_id }));
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0].isRecurring).toBe(
      false,
    );
    await callback(signed({ status: 'reversed', order_id: order.order_id, amount: order.amount, currency: 'UAH' }));
    expect((await orderRow(order.order_id)).status).toBe('reversed');
    expect((await access()).packages).not.toContain('premium-pro');
  });

  it('a regular charge of a recurring order extends the period once; the user can stop the renewal', async () => {
    const order = await createOrder('standard', '1m');
    await callback(
      signed({ status: 'subscribed', order_id: order.order_id, amount: order.amount, currency: 'UAH', payment_id: 10 }),
    );
    const row = await orderRow(order.order_id);
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id));
    const renewal = signed({
      status: 'success',
      order_id: order.order_id,
      amount: order.amount,
      currency: 'UAH',
      payment_id: 11,
    });
    await callback(renewal);
    expect((await (await callback(renewal)).json()).replay).toBe(true);
    const [renewed] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    const days = (renewed.endAt.getTime() - sub.endAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const other = (await buildUser(t.database.db)).cookie;
    expect(
      (await t.request(`/api/shop4/subscriptions/${sub.id}/unsubscribe`, { method: 'POST', cookie: other })).status,
    ).toBe(404);
    const stop = await t.request(`/api/shop4/subscriptions/${sub.id}/unsubscribe`, { method: 'POST', cookie });
    expect(stop.status).toBe(200);
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0].isRecurring).toBe(
      false,
    );
    expect((await t.request(`/api/shop4/subscriptions/${sub.id}/unsubscribe`, { method: 'POST', cookie })).status).toBe(
      409,
    );
    expect((await access()).packages).toContain('standard');
  });

  it('a sandbox status is not a success when sandbox mode is off', async () => {
    const live = await startTestServer({
      demo: false,
      env: { LIQPAY_PUBLIC_KEY: 'i0000000001', LIQPAY_PRIVATE_KEY: 'test-private-key', LIQPAY_SANDBOX: '0' },
    });
    try {
      const c = (await buildUser(live.database.db)).cookie;
      const r = await live.request('/api/shop4/orders', {
        method: 'POST',
        cookie: c,
        json: { product: 'standard', plan: '3m', ...buyer },
      });
      const order = (await r.json()).data;
      expect(order.checkout.action).toBe('https://www.liqpay.ua/api/3/checkout');
      expect(decodeData(order.checkout.data)?.sandbox).toBeUndefined();
      const data = encodeData({
        public_key: 'i0000000001',
        status: 'sandbox',
        order_id: order.order_id,
        amount: order.amount,
        currency: 'UAH',
      });
      await live.request('/api/payments/liqpay/callback', {
        method: 'POST',
        body: new URLSearchParams({ data, signature: sign('test-private-key', data) }),
      });
      const [row] = await live.database.db.select().from(orders).where(eq(orders.publicId, order.order_id));
      expect(row.status).toBe('pending');
      expect(
        (await live.request('/payments/simulator', { method: 'POST', body: new URLSearchParams(order.checkout) }))
          .status,
      ).toBe(404);
    } finally {
      await live.stop();
    }
  });
});

describe('forged callbacks', () => {
  it('rejects 100 % of a generated set of forged data/signature pairs and grants nothing', async () => {
    const order = await createOrder('premium-pro', '12m');
    const genuine = {
      status: 'success',
      order_id: order.order_id,
      amount: order.amount,
      currency: 'UAH',
      public_key: provider().publicKey,
    };
    const forged = fc.oneof(
      // random signature over genuine data
      fc.string({ maxLength: 60 }).map((s) => ({ data: encodeData(genuine), signature: s || 'x' })),
      // signed with another key
      fc.string({ minLength: 1, maxLength: 40 }).map((key) => {
        const data = encodeData(genuine);
        return { data, signature: sign(`other-${key}`, data) };
      }),
      // genuine signature of other data, attached to tampered data
      fc.integer({ min: 1, max: 1_000_000 }).map((amount) => {
        const real = signed({ ...genuine, status: 'failure', amount });
        return { data: encodeData({ ...genuine, amount }), signature: real.signature };
      }),
      // a valid signature with one character flipped
      fc.nat({ max: 27 }).map((i) => {
        const real = signed(genuine);
        const ch = real.signature[i] === 'A' ? 'B' : 'A';
        return { data: real.data, signature: real.signature.slice(0, i) + ch + real.signature.slice(i + 1) };
      }),
    );
    const samples = fc.sample(forged, 120);
    let rejected = 0;
    for (const f of samples) {
      const r = await callback(f);
      if (r.status === 400 && (await r.json()).error === 'payment_signature_invalid') rejected++;
    }
    expect(rejected).toBe(samples.length);
    expect((await orderRow(order.order_id)).status).toBe('pending');
    expect(
      await t.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderPublicId, order.order_id)),
    ).toEqual([]);
  });

  it('only the callback is exempt from the Origin check', async () => {
    const r = await fetch(`${t.url}/api/shop4/subscriptions/1/unsubscribe`, {
      method: 'POST',
      body: new URLSearchParams({ a: '1' }),
      headers: { cookie },
    });
    expect(r.status).toBe(403);
  });

  it('missing fields are 422; signed garbage is 400; an unknown order is 404', async () => {
    const r = await callback({ data: 'abc' });
    expect(r.status).toBe(422);
    expect((await r.json()).errors.signature).toEqual(['Це поле необхідно заповнити']);
    const garbage = 'bm90IGpzb24=';
    expect((await callback({ data: garbage, signature: provider().signData(garbage) })).status).toBe(400);
    expect((await callback(signed({ status: 'success', order_id: 'NOPE', amount: 1, currency: 'UAH' }))).status).toBe(
      404,
    );
  });
});
