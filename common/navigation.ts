/** Login redirect rules of spec part 1 §2 "Guards and navigation behaviour". */

const UTM = /^utm_/i;

/** `next` target: original path with utm parameters removed; the removed ones are returned to be saved. */
export function stripUtm(pathWithQuery: string): { path: string; utm: Record<string, string> } {
  const url = new URL(pathWithQuery, 'http://local');
  const utm: Record<string, string> = {};
  for (const [k, v] of [...url.searchParams]) {
    if (UTM.test(k)) {
      utm[k.toLowerCase()] = v;
      url.searchParams.delete(k);
    }
  }
  const search = url.searchParams.toString();
  return { path: url.pathname + (search ? `?${search}` : ''), utm };
}

/** `/login?next=…[&status=…]` for a guest who opened a protected page. */
export function loginUrl(pathWithQuery: string): { url: string; utm: Record<string, string> } {
  const { path, utm } = stripUtm(pathWithQuery);
  const params = new URLSearchParams({ next: safeNext(path) });
  const status = new URL(pathWithQuery, 'http://local').searchParams.get('status');
  if (status) params.set('status', status);
  return { url: `/login?${params}`, utm };
}

/** Same-site base used only to parse: any origin works, the check compares against itself. */
const BASE = 'http://same-site.invalid';

/**
 * A string that is, as written, a path on this site: one `/` followed by neither `/` nor `\`, no
 * control characters (browsers drop tabs and newlines), no backslash (browsers read it as `/`),
 * and — decoded once or twice, as some routers do — still not protocol-relative.
 */
function isSameSitePath(s: string): boolean {
  if (!/^\/(?![/\\])/.test(s)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(s)) return false;
  let decoded = s;
  for (let i = 0; i < 2; i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/^\/[\s\u0000-\u001f]*[/\\]/.test(decoded)) return false;
  }
  return true;
}

/**
 * The one check for every return address (login, signup, successful, social login, checkout
 * return, the login guard): a same-site path, checked again after URL parsing has normalised it
 * (`/.//evil.com` parses to `//evil.com`). Anything else becomes `/`.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || typeof next !== 'string' || next.length > 2000) return '/';
  if (!isSameSitePath(next)) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const out = url.pathname + url.search + url.hash;
  if (!isSameSitePath(out) || new URL(out, BASE).origin !== BASE) return '/';
  return out;
}

/**
 * The menu counter of a client's consultations with unread answers: the key of its menu item's
 * `options.counter`, of `GET /api/records/events/counters` and of `users.counters` (ADR 054).
 */
export const UNREAD_CONSULTATIONS_COUNTER = 'client.questions';
