import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { rawRequest } from './raw-http';

/**
 * Control: bad input is a 4xx with Ukrainian field messages, never a 5xx — a body is validated
 * whatever its Content-Type says (absent → `{}` → 422; another type → 415; broken JSON → 422);
 * NUL and lone surrogates are refused at the validation layer; ids beyond the column range are 404.
 */
let t: TestServer;
let cookie: string;
beforeAll(async () => {
  t = await startTestServer({ env: { TRUST_PROXY: '1' } });
  cookie = await sessionCookieFor(t.database.db, 'user@fahivets.ua');
});
afterAll(async () => {
  await t?.stop();
});

const octet = () => Math.floor(Math.random() * 250);
const send = (path: string, opts: { method?: string; type?: string; body?: string; signedIn?: boolean } = {}) =>
  rawRequest(t.url, path, {
    method: opts.method ?? 'POST',
    headers: {
      origin: t.url,
      // A fresh client address per request: rate limits stay out of what is tested here.
      'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}`,
      ...(opts.type ? { 'content-type': opts.type } : {}),
      ...(opts.signedIn ? { cookie } : {}),
      ...(opts.body !== undefined ? { 'content-length': String(Buffer.byteLength(opts.body)) } : {}),
    },
    body: opts.body,
  });
const errors = (r: { text: string }) => JSON.parse(r.text).errors as Record<string, string[]>;

describe('a body is validated whatever the Content-Type says', () => {
  it.each([
    ['/api/clients/login', 'email', false],
    ['/api/clients/register', 'email', false],
    ['/api/clients/restore', 'email', false],
    ['/api/nuxt/main-phone', 'phone', true],
    ['/api/clients/email', 'email', true],
    ['/api/clients/campaign/webinar-1', 'email', false],
    ['/api/shop4/orders', 'product', true],
    ['/api/news/post/1/reaction', 'reaction_id', true],
    ['/api/ratings/news/1', 'rating', true],
  ] as const)('%s with no Content-Type and no body → 422 naming %s', async (path, field, signedIn) => {
    for (const variant of [{}, { type: 'application/json' }, { type: 'application/json', body: '' }, { body: '' }]) {
      const r = await send(path, { ...variant, signedIn });
      expect(r.status, `${path} ${JSON.stringify(variant)}`).toBe(422);
      expect(errors(r)[field]?.[0]).toMatch(/[А-Яа-яІіЇїЄє]/);
    }
  });

  it('a body of another type is 415; broken JSON is 422', async () => {
    expect((await send('/api/clients/login', { type: 'text/plain', body: 'email=a' })).status).toBe(415);
    expect((await send('/api/clients/login', { body: '{"email":"a@b.ua"}' })).status).toBe(415);
    const broken = await send('/api/clients/login', { type: 'application/json', body: '{"email":' });
    expect(broken.status).toBe(422);
    expect(errors(broken).body).toBeDefined();
  });
});

describe('text PostgreSQL cannot hold is refused at the validation layer', () => {
  const hostile = ['a\u0000b', '\u0000', 'a\uD800', '\uDC00b'];
  it.each(hostile)('%j in JSON bodies → 422 on the field', async (bad) => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/clients/login', { email: bad, password: 'secret12' }, 'email'],
      ['/api/clients/profile', { name: bad, phone: '+38 (067) 111-00-01' }, 'name'],
      [
        '/api/shop4/orders',
        { product: 'professional', plan: '12m', name: bad, email: 'user@fahivets.ua', phone: '+38 (067) 111-00-01' },
        'name',
      ],
      ['/api/clients/campaign/webinar-1', { email: 'x@example.com', name: bad }, 'name'],
      ['/api/news/store-post', { title: bad }, 'title'],
    ];
    for (const [path, body, field] of cases) {
      const r = await send(path, { type: 'application/json', body: JSON.stringify(body), signedIn: true });
      expect(r.status, path).toBeLessThan(500);
      if (r.status === 422) expect(Object.keys(errors(r))).toContain(field);
      else expect([401, 403]).toContain(r.status);
    }
  });

  it('a guest sending NUL or broken JSON to an operation that needs the session gets 401, not 422', async () => {
    const doc = JSON.parse((await send('/api/openapi.json', { method: 'GET' })).text) as {
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    };
    const sessionOps = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, op]) => op.security?.length && op.requestBody)
        .map(([method]) => ({ method: method.toUpperCase(), path: `/api${path.replace(/\{\w+\}/g, '1')}` })),
    );
    expect(sessionOps.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const { method, path } of sessionOps) {
      for (const body of [JSON.stringify({ name: 'a\u0000b', title: '\u0000' }), '{"name":']) {
        const r = await send(path, { method, type: 'application/json', body });
        if (r.status !== 401) wrong.push(`${method} ${path} ${body} → ${r.status}`);
      }
    }
    expect(wrong).toEqual([]);
    // Signed in, or on an operation open to guests, the body is still refused with the field.
    const signedIn = await send('/api/clients/profile', {
      type: 'application/json',
      body: JSON.stringify({ name: 'a\u0000b' }),
      signedIn: true,
    });
    expect(signedIn.status).toBe(422);
    const guestLogin = await send('/api/clients/login', {
      type: 'application/json',
      body: JSON.stringify({ email: 'a\u0000b', password: 'secret12' }),
    });
    expect(guestLogin.status).toBe(422);
  });

  it.each(['%00', 'a%00b'])('%s in query strings and paths → 4xx, never 5xx', async (bad) => {
    for (const path of [
      `/api/news/search?q=${bad}`,
      `/api/news?q=${bad}`,
      `/api/clients/campaigns/registered?email=${bad}`,
      `/api/news/alias/1-${bad}`,
      `/api/pages/pages/${bad}`,
    ]) {
      const r = await send(path, { method: 'GET', signedIn: true });
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
    }
  });
});

it('invalid UTF-8 in a query or path is taken as the literal text, never a 5xx', async () => {
  for (const path of ['/api/news/search?q=%ED%A0%80', '/api/news?q=%C0%AF', '/api/news/alias/1-%ED%A0%80']) {
    expect((await send(path, { method: 'GET' })).status, path).toBeLessThan(500);
  }
});

describe('ids beyond the column range', () => {
  it.each(['2147483648', '9999999999', '99999999999999999999'])('%s in a path is 404', async (n) => {
    for (const path of [
      `/api/news/alias/${n}-post`,
      `/api/news/post/${n}`,
      `/api/shop4/subscriptions/${n}/unsubscribe`,
    ]) {
      const r = await send(path, { method: path.includes('unsubscribe') ? 'POST' : 'GET', signedIn: true });
      expect(r.status, path).toBe(404);
    }
  });
  it('beyond the range in a body is 422', async () => {
    const r = await send('/api/news/post/1/reaction', {
      type: 'application/json',
      body: '{"reaction_id":2147483648}',
      signedIn: true,
    });
    expect(r.status).toBe(422);
  });
});
