import { RouterContextProvider } from 'react-router';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Services } from '../services';

/** What every React Router middleware, loader and action reads from `context`. */
export interface FahivetsLoadContext {
  services: Services;
  user: SessionUser | null;
  /** The anonymous visitor id for counting views (null for signed-in users and bots), made on first use. */
  visitor: () => string | null;
  theme: ThemeId;
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  requestId: string;
  /** Absolute origin for canonical and OG URLs. */
  origin: string;
  /** Id of the current client build, for the build-version check. */
  buildId: string;
  /**
   * Values the page renders but does not send as hydration data (ADR 072, `app/lib/in-page.server.ts`):
   * a map on a document request, null on a data request (a client-side navigation), absent = null.
   */
  inPage?: Map<number, unknown> | null;
}

// With middleware on, `context` is a RouterContextProvider; the request's values sit on it as
// plain fields, so loaders keep writing `context.services` and `context.user` (ADR 015).
declare module 'react-router' {
  interface RouterContextProvider extends FahivetsLoadContext {}
}

export function createLoadContext(values: FahivetsLoadContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), values);
}
