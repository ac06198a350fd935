import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../tests/support/mail';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { campaignRegistrations } from '../db/schema';

/**
 * Control: the campaign call is no oracle for accounts — a guest never gets another person's
 * client_id, cannot tell an account's e-mail from a new one, cannot sign an account up silently
 * (its owner gets a letter), reads registrations only for the e-mail it has just registered, and
 * campaign/registration shares the registration rate limit.
 */
let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const run = Math.random().toString(36).slice(2, 8);
let ipSeq = 0;
const freshIp = () => `10.99.${Math.floor(Math.random() * 250)}.${++ipSeq}`;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

const post = (path: string, json: unknown, ip = freshIp(), cookie?: string) =>
  t.request(path, { method: 'POST', json, cookie, headers: { 'x-forwarded-for': ip } });

async function registerAccount(email: string) {
  const r = await post('/api/clients/register', {
    email,
    name: 'Власник',
    phone: '+38 (067) 123-45-67',
    password: 'secret12',
    password_confirmation: 'secret12',
  });
  expect(r.status).toBe(201);
}

describe('campaign call', () => {
  it("a guest's answer for an account's e-mail equals the answer for a new e-mail, with no client_id", async () => {
    const owner = `owner-${run}@example.com`;
    await registerAccount(owner);
    const forAccount = await post('/api/clients/campaign/webinar-7', { email: owner });
    const forNew = await post('/api/clients/campaign/webinar-7', { email: `nobody-${run}@example.com` });
    expect(forAccount.status).toBe(forNew.status);
    const a = await forAccount.json();
    const b = await forNew.json();
    expect(a).toEqual(b);
    expect(a.client_id).toBeNull();
    // Nothing was registered in the owner's name; the owner got a letter instead.
    const rows = await t.database.db.select().from(campaignRegistrations).where(eq(campaignRegistrations.email, owner));
    expect(rows).toEqual([]);
    const letter = await smtp.waitFor(owner, 2);
    expect(letter.subject).toContain('Реєстрація на захід');
  });

  it('registration campaign for a known e-mail never returns its client_id to a guest', async () => {
    const owner = `owner2-${run}@example.com`;
    await registerAccount(owner);
    const r = await post('/api/clients/campaign/registration', {
      email: owner,
      name: 'X',
      phone: '380671234500',
      password: 'secret12',
    });
    expect(r.status).toBe(422);
    const body = await r.json();
    expect(body.result).toBe('already');
    expect(body.client_id ?? null).toBeNull();
  });

  it("campaigns/registered answers only for this browser's own registration", async () => {
    const email = `guest-${run}@example.com`;
    const r = await post('/api/clients/campaign/webinar-8', { email });
    const marker = r.headers
      .getSetCookie()
      .find((c) => c.startsWith('fahivets_campaign='))
      ?.split(';')[0];
    const path = `/api/clients/campaigns/registered?campaigns[]=webinar-8&email=${encodeURIComponent(email)}`;
    expect((await (await t.request(path, { cookie: marker })).json()).data).toEqual({ 'webinar-8': true });
    expect((await (await t.request(path)).json()).data).toEqual({ 'webinar-8': false });
    const claims = JSON.stringify({ e: email, c: ['webinar-8'], t: Date.now() });
    const forged = `${marker?.split('=')[0]}=${encodeURIComponent(claims)}`;
    expect((await (await t.request(path, { cookie: forged })).json()).data).toEqual({ 'webinar-8': false });
  });

  it('campaign/registration shares the registration rate limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      await post(
        '/api/clients/register',
        {
          email: `rl-${run}-${i}@example.com`,
          name: 'R',
          phone: '+38 (067) 123-45-67',
          password: 'secret12',
          password_confirmation: 'secret12',
        },
        ip,
      );
    }
    const r = await post(
      '/api/clients/campaign/registration',
      { email: `rl-${run}-x@example.com`, name: 'R', phone: '380671234500', password: 'secret12' },
      ip,
    );
    expect(r.status).toBe(429);
    expect((await r.json()).message).toBe('Забагато спроб, спробуйте через декілька хв.');
  });
});
