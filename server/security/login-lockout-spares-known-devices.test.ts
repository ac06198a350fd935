import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

/**
 * Control: per-IP login limits stay strict; the per-account limit cannot lock the owner out — a
 * browser that signed in to the account before (signed device cookie) still logs in with the right
 * password while strangers' guesses are refused.
 */
let t: TestServer;
const run = Math.random().toString(36).slice(2, 8);
let ipSeq = 0;
const freshIp = () => `10.55.${Math.floor(Math.random() * 250)}.${++ipSeq}`;

beforeAll(async () => {
  t = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t?.stop();
});

const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.request('/api/clients/login', {
    method: 'POST',
    json: { email, password, remember: false },
    cookie,
    headers: { 'x-forwarded-for': ip },
  });
const deviceOf = (r: Response) =>
  r.headers
    .getSetCookie()
    .find((c) => c.startsWith('fahivets_device='))
    ?.split(';')[0];

async function account(name: string) {
  const email = `${name}-${run}@example.com`;
  const r = await t.request('/api/clients/register', {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp() },
    json: {
      email,
      name: 'Власник',
      phone: '+38 (067) 123-45-67',
      password: 'secret12',
      password_confirmation: 'secret12',
    },
  });
  expect(r.status).toBe(201);
  return email;
}

describe('login limits', () => {
  it("strangers' wrong passwords do not lock out a browser that signed in before", async () => {
    const email = await account('owner');
    const home = freshIp();
    const first = await login(email, 'secret12', home);
    expect(first.status).toBe(200);
    const device = deviceOf(first);
    expect(device).toBeDefined();
    for (let i = 0; i < 6; i++) await login(email, 'wrong-password', freshIp());
    const stranger = await login(email, 'secret12', freshIp());
    expect(stranger.status).toBe(429);
    const owner = await login(email, 'secret12', home, device);
    expect(owner.status).toBe(200);
  });

  it("a device cookie of another account, or a forged one, does not lift the account's limit", async () => {
    const email = await account('victim');
    const other = await account('other');
    const mine = deviceOf(await login(other, 'secret12', freshIp()));
    for (let i = 0; i < 6; i++) await login(email, 'wrong-password', freshIp());
    expect((await login(email, 'secret12', freshIp(), mine)).status).toBe(429);
    expect((await login(email, 'secret12', freshIp(), 'fahivets_device=AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(429);
  });

  it('the per-IP limit holds even for a known device', async () => {
    const email = await account('ipcap');
    const ip = freshIp();
    const device = deviceOf(await login(email, 'secret12', ip));
    for (let i = 0; i < 5; i++) await login(`x${i}-${run}@example.com`, 'wrong-password', ip);
    expect((await login(email, 'secret12', ip, device)).status).toBe(429);
  });
});
