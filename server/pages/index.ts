import { defineCapability } from '../capability';
import { findPageForStaff, listPagesForStaff } from './edit-page';
import { getPage } from './get-page';
import { seedLandingPages } from './landing-pages';
import { packagesOfBlocks } from './page-packages';
import { pageSitemapUrls } from './page-sitemap';
import { presentPage, presentStaffPage } from './pages.presenter';
import { pagesRoutes } from './pages.routes';

export const pages = defineCapability({
  name: 'pages',
  api: pagesRoutes,
  services: ({ db }) => ({
    get: async (alias: string) => {
      const page = await getPage({ db, alias });
      return presentPage(page, await packagesOfBlocks(db, page.blocks));
    },
    /** Staff preview of a page's draft (callers check the editor role). */
    preview: async (alias: string) => {
      const page = await findPageForStaff(db, alias);
      const view = page.draft ? { ...page, ...page.draft } : page;
      return presentPage(view, await packagesOfBlocks(db, view.blocks));
    },
    staffList: async () => (await listPagesForStaff(db)).map(presentStaffPage),
    staffPage: async (alias: string) => presentStaffPage(await findPageForStaff(db, alias)),
  }),
  // Landing and thank-you pages are reference content: their paths are part of the site.
  seed: { reference: ({ db }) => seedLandingPages(db) },
  sitemap: ({ db }) => pageSitemapUrls({ db }),
});
