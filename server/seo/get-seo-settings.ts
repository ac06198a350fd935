import { eq } from 'drizzle-orm';
import { TtlCache } from '../cache/ttl-cache';
import type { Db } from '../db/client';
import { seoSettings } from '../db/schema';
import { cleanSeoText } from './seo-text';

/** Normalises "https://host/path/?q" or "/path/" to "/path" so lookups match however the URL was given. */
export function seoPath(url: string): string {
  let pathname = url.trim();
  try {
    pathname = new URL(pathname, 'http://local').pathname;
  } catch {
    // keep the raw value
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  return pathname || '/';
}

async function readSeoSettings(db: Db, url: string) {
  const [row] = await db.select().from(seoSettings).where(eq(seoSettings.url, url)).limit(1);
  if (!row) return null;
  return { ...row, text: cleanSeoText(row.text) };
}

type SeoRow = Awaited<ReturnType<typeof readSeoSettings>>;

/**
 * Every page asks for its path's SEO row, and almost none has one: rows (and their absence) are
 * kept 30 s per process like the rest of the shell data; a write calls `invalidateSeoSettings`.
 */
const cacheByDb = new WeakMap<Db, TtlCache<SeoRow>>();

export function getSeoSettings(opts: { db: Db; url: string }): Promise<SeoRow> {
  let cache = cacheByDb.get(opts.db);
  if (!cache) {
    cache = new TtlCache<SeoRow>(30_000);
    cacheByDb.set(opts.db, cache);
  }
  const url = seoPath(opts.url);
  return cache.get(url, () => readSeoSettings(opts.db, url));
}

/** After a write to seo_settings: the next page of this process reads the table again. */
export function invalidateSeoSettings(db: Db): void {
  cacheByDb.get(db)?.clear();
}
