import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { BODY_LIMITS } from '../http/app';
import { rawRequest, twoOnOneSocket } from './raw-http';

/**
 * Controls: a body limit on every route that takes a body (413); uploads keep their own strict CSP,
 * nosniff and a Content-Disposition; an early refusal of a request with a large unread body does
 * not break the client's keep-alive connection; a known path with the wrong method is 405 + Allow.
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

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('body limits', () => {
  it.each(['/payments/simulator', '/payments/simulator/complete', '/login', '/checkout/professional'])(
    'POST %s over the page limit → 413',
    async (path) => {
      const r = await rawRequest(t.url, path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
        body: Buffer.alloc(BODY_LIMITS.pages + 1024, 'a'),
      });
      expect(r.status).toBe(413);
    },
  );
  it('the API refuses a body over its limit with 413', async () => {
    const r = await rawRequest(t.url, '/api/clients/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.url },
      body: Buffer.alloc(BODY_LIMITS.api + 1024, ' '),
    });
    expect(r.status).toBe(413);
  });
});

describe('reads without a body', () => {
  /**
   * The Node adapter builds a full fetch Request the first time anything asks a request for its body
   * (or signal); that Request hangs an abort listener on the adapter's signal, kept until a GC
   * finalizer runs. Under load those pile up (ADR 044), so a GET must pass the body limits without
   * asking. Counted here: abort listeners added while the server answers one request.
   */
  async function abortListenersDuring(send: () => Promise<{ status: number }>) {
    const original = AbortSignal.prototype.addEventListener;
    let added = 0;
    AbortSignal.prototype.addEventListener = function (this: AbortSignal, ...args: Parameters<typeof original>) {
      if (args[0] === 'abort') added++;
      return original.apply(this, args);
    };
    try {
      const r = await send();
      return { added, status: r.status };
    } finally {
      AbortSignal.prototype.addEventListener = original;
    }
  }

  it.each(['/api/news/all?page=1', '/api/documents/documents?page=1'])(
    'GET %s: no fetch Request is built for it',
    async (path) => {
      const r = await abortListenersDuring(() => rawRequest(t.url, path));
      expect(r.status).toBe(200);
      expect(r.added).toBe(0);
    },
  );
  it('a POST still reaches the limit, which reads its body', async () => {
    const r = await abortListenersDuring(() =>
      rawRequest(t.url, '/api/clients/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: t.url },
        body: JSON.stringify({ email: 'user@fahivets.ua', password: 'не той пароль' }),
      }),
    );
    expect(r.status).toBe(401);
    expect(r.added).toBeGreaterThan(0);
  });
});

describe('uploaded files', () => {
  it('answer with their own CSP, nosniff and an inline disposition for images', async () => {
    const form = new FormData();
    form.set('name', 'Оксана Користувач');
    form.set('phone', '+38 (067) 111-00-01');
    form.set('avatar', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const saved = await t.request('/api/clients/profile', { method: 'POST', cookie, body: form });
    expect(saved.status).toBe(200);
    const url = (await saved.json()).data.avatar as string;
    expect(url).toMatch(/^\/uploads\//);
    const r = await t.request(url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-disposition')).toBe('inline');
  });
});

describe('early refusals keep keep-alive clients working', () => {
  const request = (path: string, body: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${t.url}\r\nContent-Type: ` +
          `application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
      ),
      body,
    ]);
  const next = Buffer.from('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');

  it.each(['/api/news/store-post', '/api/news/image', '/api/shop4/orders'])(
    'a guest posting ~500 KB to %s: the refusal says Connection: close, or the next request is answered',
    async (path) => {
      const big = Buffer.from(JSON.stringify({ title: 'x'.repeat(500_000) }));
      const raw = await twoOnOneSocket(t.url, request(path, big), next);
      const [head] = raw.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 4\d\d/);
      const closes = /\r\nconnection: close/i.test(head);
      const secondAnswered = /HTTP\/1\.1 200[\s\S]*"status":"ok"/.test(raw);
      expect(closes || secondAnswered).toBe(true);
    },
  );
});

describe('wrong method on a known path', () => {
  it.each([
    ['DELETE', '/api/clients/login', 'POST'],
    ['POST', '/api/news/search', 'GET'],
    ['PUT', '/api/news/post/12', 'GET'],
    ['GET', '/api/shop4/orders', 'POST'],
  ])('%s %s → 405 with Allow', async (method, path, allowed) => {
    const r = await t.request(path, { method });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')?.split(', ')).toContain(allowed);
    expect((await r.json()).message).toMatch(/[А-Яа-яІі]/);
  });
  it('an unknown path is still 404', async () => {
    expect((await t.request('/api/no/such/thing', { method: 'POST' })).status).toBe(404);
  });
});
