import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startSmtpPeer } from '../../tests/support/mail';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { originForHost } from '../env';
import { decodeData, encodeData } from '../payments/liqpay-protocol';
import { providerFor } from '../payments/provider';
import { rawRequest } from './raw-http';

/**
 * Control: every absolute URL comes from the configured origin (PUBLIC_URL, else
 * http://localhost:PORT), never from the request's Host header; the payment simulator calls back
 * only this site. The server runs without PUBLIC_URL, as a default `npm start` does.
 */
let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const run = Math.random().toString(36).slice(2, 8);
const hostile = ['evil.example', 'evil.example:8443', 'localhost.evil.example', '10.0.0.1:1', 'EVIL.example.'];

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

const origin = () => t.deps.env.publicOrigin;
const post = (path: string, host: string, body: unknown, extra: Record<string, string> = {}) =>
  rawRequest(t.url, path, {
    method: 'POST',
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...extra,
    },
    body: JSON.stringify(body),
  });

describe('absolute URLs come from the configured origin', () => {
  it('the default origin is http://localhost with the bound port', () => {
    expect(origin()).toBe(`http://localhost:${t.port}`);
  });

  it('a configured host (ALLOWED_HOSTS) keeps the configured scheme and port', () => {
    expect(originForHost(t.deps.env, '127.0.0.1:1')).toBe(`http://127.0.0.1:${t.port}`);
    expect(originForHost(t.deps.env, 'evil.example')).toBe(origin());
    expect(originForHost(t.deps.env, undefined)).toBe(origin());
  });

  it.each(hostile)('a password-reset letter asked for with Host %s links to the configured origin', async (host) => {
    const email = `reset-${run}-${hostile.indexOf(host)}@example.com`;
    const reg = await post('/api/clients/register', 'localhost', {
      email,
      name: 'Олена Тестова',
      phone: '+38 (067) 123-45-67',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    expect(reg.status).toBe(201);
    const r = await post('/api/clients/restore', host, { email });
    expect(r.status).toBe(200);
    const letter = await smtp.waitFor(email, 2);
    const links = [...`${letter.text} ${letter.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);
    expect(links.some((l) => l.startsWith(`${origin()}/restore?token=`))).toBe(true);
    for (const link of links) expect(link).not.toContain('evil');
    expect(`${letter.text}${letter.html}`).not.toContain(host);
  });

  it('a confirmation letter of a registration with a hostile Host links to the configured origin', async () => {
    const email = `confirm-${run}@example.com`;
    const r = await post('/api/clients/register', 'evil.example', {
      email,
      name: 'Олена Тестова',
      phone: '+38 (067) 123-45-67',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
    expect(r.status).toBe(201);
    const letter = await smtp.waitFor(email);
    expect(letter.text).toContain(`${origin()}/confirmations/`);
    expect(`${letter.text}${letter.html}`).not.toContain('evil.example');
  });

  it('checkout result_url and server_url ignore the Host header', async () => {
    const cookie = await sessionCookieFor(t.database.db, 'user@fahivets.ua');
    for (const host of hostile) {
      const r = await post(
        '/api/shop4/orders',
        host,
        {
          product: 'professional',
          plan: '12m',
          name: 'Оксана Користувач',
          email: 'user@fahivets.ua',
          phone: '+38 (067) 111-00-01',
        },
        { cookie },
      );
      expect(r.status).toBe(201);
      const data = decodeData(JSON.parse(r.text).data.checkout.data) as Record<string, string>;
      expect(new URL(data.result_url).origin).toBe(origin());
      expect(new URL(data.server_url).origin).toBe(origin());
    }
  });

  it('the payment simulator never calls back, nor sends the browser to, another address', async () => {
    const hits: string[] = [];
    const trap = http.createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.end('ok');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    try {
      const trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
      const provider = providerFor(t.deps.env);
      const data = encodeData({
        version: 3,
        public_key: provider.publicKey,
        action: 'pay',
        amount: 1,
        currency: 'UAH',
        description: 'x',
        order_id: 'nonexistent',
        result_url: `${trapUrl}/back`,
        server_url: `${trapUrl}/callback`,
        sandbox: 1,
      });
      const r = await t.request('/payments/simulator/complete', {
        method: 'POST',
        body: new URLSearchParams({ data, signature: provider.signData(data), outcome: 'pay' }),
      });
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe('/');
      expect(hits).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });
});
