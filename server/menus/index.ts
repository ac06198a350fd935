import { UNREAD_CONSULTATIONS_COUNTER } from '../../common/navigation';
import type { ThemeId } from '../../common/themes';
import { TtlCache } from '../cache/ttl-cache';
import { defineCapability } from '../capability';
import { fillCounters } from './fill-counters';
import { listMenu, type MenuName } from './list-menu';
import { presentMenuItem } from './menus.presenter';
import { menusRoutes } from './menus.routes';

export const menus = defineCapability({
  name: 'menus',
  api: menusRoutes,
  services: ({ db, registry }) => {
    // Shell data on every page changes rarely: 30 s per process.
    const cache = new TtlCache<ReturnType<typeof presentMenuItem>[]>(30_000);
    return {
      list: (menu: MenuName, theme: ThemeId, isAuthenticated: boolean) =>
        cache.get(`menu:${menu}:${theme}:${isAuthenticated}`, async () =>
          fillCounters({
            db,
            items: (await listMenu({ db, menu, theme, isAuthenticated })).map((row) => presentMenuItem(row, theme)),
            sources: registry.counters,
            theme,
          }),
        ),
    };
  },
  // The unread-consultations count reads 0 until the consultations capability serves it.
  counters: { [UNREAD_CONSULTATIONS_COUNTER]: async () => 0 },
});
