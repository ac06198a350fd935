import crypto from 'node:crypto';
import type { Context } from 'hono';
import type { Env } from '../env';
import { readCookie } from '../http/cookies';

/**
 * A browser that has signed in to an account before carries a signed, long-lived marker of that
 * account's e-mail. The per-account login limit does not block such a browser, so five wrong
 * passwords typed by someone else cannot lock the owner out; the per-IP limit still applies to all.
 */
export const DEVICE_COOKIE = 'fahivets_device';
const MAX_AGE_S = 365 * 86_400;
const MAX_ACCOUNTS = 5;

const tag = (secret: string, email: string) =>
  crypto.createHmac('sha256', secret).update(`device:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);

function tagsOf(header: string | null | undefined): string[] {
  const v = readCookie(header, DEVICE_COOKIE);
  return v
    ? v
        .split('.')
        .filter((t) => /^[\w-]{22}$/.test(t))
        .slice(0, MAX_ACCOUNTS)
    : [];
}

/** The browser has signed in to the account of this e-mail before. */
export function isKnownDevice(env: Pick<Env, 'SESSION_SECRET'>, header: string | null | undefined, email: string) {
  const expected = Buffer.from(tag(env.SESSION_SECRET, email));
  return tagsOf(header).some((t) => {
    const got = Buffer.from(t);
    return got.length === expected.length && crypto.timingSafeEqual(got, expected);
  });
}

/**
 * After a successful login, by the JSON API or the login page's form: the Set-Cookie that adds the
 * account to the browser's marker (a few accounts at most). Path=/ so both login paths receive it.
 */
export function deviceCookieHeader(
  env: Pick<Env, 'SESSION_SECRET' | 'isHttps'>,
  cookieHeader: string | null | undefined,
  email: string,
): string {
  const mine = tag(env.SESSION_SECRET, email);
  const tags = [mine, ...tagsOf(cookieHeader).filter((t) => t !== mine)].slice(0, MAX_ACCOUNTS);
  const secure = env.isHttps ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${tags.join('.')}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${secure}`;
}

/** The API's successful login writes the marker on its Hono answer. */
export function rememberDevice(c: Context, env: Pick<Env, 'SESSION_SECRET' | 'isHttps'>, email: string): void {
  c.header('Set-Cookie', deviceCookieHeader(env, c.req.header('cookie'), email), { append: true });
}
