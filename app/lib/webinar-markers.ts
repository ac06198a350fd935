import { useEffect, useState } from 'react';
import { FREE_WEBINAR_MARKER_PREFIX } from '../components/auth/auth-sync';

/** The e-mail used for the latest free-webinar registration in this browser. */
const LAST_EMAIL_KEY = `${FREE_WEBINAR_MARKER_PREFIX}email`;
const markerKey = (webinarId: number, email: string) =>
  `${FREE_WEBINAR_MARKER_PREFIX}${webinarId}:${email.trim().toLowerCase()}`;

/** Results of the campaign call after which the browser remembers the registration (spec part 1 §4). */
export const MARKED_RESULTS = ['ok', 'ok-for-exists-user', 'already'] as const;

/** Stores the registration marker (webinar + e-mail) and makes the e-mail the recently used one. */
export function markWebinarRegistered(webinarId: number, email: string): void {
  try {
    window.localStorage.setItem(markerKey(webinarId, email), '1');
    window.localStorage.setItem(LAST_EMAIL_KEY, email.trim().toLowerCase());
  } catch {
    // Storage can be unavailable (private mode); the server's answer still counts.
  }
}

/** A marker exists for the webinar and the recently used e-mail. */
export function hasWebinarMarker(webinarId: number): boolean {
  try {
    const email = window.localStorage.getItem(LAST_EMAIL_KEY);
    return Boolean(email && window.localStorage.getItem(markerKey(webinarId, email)));
  } catch {
    return false;
  }
}

/** `client_registered`: the server says so, or this browser holds a marker (read after hydration). */
export function useWebinarRegistered(webinarId: number, isServerRegistered: boolean): boolean {
  const [isMarked, setMarked] = useState(false);
  useEffect(() => {
    if (!isServerRegistered) setMarked(hasWebinarMarker(webinarId));
  }, [webinarId, isServerRegistered]);
  return isServerRegistered || isMarked;
}
