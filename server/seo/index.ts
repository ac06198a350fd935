import type { ThemeId } from '../../common/themes';
import { defineCapability } from '../capability';
import { getSeoSettings } from './get-seo-settings';
import { seoRoutes } from './seo.routes';

export const seo = defineCapability({
  name: 'seo',
  api: seoRoutes,
  services: ({ db }) => ({
    forUrl: (url: string, theme: ThemeId) => getSeoSettings({ db, url, theme }),
  }),
});
