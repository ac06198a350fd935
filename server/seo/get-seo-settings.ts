import { and, asc, eq, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import { inTheme } from '../db/content-themes';
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

/** The row of this path for the theme; a row of this theme alone wins over one shared by both. */
async function readSeoSettings(db: Db, url: string, theme: ThemeId) {
  const [row] = await db
    .select()
    .from(seoSettings)
    .where(and(eq(seoSettings.url, url), inTheme(seoSettings.themes, theme)))
    .orderBy(sql`cardinality(${seoSettings.themes})`, asc(seoSettings.id))
    .limit(1);
  if (!row) return null;
  return { ...row, text: cleanSeoText(row.text) };
}

type SeoRow = Awaited<ReturnType<typeof readSeoSettings>>;

/**
 * Every page asks for its path's SEO row, and almost none has one: rows (and their absence) are
 * kept 30 s per process like the rest of the shell data; a write calls `invalidateSeoSettings`.
 */
const cacheByDb = new WeakMap<Db, TtlCache<SeoRow>>();

export function getSeoSettings(opts: { db: Db; url: string; theme: ThemeId }): Promise<SeoRow> {
  let cache = cacheByDb.get(opts.db);
  if (!cache) {
    cache = new TtlCache<SeoRow>(30_000);
    cacheByDb.set(opts.db, cache);
  }
  const url = seoPath(opts.url);
  return cache.get(`${opts.theme}:${url}`, () => readSeoSettings(opts.db, url, opts.theme));
}

/** After a write to seo_settings: the next page of this process reads the table again. */
export function invalidateSeoSettings(db: Db): void {
  cacheByDb.get(db)?.clear();
}
