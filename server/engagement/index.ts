import { defineCapability } from '../capability';
import { engagementRoutes } from './engagement.routes';
import { listFavorites } from './list-favorites';
import { listLatestViewed } from './list-latest-viewed';
import { presentFavoritesPage, presentLatestViewed } from './engagement.presenter';
import type { SessionUser } from '../accounts/sessions';

/**
 * Favourites, views, latest viewed, reactions, ratings, shares and counters for every content kind
 * (kinds register through their capability's `engagementKinds`).
 */
export const engagement = defineCapability({
  name: 'engagement',
  api: engagementRoutes,
  services: ({ db, registry }) => ({
    favorites: async (user: SessionUser, opts: { page?: number; kind?: string } = {}) =>
      presentFavoritesPage(await listFavorites({ db, kinds: registry.engagementKinds, user, ...opts })),
    /** Registered kinds with their labels, in registration order: the tabs of "Мої обрані". */
    kinds: () => [...registry.engagementKinds.values()].map((k) => ({ id: k.kind, label: k.label ?? k.kind })),
    latestViewed: async (user: SessionUser) =>
      presentLatestViewed(await listLatestViewed({ db, kinds: registry.engagementKinds, user })),
  }),
});
