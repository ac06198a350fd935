import crypto from 'node:crypto';
import { isbot } from 'isbot';

/** Anonymous visitor id for counting views once per day (no personal data, random, one year). */
export const VISITOR_COOKIE = 'fahivets_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export interface VisitorResult {
  /** Stable id for this browser, or null for bots (not counted). */
  visitor: string | null;
  /** Set-Cookie value to send when the id was just made. */
  setCookie: string | null;
}

/**
 * The anonymous visitor of a request, resolved once by the HTTP layer (services receive the id,
 * never cookies). Signed-in users are counted by their account, so they get none.
 */
export function resolveVisitor(opts: {
  cookie: string | undefined;
  userAgent: string | null | undefined;
  isSignedIn: boolean;
  secure: boolean;
}): VisitorResult {
  if (opts.isSignedIn || !opts.userAgent || isbot(opts.userAgent)) return { visitor: null, setCookie: null };
  if (opts.cookie && VISITOR_ID.test(opts.cookie)) return { visitor: opts.cookie, setCookie: null };
  const id = crypto.randomBytes(16).toString('base64url');
  const setCookie =
    `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; ` + `SameSite=Lax${opts.secure ? '; Secure' : ''}`;
  return { visitor: id, setCookie };
}
