import { createRoute, z } from '@hono/zod-openapi';
import { createApiRouter } from '../http/openapi';
import { getPage } from './get-page';
import { presentPage } from './pages.presenter';
import { pageParams, pageSchema } from './pages.schema';

export function pagesRoutes() {
  return createApiRouter().openapi(
    createRoute({
      method: 'get',
      path: '/pages/pages/{alias}',
      tags: ['Pages'],
      request: { params: pageParams },
      responses: {
        200: { description: 'CMS page', content: { 'application/json': { schema: z.object({ data: pageSchema }) } } },
      },
    }),
    async (c) => {
      const page = await getPage({ db: c.get('deps').db, alias: c.req.valid('param').alias });
      return c.json({ data: presentPage(page) }, 200);
    },
  );
}
