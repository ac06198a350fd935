import { defineCapability } from '../capability';
import { getPage } from './get-page';
import { presentPage } from './pages.presenter';
import { pagesRoutes } from './pages.routes';

export const pages = defineCapability({
  name: 'pages',
  api: pagesRoutes,
  services: ({ db }) => ({
    get: async (alias: string) => presentPage(await getPage({ db, alias })),
  }),
});
