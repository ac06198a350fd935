import { createRoute, z } from '@hono/zod-openapi';
import { createApiRouter } from '../http/openapi';
import { getSeoSettings } from './get-seo-settings';

const seoData = z
  .object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    image_url: z.string().nullable(),
    redirect_url: z.string().nullable(),
    text: z.string(),
  })
  .openapi('SeoSettings');

export function seoRoutes() {
  return createApiRouter().openapi(
    createRoute({
      method: 'get',
      path: '/seo/settings/show',
      tags: ['SEO'],
      request: { query: z.object({ url: z.string().min(1, 'Вкажіть url').max(2000) }) },
      responses: {
        200: {
          description: 'SEO settings for a URL (data is null when none)',
          content: { 'application/json': { schema: z.object({ data: seoData.nullable() }) } },
        },
      },
    }),
    async (c) => {
      const row = await getSeoSettings({ db: c.get('deps').db, url: c.req.valid('query').url, theme: c.get('theme') });
      return c.json(
        {
          data: row && {
            title: row.title,
            description: row.description,
            image_url: row.imageUrl,
            redirect_url: row.redirectUrl,
            text: row.text,
          },
        },
        200,
      );
    },
  );
}
