import { type ThemeId, themeWord } from '../../common/themes';
import type { menuItems } from '../db/schema';

/** A menu item as the API and the shell show it; a themed item takes its title from the theme. */
export function presentMenuItem(row: typeof menuItems.$inferSelect, theme: ThemeId) {
  const { titleFrom, ...options } = row.options;
  const title = titleFrom ? themeWord(theme, titleFrom) : row.title;
  return {
    id: row.id,
    title,
    short_title: row.shortTitle ?? title,
    link: row.link,
    options,
  };
}
export type MenuItemView = ReturnType<typeof presentMenuItem>;
