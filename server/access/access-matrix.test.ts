import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewsPost, buildUser, grantSubscription } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

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
  t = await startTestServer({ demo: false });
  const db = t.database.db;
  const person = async (grant?: Omit<Parameters<typeof grantSubscription>[1], 'userId'>) => {
    const { user, cookie } = await buildUser(db);
    if (grant) await grantSubscription(db, { ...grant, userId: user.id });
    return cookie;
  };
  cookies.user = await person();
  cookies.demo = await person({ packageCode: 'premium', days: 3, isDemo: true, campaigns: ['demo'] });
  cookies.standard = await person({ packageCode: 'standard', days: 30 });
  cookies.professional = await person({ packageCode: 'professional', days: 365 });
  cookies.premium = await person({ packageCode: 'premium', days: 30 });
  cookies.premiumpro = await person({ packageCode: 'premium-pro', days: 365 });
  cookies['military-pro'] = await person({ packageCode: 'military-pro', days: 30 });
  cookies.expired = await person({ packageCode: 'premium-pro', days: -1 });
  const closed = '<p>Закрита частина для передплатників.</p>'.repeat(3);
  const content = `<p>Вступ до теми для всіх.</p><p>Друга частина.</p>${closed}`;
  paidPostId = (await buildNewsPost(db, { content, paywalled: true })).id;
  freePostId = (await buildNewsPost(db, { content })).id;
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
