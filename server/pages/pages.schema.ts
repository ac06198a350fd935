import { z } from '@hono/zod-openapi';

export const pageParams = z.object({
  alias: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9_-]+$/i, 'Некоректна адреса сторінки'),
});
export const pageSchema = z
  .object({
    id: z.number(),
    alias: z.string(),
    title: z.string(),
    description: z.string(),
    content: z.string(),
    updated_at: z.string(),
  })
  .openapi('Page');
