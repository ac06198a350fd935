import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrder, buildUser, uniq } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { campaignRegistrations, orders } from '../db/schema';

let t: TestServer;
let editor: string;
let plain: string;
beforeAll(async () => {
  t = await startTestServer({ demo: false });
  editor = (await buildUser(t.database.db, { role: 'events_editor' })).cookie;
  plain = (await buildUser(t.database.db)).cookie;
});
afterAll(async () => {
  await t?.stop();
});

const traffic = (query: string, cookie?: string) => t.request(`/api/staff/traffic?${query}`, { cookie });

describe('GET /api/staff/traffic', () => {
  it('counts a campaign’s registrations per source, medium and utm campaign within the days asked', async () => {
    const alias = uniq('spring').replace(/[^A-Za-z0-9_-]/g, '');
    const reg = (source: string, medium: string, utm: Record<string, string>, at: string) =>
      t.database.db.insert(campaignRegistrations).values({
        campaign: alias,
        email: `${uniq('r')}@example.com`,
        source,
        medium,
        utm,
        createdAt: new Date(at),
      });
    await reg('google', 'cpc', { source: 'google', medium: 'cpc', campaign: 'vesna' }, '2026-03-02T10:00:00Z');
    await reg('google', 'cpc', { source: 'google', medium: 'cpc', campaign: 'vesna' }, '2026-03-31T23:00:00Z');
    await reg('google', 'organic', { source: 'google', medium: 'organic' }, '2026-03-05T10:00:00Z');
    await reg('facebook', 'social', { utm_source: 'facebook', utm_campaign: 'fb1' }, '2026-03-06T10:00:00Z');
    await reg('google', 'cpc', { campaign: 'vesna' }, '2026-04-01T00:00:00Z');
    const r = await traffic(`campaign=${alias}&from=2026-03-01&to=2026-03-31`, editor);
    expect(r.status).toBe(200);
    const { data } = await r.json();
    expect(data.registrations).toEqual([
      { source: 'google', medium: 'cpc', campaign: 'vesna', count: 2 },
      { source: 'facebook', medium: 'social', campaign: 'fb1', count: 1 },
      { source: 'google', medium: 'organic', campaign: 'none', count: 1 },
    ]);
    const all = await (await traffic(`campaign=${alias}`, editor)).json();
    expect(all.data.registrations[0]).toEqual({ source: 'google', medium: 'cpc', campaign: 'vesna', count: 3 });
  });

  it('counts paid orders only, per source, by package and payment day, with their sum', async () => {
    const { user } = await buildUser(t.database.db);
    const order = async (packageCode: string, status: 'paid' | 'pending', source: string, paidAt: string) => {
      const row = await buildOrder(t.database.db, { userId: user.id, packageCode, planCode: '12m', status });
      await t.database.db
        .update(orders)
        .set({ source, medium: 'email', utm: { source, medium: 'email' }, paidAt: new Date(paidAt) })
        .where(eq(orders.id, row.id));
      return row;
    };
    const a = await order('premium', 'paid', 'newsletter', '2025-06-10T12:00:00Z');
    await order('premium', 'paid', 'newsletter', '2025-06-11T12:00:00Z');
    await order('premium', 'pending', 'newsletter', '2025-06-11T12:00:00Z');
    await order('standard', 'paid', 'newsletter', '2025-06-11T12:00:00Z');
    await order('premium', 'paid', 'partner', '2025-07-01T12:00:00Z');
    const { data } = await (await traffic('package=premium&from=2025-06-01&to=2025-06-30', editor)).json();
    expect(data.orders).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'none', count: 2, amount: (a.amountKop * 2) / 100 },
    ]);
    const june = await (await traffic('from=2025-06-01&to=2025-06-30', editor)).json();
    expect(june.data.orders).toHaveLength(1);
    expect(june.data.orders[0].count).toBe(3);
  });

  it('is for events editors only', async () => {
    expect((await traffic('')).status).toBe(401);
    expect((await traffic('', plain)).status).toBe(403);
    expect((await traffic('', editor)).status).toBe(200);
  });

  it.each([
    ['from=2026-13-01', 'from'],
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['campaign=%00x', 'campaign'],
    ['package=Преміум', 'package'],
  ])('refuses %s with a message for %s', async (query, field) => {
    const r = await traffic(query, editor);
    expect(r.status).toBe(422);
    expect(JSON.stringify(await r.json())).toContain(field);
  });
});
