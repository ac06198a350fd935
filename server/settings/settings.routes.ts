import { createRoute, z } from '@hono/zod-openapi';
import { themes } from '../../common/themes';
import { createApiRouter } from '../http/openapi';
import { getSiteSettings } from './get-site-settings';

const service = z
  .object({ slug: z.string(), title: z.string(), description: z.string(), link: z.string(), expanded: z.boolean() })
  .openapi('AvailableService');

export function settingsRoutes() {
  return createApiRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/nuxt/features',
        tags: ['Site'],
        responses: {
          200: {
            description: 'Available services of this site (theme)',
            content: { 'application/json': { schema: z.object({ data: z.array(service) }) } },
          },
        },
      }),
      (c) => {
        const theme = themes[c.get('theme')];
        return c.json(
          {
            data: theme.consultationServices.map((s) => ({
              slug: s.slug,
              title: s.title,
              description: s.description,
              link: `/consultations/${s.slug}`,
              expanded: true,
            })),
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/site/settings',
        tags: ['Site'],
        responses: {
          200: {
            description: 'Site configuration: contacts, social links, theme',
            content: { 'application/json': { schema: z.object({ data: z.any() }) } },
          },
        },
      }),
      async (c) => {
        const theme = themes[c.get('theme')];
        const settings = await getSiteSettings({ db: c.get('deps').db, theme: theme.id });
        return c.json({ data: { theme: theme.id, name: theme.name, colors: theme.colors, ...settings } }, 200);
      },
    );
}
