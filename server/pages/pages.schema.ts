import { z } from '@hono/zod-openapi';
import { pageDraftInput } from '../../common/page-blocks';

export const pageParams = z.object({
  alias: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9_-]+$/i, 'Некоректна адреса сторінки'),
});
const blocks = z
  .array(z.record(z.string(), z.unknown()))
  .openapi({ description: 'Typed blocks (common/page-blocks.ts)' });
export const pageSchema = z
  .object({
    id: z.number(),
    alias: z.string(),
    title: z.string(),
    description: z.string(),
    content: z.string(),
    blocks,
    packages: z.array(z.record(z.string(), z.unknown())),
    updated_at: z.string(),
  })
  .openapi('Page');

export const pageDraftBody = pageDraftInput;
export const staffPageSchema = z
  .object({
    alias: z.string(),
    title: z.string(),
    description: z.string(),
    blocks,
    is_published: z.boolean(),
    draft: z.record(z.string(), z.unknown()).nullable(),
    updated_at: z.string(),
  })
  .openapi('StaffPage');
