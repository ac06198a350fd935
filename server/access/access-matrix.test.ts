import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { newsPosts, packages, subscriptions, users } from '../db/schema';

/**
 * Access matrix: roles × protected items → expected access, asked over the JSON API. Items: the
 * consultation services (canUseConsultation) and a paywalled news post (canOpen through the news
 * presenter). Roles: guest, a user without a subscription, the demo account, one account per
 * package, and an expired subscriber.
 */
let t: TestServer;
const cookies: Record<string, string | undefined> = {};
let paidPostId: number;
let freePostId: number;

const services = [
  'osobistiy-konsultant',
  'consultations-documents',
  'consultations-viiskovyi-oblik',
  'consultation-zp-check',
  'consultation-pn-unblock',
] as const;
const o = 'osobistiy-konsultant';
const d = 'consultations-documents';
const v = 'consultations-viiskovyi-oblik';
const z = 'consultation-zp-check';
const p = 'consultation-pn-unblock';

/** role → [services it opens, does it open a paywalled post] */
const expected: Record<string, [string[], boolean]> = {
  guest: [[], false],
  user: [[], false],
  expired: [[], false],
  demo: [[o, d, z], true], // demo of «Преміум»
  standard: [[d], true],
  professional: [[o, d], true],
  premium: [[o, d, z], true],
  premiumpro: [[o, d, v, z, p], true],
  'military-pro': [[v], true],
};

beforeAll(async () => {
  t = await startTestServer();
  const db = t.database.db;
  const day = 86_400_000;
  const grant = async (email: string, code: string, endIn: number) => {
    const [u] = await db.insert(users).values({ email, name: email }).returning();
    const [pkg] = await db.select().from(packages).where(eq(packages.code, code));
    await db.insert(subscriptions).values({
      userId: u.id,
      packageId: pkg.id,
      beginAt: new Date(Date.now() - 400 * day),
      endAt: new Date(Date.now() + endIn * day),
    });
  };
  await grant('standard@matrix.ua', 'standard', 30);
  await grant('premium@matrix.ua', 'premium', 30);
  await grant('military-pro@matrix.ua', 'military-pro', 30);
  await grant('expired@matrix.ua', 'premium-pro', -1);
  for (const [role, email] of Object.entries({
    user: 'user@fahivets.ua',
    demo: 'demo@fahivets.ua',
    professional: 'professional@fahivets.ua',
    premiumpro: 'premiumpro@fahivets.ua',
    standard: 'standard@matrix.ua',
    premium: 'premium@matrix.ua',
    'military-pro': 'military-pro@matrix.ua',
    expired: 'expired@matrix.ua',
  })) {
    cookies[role] = await sessionCookieFor(db, email);
  }
  const posts = await db.select({ id: newsPosts.id, isFree: newsPosts.isFree }).from(newsPosts);
  paidPostId = posts.find((x) => !x.isFree)?.id ?? 0;
  freePostId = posts.find((x) => x.isFree)?.id ?? 0;
});
afterAll(async () => {
  await t?.stop();
});

describe('access matrix (JSON)', () => {
  it.each(Object.entries(expected))('%s: consultation services', async (role, [open]) => {
    const r = await t.request('/api/shop4/access', { cookie: cookies[role] });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body.consultations).toEqual(Object.fromEntries(services.map((s) => [s, open.includes(s)])));
    expect(body.has_subscription).toBe(open.length > 0);
  });

  it.each(Object.entries(expected))(
    '%s: a paywalled news post shows only content_short without access',
    async (role, [, opensPost]) => {
      expect(paidPostId).toBeGreaterThan(0);
      const r = await t.request(`/api/news/post/${paidPostId}`, { cookie: cookies[role] });
      expect(r.status).toBe(200);
      const { data } = await r.json();
      expect(data.post_access).toBe(opensPost);
      expect(data.content_short).toBeTruthy();
      if (opensPost) expect(data.content.length).toBeGreaterThan(data.content_short.length);
      else expect(data.content ?? data.content_short).toBe(data.content_short);
      const free = (await (await t.request(`/api/news/post/${freePostId}`, { cookie: cookies[role] })).json()).data;
      expect(free.post_access).toBe(true);
    },
  );
});
