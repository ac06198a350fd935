import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Services } from '../services';

/** What every React Router loader and action receives as `context`. */
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
}

declare module 'react-router' {
  interface AppLoadContext extends FahivetsLoadContext {}
}
