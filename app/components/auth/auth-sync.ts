import { type AuthMethod, buildAuthEvent } from '../../../common/analytics';
/** Logout in one tab resets the others (spec part 1 §4). */
export const AUTH_CHANNEL = 'fahivets-auth';
/** localStorage keys of free-webinar registration markers start with this. */
export const FREE_WEBINAR_MARKER_PREFIX = 'free-webinar-registered:';

export function removeWebinarMarkers(): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(FREE_WEBINAR_MARKER_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

export function broadcastAuth(event: 'logout' | 'login'): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage({ type: event });
  channel.close();
}

/** Error reports name the user, or 'anonymous' without a name (spec part 1 §6). */
export function reportName(user: { name?: string | null } | null | undefined): string {
  return user?.name?.trim() || 'anonymous';
}

/** Analytics auth event of the spec: `{method}_success` pushed to the data layer. */
export function pushAuthEvent(method: AuthMethod, userId?: number | null): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(buildAuthEvent(method, userId));
}
