import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { resolveVisitor, VISITOR_COOKIE } from '../engagement/visitor';
import type { AppEnv } from './types';

/**
 * The anonymous visitor id of this request, for counting views. Resolved at most once per request
 * and only when something asks (`c.get('visitor')()`); a newly made id is sent as a cookie with the
 * response, whoever produced it (API handler or page loader).
 */
export function visitorMiddleware(opts: { secure: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let resolved: ReturnType<typeof resolveVisitor> | undefined;
    c.set('visitor', () => {
      resolved ??= resolveVisitor({
        cookie: getCookie(c, VISITOR_COOKIE),
        userAgent: c.req.header('user-agent'),
        isSignedIn: Boolean(c.get('user')),
        secure: opts.secure,
      });
      return resolved.visitor;
    });
    await next();
    if (resolved?.setCookie) c.res.headers.append('Set-Cookie', resolved.setCookie);
  };
}
