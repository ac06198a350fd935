import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import client from 'prom-client';
import { bodyBytesOf } from '../../common/response-bytes';
import { broadcast } from '../cache/broadcast';
import { SESSION_COOKIE_NAMES } from './cookies';
import type { AppDeps, AppEnv } from './types';

/**
 * Anonymous micro-cache (ADR 019): a public page rendered for a visitor without a session is kept
 * for 1 s per host + Accept-Encoding + URL; concurrent misses of one key share one render. Only a
 * 200 with no Set-Cookie and no private/no-store is stored, and only for a request without a session
 * cookie, so no personal data is ever cached. Writes of public content call `purgePublicPages`;
 * with Redis the purge reaches every process.
 */

const TTL_MS = 1000;
const PURGE_CHANNEL = 'fahivets:page-cache:purge';
/** Paths that are never pages (their own handlers or static files). */
const NOT_PAGES = /^\/(?:api|assets|uploads|images|payments|socket\.io)(?:\/|$)|^\/(?:healthz|readyz|metrics)$/;
const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:${SESSION_COOKIE_NAMES.secure}|${SESSION_COOKIE_NAMES.plain})=`.replace(/-/g, '\\-'),
);
/** For a CDN in front: shared caches keep a guest page 1 s; browsers revalidate; a cookie varies it. */
const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

interface CachedPage {
  path: string;
  status: number;
  /** The response's headers (lower-case names), as stored; a hit gets its own request id. */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

export interface PageCacheStats {
  renders: number;
  hits: number;
  coalesced: number;
}

/** How often a store also drops expired pages (lru-cache only evicts them when it runs out of room). */
const PURGE_STALE_EVERY_MS = 5_000;

export class PageCache {
  readonly stats: PageCacheStats = { renders: 0, hits: 0, coalesced: 0 };
  readonly #clock: { now(): number };
  readonly #pages: LRUCache<string, CachedPage>;
  #lastStalePurge: number;

  /** `clock` is for tests; pages live by `performance.now()`. */
  constructor(clock: { now(): number } = performance) {
    this.#clock = clock;
    this.#pages = new LRUCache<string, CachedPage>({
      max: 5000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (p) => p.body.byteLength + 512,
      ttl: TTL_MS,
      perf: clock,
      // lru-cache reuses one reading of the clock for a millisecond of real time; a test's clock moves by itself.
      ttlResolution: clock === performance ? 1 : 0,
    });
    this.#lastStalePurge = clock.now();
  }

  /** Pages held, expired ones included until the next store purges them. */
  get size() {
    return this.#pages.size;
  }
  readonly #inflight = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by every purge: a render that started before it is not stored. */
  #generation = 0;
  readonly #listeners = new Set<(paths: string[]) => void>();
  /** Resolves once purges from other processes are being received (at once without Redis). */
  subscribed: Promise<void> = Promise.resolve();

  get(key: string) {
    return this.#pages.get(key);
  }

  /** One render per key at a time: `render` runs once, concurrent callers get its result. */
  async coalesce(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const running = this.#inflight.get(key);
    if (running) {
      this.stats.coalesced++;
      return running;
    }
    const generation = this.#generation;
    const job = render().then((page) => {
      if (page && generation === this.#generation) this.#store(key, page);
      return page;
    });
    this.#inflight.set(key, job);
    try {
      return await job;
    } finally {
      // A purge may have let a newer render of this key start meanwhile: that one stays.
      if (this.#inflight.get(key) === job) this.#inflight.delete(key);
    }
  }

  /**
   * Every URL a guest opens is a key of its own (a query string, a tracking parameter), and most are
   * never asked for again: without this, expired pages would stay until the cache is full (64 MB)
   * and keep the process that much larger for nothing.
   */
  #store(key: string, page: CachedPage) {
    const now = this.#clock.now();
    if (now - this.#lastStalePurge >= PURGE_STALE_EVERY_MS) {
      this.#lastStalePurge = now;
      this.#pages.purgeStale();
    }
    this.#pages.set(key, page);
  }

  /** Drops cached pages of these paths (any host, encoding, query); `/news*` is a prefix. */
  purgeLocal(paths: string[]) {
    this.#generation++;
    // Renders under way started before the write: a request from now on renders anew instead of joining one.
    this.#inflight.clear();
    const exact = new Set(paths.filter((p) => !p.endsWith('*')));
    const prefixes = paths.filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));
    for (const [key, page] of this.#pages.entries()) {
      if (exact.has(page.path) || prefixes.some((p) => page.path.startsWith(p))) this.#pages.delete(key);
    }
    for (const listener of this.#listeners) listener(paths);
  }

  /** Called after each purge (local or from another process); tests wait on it. */
  onPurge(listener: (paths: string[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

const caches = new WeakMap<AppDeps, { cache: PageCache; publish?: (paths: string[]) => Promise<void> }>();

/** The page cache of a running app (one per createApp). */
export function pageCacheOf(deps: AppDeps): PageCache | undefined {
  return caches.get(deps)?.cache;
}

/**
 * Purge hook for writes of public content: this process at once, every other process through Redis.
 * Never throws: a failed publish only leaves other processes' pages up to 1 s stale.
 */
const purgeHooks = new WeakMap<AppDeps, ((paths: string[]) => void)[]>();

/** Runs `hook` whenever public pages are purged in this process (by a write here or another process). */
export function onPublicPurge(deps: AppDeps, hook: (paths: string[]) => void): void {
  purgeHooks.set(deps, [...(purgeHooks.get(deps) ?? []), hook]);
}

const runPurgeHooks = (deps: AppDeps, paths: string[]) => {
  for (const hook of purgeHooks.get(deps) ?? []) hook(paths);
};

export async function purgePublicPages(deps: AppDeps, paths: string[]): Promise<void> {
  if (paths.length) runPurgeHooks(deps, paths);
  const entry = caches.get(deps);
  if (!entry || paths.length === 0) return;
  entry.cache.purgeLocal(paths);
  await entry.publish?.(paths);
}

function metricsFor(deps: AppDeps) {
  const { registry } = deps.metrics;
  const existing = registry.getSingleMetric('page_cache_requests_total') as client.Counter<'result'> | undefined;
  return (
    existing ??
    new client.Counter({
      name: 'page_cache_requests_total',
      help: 'Page requests by micro-cache result: hit, coalesced, render (guest miss), bypass (signed in)',
      labelNames: ['result'] as const,
      registers: [registry],
    })
  );
}

/** Adds Cache-Control (unless the route chose one) and a Vary entry to the response in place. */
function markResponse(c: Context<AppEnv>, cacheControl: string) {
  let headers = c.res.headers;
  try {
    headers.set('X-Page-Cache', headers.get('X-Page-Cache') ?? 'bypass');
  } catch {
    // Immutable headers (Response.redirect): copy the response; Hono would merge the old headers back.
    const copy = new Response(c.res.body, c.res);
    c.res = undefined as unknown as Response;
    c.res = copy;
    headers = copy.headers;
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', cacheControl);
  const vary = headers.get('Vary');
  if (!vary?.toLowerCase().includes('cookie')) headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie');
}

function storable(res: Response): boolean {
  if (res.status !== 200 || res.headers.has('Set-Cookie')) return false;
  const cc = res.headers.get('Cache-Control') ?? '';
  return !/private|no-store|no-cache/i.test(cc);
}

/** The middleware; register it in front of compression so each encoding is stored as sent. */
export function pageCache(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const cache = new PageCache();
  const shared = deps.redis
    ? broadcast<string[]>({
        redis: deps.redis,
        channel: PURGE_CHANNEL,
        what: 'page purge',
        log: deps.log,
        receive: (paths) => {
          if (!Array.isArray(paths)) return;
          cache.purgeLocal(paths.map(String));
          runPurgeHooks(deps, paths.map(String));
        },
      })
    : null;
  if (shared) cache.subscribed = shared.subscribed;
  caches.set(deps, { cache, publish: shared?.publish });
  const counter = metricsFor(deps);

  const serve = (page: CachedPage, requestId: string, result: 'hit' | 'coalesced') => {
    counter.inc({ result });
    const headers = new Headers(page.headers);
    headers.set('X-Request-Id', requestId);
    headers.set('X-Page-Cache', result);
    return new Response(page.body, { status: page.status, headers });
  };

  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'GET' || NOT_PAGES.test(path)) return next();
    if (SESSION_COOKIE.test(c.req.header('cookie') ?? '')) {
      counter.inc({ result: 'bypass' });
      await next();
      markResponse(c, PRIVATE_CACHE_CONTROL);
      return;
    }
    const { url } = c.req;
    const query = url.indexOf('?');
    const search = query < 0 ? '' : url.slice(query);
    const key = `${c.req.header('host') ?? ''}|${c.req.header('accept-encoding') ?? ''}|${path}${search}`;
    const hit = cache.get(key);
    if (hit) {
      cache.stats.hits++;
      return serve(hit, c.get('requestId'), 'hit');
    }
    let rendered = false;
    const page = await cache.coalesce(key, async () => {
      rendered = true;
      cache.stats.renders++;
      counter.inc({ result: 'render' });
      await next();
      if (!storable(c.res)) {
        markResponse(c, PRIVATE_CACHE_CONTROL);
        return null;
      }
      markResponse(c, GUEST_CACHE_CONTROL);
      c.res.headers.set('X-Page-Cache', 'render');
      const { status } = c.res;
      // The rendered document's bytes as made (ADR 059); a body from elsewhere is read and replaced.
      const made = bodyBytesOf(c.res);
      const body = made ?? new Uint8Array(await c.res.arrayBuffer());
      const headers: Record<string, string> = {};
      for (const [name, value] of c.res.headers) if (name !== 'x-request-id') headers[name] = value;
      if (!made) c.res = new Response(body, { status, headers: c.res.headers });
      return { path, status, headers, body };
    });
    if (rendered) return;
    if (page) return serve(page, c.get('requestId'), 'coalesced');
    // The shared render was not storable (e.g. it set a cookie): this visitor gets a render of its own.
    cache.stats.renders++;
    counter.inc({ result: 'render' });
    await next();
    markResponse(c, PRIVATE_CACHE_CONTROL);
  };
}
