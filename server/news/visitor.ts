import crypto from 'node:crypto';
import { isbot } from 'isbot';
import { readCookie } from '../http/cookies';

/** Anonymous visitor id for counting views once per day (no personal data, random, one year). */
export const VISITOR_COOKIE = 'fahivets_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export interface VisitorResult {
  /** Stable id for this browser, or null for bots (not counted). */
  visitor: string | null;
  /** Set-Cookie value to send when the id was just made. */
  setCookie: string | null;
}

export function visitorOf(opts: {
  cookieHeader: string | null | undefined;
  userAgent: string | null | undefined;
  secure: boolean;
}): VisitorResult {
  if (!opts.userAgent || isbot(opts.userAgent)) return { visitor: null, setCookie: null };
  const existing = readCookie(opts.cookieHeader, VISITOR_COOKIE);
  if (existing && VISITOR_ID.test(existing)) return { visitor: existing, setCookie: null };
  const id = crypto.randomBytes(16).toString('base64url');
  const setCookie = `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${opts.secure ? '; Secure' : ''}`;
  return { visitor: id, setCookie };
}
