import type { ThemeId } from '../../common/themes';
import type { CounterSource } from '../capability';
import type { Db } from '../db/client';
import type { MenuItemView } from './menus.presenter';

/**
 * Menu items whose counter a capability serves show the real count of the theme instead of the
 * seeded default. Personal counters (items that need an account) are not filled here: the menu is
 * cached for everybody.
 */
export async function fillCounters(opts: {
  db: Db;
  items: MenuItemView[];
  sources: Readonly<Record<string, CounterSource>>;
  theme: ThemeId;
}): Promise<MenuItemView[]> {
  return Promise.all(
    opts.items.map(async (item) => {
      const source = item.options.counter ? opts.sources[item.options.counter] : undefined;
      if (!source || item.options.requiresAuth) return item;
      const count = await source({ db: opts.db, user: null, theme: opts.theme });
      return { ...item, options: { ...item.options, label: String(count) } };
    }),
  );
}
