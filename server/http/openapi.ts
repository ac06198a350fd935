import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError, validationError, zodFields } from './errors';
import type { AppEnv } from './types';

/** A router for one area of the API; request validation failures become the 422 of the catalogue. */
export function createApiRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(zodFields(result.error));
    },
  });
}

/** Guard for handlers: the signed-in user or a 401. */
export function requireUser<T>(user: T | null | undefined): T {
  if (!user) throw new AppError('unauthenticated');
  return user;
}
