import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const POLL_MS = 5 * 60 * 1000;

/**
 * Build-version check: polls /build-version; when a new build is deployed the next navigation
 * becomes a full page load (so nobody loses what they are typing mid-page).
 */
export function useBuildVersionCheck(currentBuild: string): void {
  const stale = useRef(false);
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (currentBuild === 'dev') return;
    const check = async () => {
      try {
        const r = await fetch('/build-version', { cache: 'no-store' });
        if (!r.ok) return;
        const { id } = (await r.json()) as { id: string };
        if (id && id !== currentBuild) stale.current = true;
      } catch {
        // offline: try later
      }
    };
    const timer = setInterval(check, POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [currentBuild]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (stale.current) window.location.reload();
  }, [location.pathname]);
}
