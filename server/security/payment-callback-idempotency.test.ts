import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { orders, paymentCallbacks, subscriptions } from '../db/schema';
import { encodeData } from '../payments/liqpay-protocol';
import { providerFor } from '../payments/provider';

/**
 * Control: only an applied callback occupies the idempotency key (order, status). A signed callback
 * with the wrong amount or currency is kept for audit and blocks nothing; the right one then pays
 * the order exactly once.
 */
let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer();
  cookie = await sessionCookieFor(t.database.db, 'user@fahivets.ua');
});
afterAll(async () => {
  await t?.stop();
});

async function createOrder() {
  const r = await t.request('/api/shop4/orders', {
    method: 'POST',
    cookie,
    json: {
      product: 'military-pro',
      plan: '3m',
      name: 'Оксана Користувач',
      email: 'user@fahivets.ua',
      phone: '+38 (067) 111-00-01',
    },
  });
  expect(r.status).toBe(201);
  return (await r.json()).data as { order_id: string; amount: number };
}
const callback = (payload: object) => {
  const provider = providerFor(t.deps.env);
  const data = encodeData({ version: 3, public_key: provider.publicKey, action: 'pay', ...payload });
  return fetch(`${t.url}/api/payments/liqpay/callback`, {
    method: 'POST',
    body: new URLSearchParams({ data, signature: provider.signData(data) }),
  });
};

describe('payment callback idempotency', () => {
  const wrong = (amount: number) => [
    { amount: amount + 1, currency: 'UAH' },
    { amount: 1, currency: 'UAH' },
    { amount, currency: 'USD' },
    { currency: 'UAH' },
    { amount: amount / 100, currency: 'UAH' },
  ];

  it.each([0, 1, 2, 3, 4])('wrong callback variant %i then the right one: paid once', async (variant) => {
    const order = await createOrder();
    for (const status of ['success', 'sandbox']) {
      const bad = await callback({
        status,
        order_id: order.order_id,
        payment_id: 10 + variant,
        ...wrong(order.amount)[variant],
      });
      expect(bad.status).toBe(200);
      expect((await bad.json()).replay).toBe(false);
    }
    const [before] = await t.database.db.select().from(orders).where(eq(orders.publicId, order.order_id));
    expect(before.status).toBe('pending');

    const good = await callback({
      status: 'sandbox',
      order_id: order.order_id,
      amount: order.amount,
      currency: 'UAH',
      payment_id: 99,
    });
    expect(await good.json()).toEqual({ status: 'sandbox', order_id: order.order_id, replay: false });
    const again = await callback({
      status: 'sandbox',
      order_id: order.order_id,
      amount: order.amount,
      currency: 'UAH',
      payment_id: 99,
    });
    expect((await again.json()).replay).toBe(true);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.publicId, order.order_id));
    expect(row.status).toBe('paid');
    const subs = await t.database.db.select().from(subscriptions).where(eq(subscriptions.orderId, row.id));
    expect(subs).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(paymentCallbacks)
      .where(like(paymentCallbacks.orderPublicId, order.order_id));
    expect(audit.filter((a) => a.status.startsWith('mismatch:'))).toHaveLength(2);
  });
});
