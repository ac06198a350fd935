import type { ThemeId } from '../app/theme/themes';
import { accountServices } from './accounts/account-services';
import type { AppDeps } from './http/types';
import { listMenu, type MenuName } from './menus/list-menu';
import { presentMenuItem } from './menus/menus.presenter';
import { newsServices } from './news/news-services';
import { getPage } from './pages/get-page';
import { presentPage } from './pages/pages.presenter';
import { getSeoSettings } from './seo/get-seo-settings';
import { getSiteSettings } from './settings/get-site-settings';
import { subscriptionServices } from './subscriptions/subscription-services';
import { listTopics } from './topics/list-topics';

/**
 * Services bound to this process's dependencies, handed to React Router loaders through the load
 * context (loaders call services in-process, never HTTP to self). One entry per capability.
 */
export function createServices(deps: AppDeps) {
  const { db } = deps;
  return {
    accounts: accountServices(deps),
    news: newsServices(deps),
    pages: {
      get: async (alias: string) => presentPage(await getPage({ db, alias })),
    },
    seo: {
      forUrl: (url: string) => getSeoSettings({ db, url }),
    },
    menus: {
      list: async (menu: MenuName, theme: ThemeId, isAuthenticated: boolean) =>
        (await listMenu({ db, menu, theme, isAuthenticated })).map(presentMenuItem),
    },
    topics: {
      list: () => listTopics({ db }),
    },
    subscriptions: subscriptionServices(deps),
    settings: {
      get: (theme: ThemeId) => getSiteSettings({ db, theme }),
    },
    sitemap: {
      /** Paths of public content items; each content capability adds its own. */
      urls: async (): Promise<string[]> => [...(await newsServices(deps).sitemapUrls())],
    },
  };
}

export type Services = ReturnType<typeof createServices>;
