import { eq } from 'drizzle-orm';
import { type ThemeId, themes } from '../../common/themes';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

export interface SiteSettings {
  contacts: { address: string; phones: string[]; email: string };
  social: Record<string, string>;
  popups: Record<string, string>;
}

/** Theme defaults overlaid with what editors stored in site_settings. */
export async function getSiteSettings(opts: { db: Db; theme: ThemeId }): Promise<SiteSettings> {
  const rows = await opts.db.select().from(siteSettings).where(eq(siteSettings.theme, opts.theme));
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<SiteSettings>;
  const theme = themes[opts.theme];
  return {
    contacts: { ...theme.contacts, ...(stored.contacts ?? {}) },
    social: { ...theme.social, ...(stored.social ?? {}) },
    popups: stored.popups ?? {},
  };
}
