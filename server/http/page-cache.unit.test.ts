import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const page = (path: string) => ({
  path,
  status: 200,
  headers: {} as Record<string, string>,
  body: new Uint8Array(1000),
});

describe('page cache keeps no expired pages for long (ADR 047)', () => {
  it('a store after five seconds drops every page past its second, and keeps the fresh ones', async () => {
    let now = 10_000;
    const cache = new PageCache({ now: () => now });
    // One-off guest URLs (each a key of its own, never asked again).
    for (let i = 0; i < 50; i++) await cache.coalesce(`h||/news?_b=${i}`, async () => page('/news'));
    expect(cache.size).toBe(50);
    expect(cache.get('h||/news?_b=1')).toBeDefined();

    // Expired, but nothing was stored since: still held.
    now += 1_500;
    expect(cache.get('h||/news?_b=1')).toBeUndefined();
    expect(cache.size).toBe(49);

    // A store within five seconds of the start does not sweep yet.
    now += 2_000;
    await cache.coalesce('h||/kit', async () => page('/kit'));
    expect(cache.size).toBe(50);

    // The first store five seconds on sweeps every expired page (/kit too, stored 1.6 s ago).
    now += 1_600;
    await cache.coalesce('h||/', async () => page('/'));
    expect(cache.size).toBe(1);
    expect(cache.get('h||/')).toBeDefined();
  });
});

describe('page cache and writes (ADR 019)', () => {
  it('a request after a purge renders anew instead of joining a render that started before it', async () => {
    const cache = new PageCache();
    let finishOld: (p: ReturnType<typeof page>) => void = () => {};
    const old = cache.coalesce('h||/free-webinars', () => new Promise((resolve) => (finishOld = resolve)));
    // A second guest meanwhile shares the render under way.
    let joinedRendered = false;
    const joined = cache.coalesce('h||/free-webinars', async () => {
      joinedRendered = true;
      return page('/free-webinars');
    });
    cache.purgeLocal(['/free-webinars*']);
    // After the write: a render of its own, with the new data.
    const fresh = { ...page('/free-webinars'), status: 201 };
    const after = await cache.coalesce('h||/free-webinars', async () => fresh);
    expect(after).toBe(fresh);
    finishOld(page('/free-webinars'));
    expect((await old)?.status).toBe(200);
    expect(await joined).toEqual(await old);
    expect(joinedRendered).toBe(false);
    // The render from before the purge is not stored over the new one; the new one is.
    expect(cache.get('h||/free-webinars')).toBe(fresh);
  });
});
