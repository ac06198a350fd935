import { createRoute, z } from '@hono/zod-openapi';
import { createApiRouter } from '../http/openapi';
import { fillCounters } from './fill-counters';
import { listMenu, type MenuName } from './list-menu';
import { presentMenuItem } from './menus.presenter';

const menuItem = z
  .object({
    id: z.number(),
    title: z.string(),
    short_title: z.string(),
    link: z.string(),
    options: z.object({
      icon: z.string().optional(),
      label: z.string().optional(),
      requiresAuth: z.boolean().optional(),
      counter: z.string().optional(),
    }),
  })
  .openapi('MenuItem');

const paths: [string, MenuName][] = [
  ['/menu/side-navigation', 'side'],
  ['/menu/header-navigation', 'header'],
  ['/menu/personal-account-navigation', 'personal'],
];

export function menusRoutes() {
  const router = createApiRouter();
  for (const [path, menu] of paths) {
    router.openapi(
      createRoute({
        method: 'get',
        path,
        tags: ['Menus'],
        responses: {
          200: {
            description: `${menu} menu`,
            content: { 'application/json': { schema: z.object({ data: z.array(menuItem) }) } },
          },
        },
      }),
      async (c) => {
        const { db, registry } = c.get('deps');
        const theme = c.get('theme');
        const rows = await listMenu({ db, menu, theme, isAuthenticated: Boolean(c.get('user')) });
        const items = rows.map((row) => presentMenuItem(row, theme));
        const data = await fillCounters({ db, items, sources: registry.counters, theme });
        return c.json({ data }, 200);
      },
    );
  }
  return router;
}
