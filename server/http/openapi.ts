import { OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import { leadingId } from '../../common/route-params';
import { AppError, validationError, zodFields } from './errors';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './types';

/** Name of the cookie security scheme in the OpenAPI document. */
export const SESSION_SCHEME = 'sessionCookie';

/**
 * Marks an operation that needs the session cookie (a guest gets 401): the route declares
 * `security: sessionSecurity` and the wrapper below authenticates before validating and documents
 * the 401. A test compares the document with real guest answers.
 */
export const sessionSecurity = [{ [SESSION_SCHEME]: [] as string[] }];

/** The error shapes of ARCHITECTURE, as documented per operation. */
const errorBody = z
  .object({ message: z.string(), error: z.string().optional() })
  .openapi('Error', { description: '`error` is the stable id of the error catalogue' });
const unauthenticatedBody = z.object({ message: z.string() }).openapi('Unauthenticated');
const validationBody = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .passthrough()
  .openapi('ValidationError', { description: 'Field name → Ukrainian messages' });
const errorResponse = (description: string, schema: z.ZodType = errorBody) => ({
  description,
  content: { 'application/json': { schema } },
});
const retryAfter = {
  'Retry-After': { description: 'Seconds until the limit resets', schema: { type: 'integer' as const } },
};

const sessionRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c.get('user'));
  await next();
};
/**
 * The operation matched for this request declares `security: sessionSecurity`, so a guest is
 * answered 401 by it. Mounting a router under another may wrap a handler; the original is kept on it.
 */
export function isSessionOperation(c: Context): boolean {
  return matchedRoutes(c).some((r) => {
    const h = r.handler as MiddlewareHandler & { __COMPOSED_HANDLER?: unknown };
    return h === sessionRequired || h.__COMPOSED_HANDLER === sessionRequired;
  });
}
const toList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const hasInput = (route: RouteConfig) => {
  const r = route.request;
  return Boolean(r?.params || r?.query || r?.body);
};

/**
 * What every operation may answer besides its success, from what it takes: a body (413, 415, 422),
 * parameters (404, 422), the session (401), a state change (403 when the Origin is foreign),
 * a rate limit (429). A route's own declaration of a status wins. Request bodies are required:
 * a missing body is validated as `{}` (422 with field messages) whatever the Content-Type says.
 */
export function withStandardResponses<R extends RouteConfig>(route: R): R {
  const needsSession = Boolean(route.security?.some((s) => SESSION_SCHEME in s));
  const isWrite = route.method !== 'get' && route.method !== 'head';
  const body = route.request?.body;
  const extra: RouteConfig['responses'] = {};
  if (needsSession) extra[401] = errorResponse('Not signed in', unauthenticatedBody);
  if (needsSession || isWrite) extra[403] = errorResponse('Not allowed, or a request from another site');
  if (route.path.includes('{')) extra[404] = errorResponse('No such item');
  if (isWrite) extra[409] = errorResponse('The action was done already');
  if (body) {
    extra[413] = errorResponse('Request body too large');
    extra[415] = errorResponse('Unsupported Content-Type');
  }
  if (hasInput(route)) extra[422] = errorResponse('Invalid input', validationBody);
  const middleware = route.middleware;
  if (middleware && (!Array.isArray(middleware) || middleware.length > 0))
    extra[429] = { ...errorResponse('Too many attempts'), headers: retryAfter };
  return {
    ...route,
    // Authenticate before validating: a guest gets 401 whatever the body.
    ...(needsSession ? { middleware: [sessionRequired, ...toList(middleware)] } : {}),
    ...(body ? { request: { ...route.request, body: { ...body, required: true } } } : {}),
    responses: { ...extra, ...route.responses },
  };
}

/** A router for one area of the API; request validation failures become the 422 of the catalogue. */
export function createApiRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      // A number in the path that no row can have (beyond the column's range) names nothing: 404.
      if (result.target === 'param' && numericPathBeyondRange((result as { data?: unknown }).data))
        throw new AppError('not_found');
      throw validationError(zodFields(result.error));
    },
  });
  const register = router.openapi;
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) =>
    (register as (...a: unknown[]) => unknown)(withStandardResponses(route), ...rest)) as typeof router.openapi;
  return router;
}

/** Some path parameter is a number (or a number-led alias) beyond every id column. */
function numericPathBeyondRange(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  return Object.values(data).some((v) => {
    const m = typeof v === 'string' ? /^(\d+)(-.*)?$/s.exec(v) : null;
    return Boolean(m && leadingId(m[1]) === null);
  });
}

/** Guard for handlers: the signed-in user or a 401. */
export function requireUser<T>(user: T | null | undefined): T {
  if (!user) throw new AppError('unauthenticated');
  return user;
}

/**
 * A JavaScript regular expression's flags never reach the document: zod prints a case-insensitive
 * `/…/i` as `…/i`, a pattern no string matches. Letters become `[xX]` so the pattern means the same.
 */
export function caseInsensitivePattern(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') {
        inClass = false;
        out += ch;
      } else if (/[a-z]/i.test(ch) && source[i + 1] === '-' && /[a-z]/i.test(source[i + 2] ?? '')) {
        const range = `${ch}-${source[i + 2]}`;
        out += `${range.toLowerCase()}${range.toUpperCase()}`;
        i += 2;
      } else if (/[a-z]/i.test(ch)) out += `${ch.toLowerCase()}${ch.toUpperCase()}`;
      else out += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += ch;
      if (source[i + 1] === '^') {
        out += '^';
        i++;
      }
    } else if (/[a-z]/i.test(ch) && !/[{,]/.test(source[i - 1] ?? ''))
      out += `[${ch.toLowerCase()}${ch.toUpperCase()}]`;
    else out += ch;
  }
  return out;
}

/** Walks the generated document: patterns with leaked flags are rewritten. */
export function finishDocument<T>(doc: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if (typeof obj.pattern === 'string') {
      const m = /^(.*)\/([a-z]+)$/s.exec(obj.pattern);
      if (m && /^[gimsuyd]+$/.test(m[2])) obj.pattern = m[2].includes('i') ? caseInsensitivePattern(m[1]) : m[1];
    }
    for (const v of Object.values(obj)) visit(v);
  };
  visit(doc);
  return doc;
}
