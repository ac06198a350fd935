import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's adapter (@hono/node-server, patched: ADR 060) gives a request without a body the abort
 * signal of its own controller, so React Router reading `request.signal` on every page does not build
 * the full Request. What must hold: the signal still tells a handler the visitor has gone, for reads
 * with and without a body, and the Request is still there for whoever asks for more.
 */
let server: http.Server;
let base: string;
const seen: Record<string, { built: boolean; aborted?: unknown; body?: string; sameSignal?: boolean }> = {};
let gone: () => void = () => {};

beforeAll(async () => {
  const app = new Hono();
  app.get('/signal', (c) => {
    const { signal } = c.req.raw;
    seen.get = { built: !inspect(c.req.raw).includes('nativeRequest: undefined') };
    return c.text(signal.aborted ? 'перервано' : 'гаразд');
  });
  app.get('/wait', (c) => {
    const { signal } = c.req.raw;
    return new Promise<Response>((resolve) => {
      signal.addEventListener('abort', () => {
        seen.wait = { built: false, aborted: signal.reason };
        gone();
        resolve(c.text('пізно'));
      });
    });
  });
  app.get('/then-request', (c) => {
    const { signal } = c.req.raw;
    const cloned = c.req.raw.clone();
    seen.clone = { built: true, sameSignal: !signal.aborted && !cloned.signal.aborted };
    return c.text(cloned.url);
  });
  app.post('/with-body', async (c) => {
    const { signal } = c.req.raw;
    seen.post = { built: true, body: await c.req.text(), aborted: signal.aborted };
    return c.text('прийнято');
  });
  server = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the request’s abort signal (ADR 060)', () => {
  it('is read on a GET without building the full Request', async () => {
    const r = await fetch(`${base}/signal`);
    expect(await r.text()).toBe('гаразд');
    expect(seen.get).toEqual({ built: false });
  });

  it('fires when the visitor goes away before the answer', async () => {
    const aborted = new Promise<void>((resolve) => {
      gone = resolve;
    });
    const ended = new AbortController();
    const request = fetch(`${base}/wait`, { signal: ended.signal }).catch((e: unknown) => e);
    // The handler is waiting on the signal once the server has the request: end it from the client side.
    await new Promise<void>((resolve) => server.once('request', () => setImmediate(resolve)));
    ended.abort();
    await request;
    await aborted;
    expect(String(seen.wait?.aborted)).toMatch(/abort|closed/i);
  });

  it('leaves the full Request to whoever asks for it, and a body to a POST', async () => {
    const r = await fetch(`${base}/then-request?x=1`);
    expect(await r.text()).toBe(`${base}/then-request?x=1`);
    expect(seen.clone?.sameSignal).toBe(true);

    const p = await fetch(`${base}/with-body`, { method: 'POST', body: 'заява на відпустку' });
    expect(await p.text()).toBe('прийнято');
    expect(seen.post).toMatchObject({ body: 'заява на відпустку', aborted: false });
  });
});
