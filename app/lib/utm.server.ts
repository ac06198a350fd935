import { parseStoredTouch, UTM_STORAGE_KEY } from '../../common/traffic-source';

/** The `__utm__` cookie of a form post (the browser keeps the same record in local storage). */
export function utmOfRequest(request: Request): Record<string, string> | undefined {
  const raw = (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .find((c) => c.startsWith(`${UTM_STORAGE_KEY}=`))
    ?.slice(UTM_STORAGE_KEY.length + 1);
  if (!raw) return undefined;
  try {
    const touch = parseStoredTouch(decodeURIComponent(raw));
    return touch ? { ...touch } : undefined;
  } catch {
    return undefined;
  }
}
