import type { ThemeId } from '../common/themes';
import { accountServices } from './accounts/account-services';
import { TtlCache } from './cache/ttl-cache';
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
  // Shell data on every page (menus, topics, contacts) changes rarely: 30 s per process.
  const menuCache = new TtlCache<ReturnType<typeof presentMenuItem>[]>(30_000);
  const topicCache = new TtlCache<Awaited<ReturnType<typeof listTopics>>>(30_000);
  const settingsCache = new TtlCache<Awaited<ReturnType<typeof getSiteSettings>>>(30_000);
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
      list: (menu: MenuName, theme: ThemeId, isAuthenticated: boolean) =>
        menuCache.get(`menu:${menu}:${theme}:${isAuthenticated}`, async () =>
          (await listMenu({ db, menu, theme, isAuthenticated })).map(presentMenuItem),
        ),
    },
    topics: {
      list: () => topicCache.get('topics', () => listTopics({ db })),
    },
    subscriptions: subscriptionServices(deps),
    settings: {
      get: (theme: ThemeId) => settingsCache.get(`settings:${theme}`, () => getSiteSettings({ db, theme })),
    },
    sitemap: {
      /** Paths of public content items; each content capability adds its own. */
      urls: async (): Promise<string[]> => [...(await newsServices(deps).sitemapUrls())],
    },
  };
}

export type Services = ReturnType<typeof createServices>;
