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
  const params = new URLSearchParams({ next: path });
  const status = new URL(pathWithQuery, 'http://local').searchParams.get('status');
  if (status) params.set('status', status);
  return { url: `/login?${params}`, utm };
}

/** Only same-site paths are accepted as `next` (no open redirect); anything else becomes `/`. */
export function safeNext(next: string | null | undefined): string {
  if (!next || typeof next !== 'string' || next.length > 2000) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, 'http://local');
    if (url.origin !== 'http://local') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
