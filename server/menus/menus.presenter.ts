import type { menuItems } from '../db/schema';

export function presentMenuItem(row: typeof menuItems.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    short_title: row.shortTitle ?? row.title,
    link: row.link,
    options: row.options,
  };
}
export type MenuItemView = ReturnType<typeof presentMenuItem>;
