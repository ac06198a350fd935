import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { menuItems } from '../db/schema';

export type MenuName = 'side' | 'header' | 'personal';

export async function listMenu(opts: { db: Db; menu: MenuName; theme: ThemeId; isAuthenticated: boolean }) {
  const rows = await opts.db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.menu, opts.menu), or(isNull(menuItems.theme), eq(menuItems.theme, opts.theme))))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  // Items that need auth are still listed for guests (the UI asks them to log in), as the original menu does.
  return rows;
}
