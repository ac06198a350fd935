/**
 * The one place cookies are read: Hono handlers, React Router actions (raw Cookie header) and the
 * realtime handshake all go through `readCookie` / `sessionIdFromCookies`.
 */

/** `__Host-` prefix needs Secure (HTTPS deployments); plain name on http://localhost. */
export const SESSION_COOKIE_NAMES = { secure: '__Host-fahivets_session', plain: 'fahivets_session' } as const;

export function sessionCookieName(isSecure: boolean): string {
  return isSecure ? SESSION_COOKIE_NAMES.secure : SESSION_COOKIE_NAMES.plain;
}

/** Name → value of a Cookie header; the first occurrence of a name wins (as browsers send the most specific first). */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (out.has(name)) continue;
    let value = part.slice(i + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape is kept as sent; validators downstream refuse it.
    }
    out.set(name, value);
  }
  return out;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookies(header).get(name);
}

/**
 * The session id. On HTTPS only the `__Host-` cookie counts: a plain-named cookie can be planted by
 * a sibling subdomain or over plain HTTP, so accepting it would undo the prefix's guarantee.
 */
export function sessionIdFromCookies(header: string | null | undefined, isHttps: boolean): string | undefined {
  const cookies = parseCookies(header);
  return isHttps ? cookies.get(SESSION_COOKIE_NAMES.secure) : cookies.get(SESSION_COOKIE_NAMES.plain);
}
