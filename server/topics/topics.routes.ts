import { createRoute, z } from '@hono/zod-openapi';
import { createApiRouter } from '../http/openapi';
import { listTopics } from './list-topics';

const topic = z
  .object({
    id: z.number(),
    alias: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    order: z.number(),
  })
  .openapi('Topic');

export function topicsRoutes() {
  return createApiRouter().openapi(
    createRoute({
      method: 'get',
      path: '/topics',
      tags: ['Topics'],
      request: { query: z.object({ 'with-order': z.enum(['0', '1', 'true', 'false']).optional() }) },
      responses: {
        200: {
          description: 'Topics',
          content: {
            'application/json': { schema: z.object({ data: z.array(topic), meta: z.object({ total: z.number() }) }) },
          },
        },
      },
    }),
    async (c) => {
      const withOrder = c.req.valid('query')['with-order'];
      const rows = await listTopics({
        db: c.get('deps').db,
        theme: c.get('theme'),
        withOrder: withOrder !== '0' && withOrder !== 'false',
      });
      return c.json(
        {
          data: rows.map((t) => ({
            id: t.id,
            alias: t.alias,
            title: t.title,
            description: t.description,
            category: t.category,
            order: t.position,
          })),
          meta: { total: rows.length },
        },
        200,
      );
    },
  );
}
