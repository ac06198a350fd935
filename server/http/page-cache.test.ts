import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { pageCache, pageCacheOf, purgePublicPages } from './page-cache';
import type { AppDeps, AppEnv } from './types';
import { withBodyBytes } from '../../common/response-bytes';

// The micro-cache middleware on a small app of its own: routes that a product page cannot easily
// produce (a 200 that sets a cookie) and two "processes" that share nothing but Redis.
const redisUrl = process.env.REDIS_URL;
const connections: Redis[] = [];

function instance(redis: Redis | null) {
  const deps = { log: createLogger('silent'), metrics: createMetrics(), redis } as unknown as AppDeps;
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(pageCache(deps));
  let version = 0;
  app.get('/sets-cookie', (c) => {
    version++;
    c.header('Set-Cookie', 'chosen=1; Path=/');
    return c.html(`<p>${version}</p>`);
  });
  app.get('/news/page', (c) => {
    version++;
    return c.html(`<p>${version}</p>`);
  });
  // A document made in memory, as the renderer makes it (ADR 059); counts reads of its body.
  let bodyReads = 0;
  class CountingResponse extends Response {
    override arrayBuffer() {
      bodyReads++;
      return super.arrayBuffer();
    }
  }
  app.get('/made/page', () => {
    version++;
    const bytes = new TextEncoder().encode(`<p>документ ${version}</p>`);
    return withBodyBytes(new CountingResponse(bytes, { headers: { 'content-type': 'text/html' } }), bytes);
  });
  app.get('/read/page', () => {
    version++;
    return new CountingResponse(`<p>прочитаний ${version}</p>`, { headers: { 'content-type': 'text/html' } });
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { host: 'x.test', ...headers } });
  return { deps, get, cache: () => pageCacheOf(deps), bodyReads: () => bodyReads };
}

afterAll(() => {
  for (const r of connections) r.disconnect();
});

describe('page cache middleware', () => {
  it('never stores a response that sets a cookie', async () => {
    const { get, cache } = instance(null);
    const a = await get('/sets-cookie');
    const b = await get('/sets-cookie');
    expect(await a.text()).toBe('<p>1</p>');
    expect(await b.text()).toBe('<p>2</p>');
    expect(b.headers.get('x-page-cache')).toBe('bypass');
    expect(b.headers.get('cache-control')).toBe('private, no-store');
    expect(cache()?.stats.hits).toBe(0);
  });

  it('a document made in memory is stored from its bytes, without reading its body back (ADR 059)', async () => {
    const { get, bodyReads } = instance(null);
    const first = await get('/made/page');
    expect(first.headers.get('x-page-cache')).toBe('render');
    expect(await first.text()).toBe('<p>документ 1</p>');
    const second = await get('/made/page');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe('<p>документ 1</p>');
    expect(bodyReads()).toBe(0);
  });

  it("a hit carries the render's headers, with its own request id", async () => {
    const { get } = instance(null);
    const first = await get('/made/page');
    const second = await get('/made/page');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const shown = (r: Response) =>
      [...r.headers].filter(([name]) => name !== 'x-page-cache' && name !== 'x-request-id');
    expect(shown(second)).toEqual(shown(first));
    expect(shown(second).map(([name]) => name)).toEqual(
      expect.arrayContaining(['content-type', 'cache-control', 'vary']),
    );
    const third = await get('/made/page');
    expect(second.headers.get('x-request-id')).toMatch(/\S/);
    expect(third.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('the query string is part of the key', async () => {
    const { get } = instance(null);
    expect(await (await get('/news/page?a=1')).text()).toBe('<p>1</p>');
    expect(await (await get('/news/page?a=2')).text()).toBe('<p>2</p>');
    expect(await (await get('/news/page')).text()).toBe('<p>3</p>');
    const again = await get('/news/page?a=1');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toBe('<p>1</p>');
  });

  it('any other body is read for the cache and still sent whole', async () => {
    const { get, bodyReads } = instance(null);
    const first = await get('/read/page');
    expect(await first.text()).toBe('<p>прочитаний 1</p>');
    expect(bodyReads()).toBe(1);
    const second = await get('/read/page');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe('<p>прочитаний 1</p>');
  });

  it('a request with a session cookie is neither served from nor stored in the cache', async () => {
    const { get } = instance(null);
    expect(await (await get('/news/page')).text()).toBe('<p>1</p>');
    const signed = await get('/news/page', { cookie: 'fahivets_session=abc' });
    expect(await signed.text()).toBe('<p>2</p>');
    expect(await (await get('/news/page')).text()).toBe('<p>1</p>');
  });

  it('purge drops the page at once in this process', async () => {
    const { deps, get } = instance(null);
    await get('/news/page');
    expect((await get('/news/page')).headers.get('x-page-cache')).toBe('hit');
    await purgePublicPages(deps, ['/news*']);
    const after = await get('/news/page');
    expect(after.headers.get('x-page-cache')).toBe('render');
    expect(await after.text()).toBe('<p>2</p>');
  });

  it.skipIf(!redisUrl)('purge reaches another process through Redis', async () => {
    const [ra, rb] = [new Redis(redisUrl as string), new Redis(redisUrl as string)];
    connections.push(ra, rb);
    const a = instance(ra);
    const b = instance(rb);
    await b.get('/news/page');
    expect((await b.get('/news/page')).headers.get('x-page-cache')).toBe('hit');
    await b.cache()?.subscribed;
    const purged = new Promise<string[]>((resolve) => b.cache()?.onPurge(resolve));
    await purgePublicPages(a.deps, ['/news/page']);
    expect(await purged).toEqual(['/news/page']);
    expect((await b.get('/news/page')).headers.get('x-page-cache')).toBe('render');
  });
});
