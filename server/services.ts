import type { ThemeId } from '../common/themes';
import type { Capability } from './capability';
import type { Capabilities } from './capabilities';
import { TtlCache } from './cache/ttl-cache';
import { onPublicPurge } from './http/page-cache';
import type { AppDeps } from './http/types';
import { forgetKept } from './cache/kept-lists';

type ServicesOf<C> =
  C extends Capability<infer Name, infer S> ? ([S] extends [never] ? never : { name: Name; s: S }) : never;
type CapabilityServices = {
  [E in ServicesOf<Capabilities[number]> as E['name']]: E['s'];
};

/**
 * Services bound to this process's dependencies, handed to React Router loaders through the load
 * context (loaders call services in-process, never HTTP to self): `services.<capability name>`,
 * built from the capability list, plus the sitemap that gathers every capability's public items.
 */
export function createServices(deps: AppDeps) {
  const { capabilities } = deps.registry;
  const byName = Object.fromEntries(
    capabilities.filter((c) => c.services).map((c) => [c.name, c.services?.(deps)]),
  ) as CapabilityServices;
  const guestHome = new TtlCache<Awaited<ReturnType<typeof loadGuestHome>>>(1000, 8);
  // A write that purges the cached home page (publishing news, saving slides, …) drops these too.
  onPublicPurge(deps, (paths) => {
    if (paths.includes('/')) guestHome.clear();
    // An item saved in another process reaches this one as a purge (through Redis): the kept totals,
    // filter counts and dictionaries of every list go too (ADR 046).
    forgetKept(deps.db);
  });
  const loadGuestHome = async (theme: ThemeId) => {
    const [news, videos, handbooks, upcomingWebinars, slides] = await Promise.all([
      byName.news.list({ user: null, theme, type: 'all', limit: 5, excerptWords: 15 }),
      byName.records.widgets({ user: null, theme, limit: 4 }),
      byName.handbooks.latest({ theme, limit: 4 }),
      byName.webinars.upcoming({ theme, limit: 3 }),
      byName.slider.slides({ slider: 'home', theme }),
    ]);
    return {
      news: news.data.map((p) => ({ id: p.id, title: p.title, url: p.url, published_at: p.published_at })),
      videos,
      handbooks: handbooks.map((h) => ({ id: h.id, title: h.title, url: h.url })),
      upcomingWebinars,
      slides,
    };
  };
  return {
    ...byName,
    home: {
      /**
       * The home page's blocks as a guest sees them (titles of news, handbooks and webinars; video
       * cards without personal marks; the slider), kept per theme for one second like the guest page cache: under
       * load a process reads them once a second, not once per request. Personal blocks are not here.
       */
      guestBlocks: (theme: ThemeId) => guestHome.get(theme, () => loadGuestHome(theme)),
    },
    sitemap: {
      /** Paths of public content items of the theme, from every capability that lists some. */
      urls: async (theme: ThemeId): Promise<string[]> =>
        (await Promise.all(capabilities.map((c) => c.sitemap?.(deps, { theme }) ?? Promise.resolve([])))).flat(),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
