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
const seen: Record<
  string,
  { built?: boolean; aborted?: unknown; body?: string; bothAborted?: boolean; followed?: boolean }
> = {};
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
        seen.wait = { aborted: signal.reason };
        gone();
        resolve(c.text('пізно'));
      });
    });
  });
  app.get('/then-request', (c) => {
    const cloned = c.req.raw.clone();
    return c.text(cloned.url);
  });
  // The signal read first, the full Request built after it: both end when the visitor goes.
  app.get('/signal-then-request', (c) => {
    const early = c.req.raw.signal;
    void c.req.raw.cache; // builds the full Request
    const late = c.req.raw.signal;
    return new Promise<Response>((resolve) => {
      late.addEventListener('abort', () => {
        seen.both = { bothAborted: early.aborted && late.aborted, followed: early !== late };
        gone();
        resolve(c.text('пізно'));
      });
    });
  });
  app.post('/with-body', async (c) => {
    const { signal } = c.req.raw;
    seen.post = { body: await c.req.text(), aborted: signal.aborted };
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

  /** Asks for `path` and goes away once the server has the request; resolves when the handler saw it. */
  async function leave(path: string) {
    const aborted = new Promise<void>((resolve) => {
      gone = resolve;
    });
    const ended = new AbortController();
    const request = fetch(`${base}${path}`, { signal: ended.signal }).catch((e: unknown) => e);
    await new Promise<void>((resolve) => server.once('request', () => setImmediate(resolve)));
    ended.abort();
    await request;
    await aborted;
  }

  it('fires when the visitor goes away before the answer', async () => {
    await leave('/wait');
    expect(String(seen.wait?.aborted)).toMatch(/abort|closed/i);
  });

  it('a full Request built after the signal was read ends together with it', async () => {
    await leave('/signal-then-request');
    // `late` is the full Request's own signal, which follows the adapter's controller.
    expect(seen.both).toEqual({ bothAborted: true, followed: true });
  });

  it('leaves the full Request to whoever asks for it, and a body to a POST', async () => {
    const r = await fetch(`${base}/then-request?x=1`);
    expect(await r.text()).toBe(`${base}/then-request?x=1`);

    const p = await fetch(`${base}/with-body`, { method: 'POST', body: 'заява на відпустку' });
    expect(await p.text()).toBe('прийнято');
    expect(seen.post).toMatchObject({ body: 'заява на відпустку', aborted: false });
  });
});
