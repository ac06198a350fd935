import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { classifyTraffic, nextTouch, parseStoredTouch, UTM_STORAGE_KEY } from '../../../common/traffic-source';

const COOKIE_DAYS = 30;
let isFirstPage = true;

/** The stored touch (local storage, spec key `__utm__`), for campaign calls made from the browser. */
export function storedUtm(): Record<string, string> | undefined {
  try {
    const touch = parseStoredTouch(window.localStorage.getItem(UTM_STORAGE_KEY));
    return touch ? { ...touch } : undefined;
  } catch {
    return undefined;
  }
}

function cookieValue(name: string): string | null {
  const raw = document.cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  try {
    return raw ? decodeURIComponent(raw) : null;
  } catch {
    return null;
  }
}

/**
 * Classifies the visit's traffic source on the first page and on any page opened with utm or gclid
 * parameters, and keeps it under `__utm__` in local storage and in a cookie of the same name (so
 * forms posted without JavaScript carry it too). A later direct visit keeps the earlier touch.
 */
export function UtmTracker() {
  const location = useLocation();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const hasParams = [...query.keys()].some((k) => /^utm_|^gclid$/i.test(k));
    if (!isFirstPage && !hasParams) return;
    const referrer = isFirstPage ? document.referrer : '';
    isFirstPage = false;
    try {
      const current = classifyTraffic({ query, referrer, siteHost: window.location.hostname });
      // The login guard keeps the utm of a guarded link in the cookie alone; it counts as the earlier touch.
      const previous =
        parseStoredTouch(window.localStorage.getItem(UTM_STORAGE_KEY)) ??
        parseStoredTouch(cookieValue(UTM_STORAGE_KEY));
      const touch = nextTouch(previous, current);
      const value = JSON.stringify(touch);
      window.localStorage.setItem(UTM_STORAGE_KEY, value);
      const maxAge = COOKIE_DAYS * 86_400;
      // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie read by page actions
      document.cookie = `${UTM_STORAGE_KEY}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
    } catch {
      // Storage may be disabled: attribution is then simply 'none'.
    }
  }, [location.search]);
  return null;
}
