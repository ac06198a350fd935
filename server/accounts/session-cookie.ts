import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Env } from '../env';
import { sessionCookieName, sessionIdFromCookies } from '../http/cookies';
import { SESSION_ABSOLUTE_MS } from './sessions';

/** `__Host-` + Secure only when the site is served over HTTPS (PUBLIC_URL https://…). */
export function isSecureSite(env: Env): boolean {
  return env.isHttps;
}

/** HttpOnly, SameSite=Lax, Path=/; persistent (30 days) only with "remember", else a browser-session cookie. */
export function sessionCookieHeader(env: Env, session: { id: string }, remember: boolean): string {
  const secure = isSecureSite(env);
  const parts = [`${sessionCookieName(secure)}=${session.id}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  if (remember) parts.push(`Max-Age=${Math.floor(SESSION_ABSOLUTE_MS / 1000)}`);
  return parts.join('; ');
}

export function clearSessionCookieHeader(env: Env): string {
  const secure = isSecureSite(env);
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

export function setSessionCookie(c: Context, env: Env, session: { id: string }, remember: boolean): void {
  c.header('Set-Cookie', sessionCookieHeader(env, session, remember), { append: true });
}

/** The cookie name already carries `__Host-`: Hono's `prefix: 'host'` would add it twice. */
export function clearSessionCookie(c: Context, env: Env): void {
  c.header('Set-Cookie', clearSessionCookieHeader(env), { append: true });
}

/** The session id from a raw Cookie header (React Router actions get the request, not Hono's context). */
export function sessionIdFromCookieHeader(env: Env, header: string | null): string | undefined {
  return sessionIdFromCookies(header, env.isHttps);
}

export { setCookie };
