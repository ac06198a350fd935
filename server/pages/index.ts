import { defineCapability } from '../capability';
import { getPage } from './get-page';
import { seedLandingPages } from './landing-pages';
import { pageSitemapUrls } from './page-sitemap';
import { presentPage } from './pages.presenter';
import { pagesRoutes } from './pages.routes';

export const pages = defineCapability({
  name: 'pages',
  api: pagesRoutes,
  services: ({ db }) => ({
    get: async (alias: string) => presentPage(await getPage({ db, alias })),
  }),
  // Landing and thank-you pages are reference content: their paths are part of the site.
  seed: { reference: ({ db }) => seedLandingPages(db) },
  sitemap: ({ db }) => pageSitemapUrls({ db }),
});
