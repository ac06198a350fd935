import { eq } from 'drizzle-orm';
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

export async function getSeoSettings(opts: { db: Db; url: string }) {
  const [row] = await opts.db
    .select()
    .from(seoSettings)
    .where(eq(seoSettings.url, seoPath(opts.url)))
    .limit(1);
  if (!row) return null;
  return { ...row, text: cleanSeoText(row.text) };
}
