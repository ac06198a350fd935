import type { ThemeId } from '../../common/themes';
import { TtlCache } from '../cache/ttl-cache';
import { defineCapability } from '../capability';
import { seedCore } from '../db/seed/core';
import { getSiteSettings } from './get-site-settings';
import { settingsRoutes } from './settings.routes';

export const settings = defineCapability({
  name: 'settings',
  api: settingsRoutes,
  services: ({ db }) => {
    const cache = new TtlCache<Awaited<ReturnType<typeof getSiteSettings>>>(30_000);
    return { get: (theme: ThemeId) => cache.get(`settings:${theme}`, () => getSiteSettings({ db, theme })) };
  },
  // The site's core reference data (menus, topics, CMS pages, SEO defaults) is seeded as one step.
  seed: { reference: ({ db }) => seedCore(db) },
});
