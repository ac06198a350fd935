import type { z } from '@hono/zod-openapi';

/** An OpenAPI JSON response: `responses: { 200: jsonResponse(schema, 'What it is') }`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
