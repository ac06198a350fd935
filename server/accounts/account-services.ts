import type { AppDeps } from '../http/types';
import { presentUser } from './accounts.presenter';
import { confirmEmail } from './confirm-email';
import { findUserById } from './find-user';
import { clearSessionCookieHeader, sessionIdFromCookieHeader } from './session-cookie';
import { destroySession } from './sessions';
import { listSocialAccounts } from './social-accounts';
import { configuredProviders, providerNames } from './social-providers';

/** What page loaders and actions may ask of the accounts capability (in-process, never HTTP). */
export function accountServices(deps: AppDeps) {
  const { db, env } = deps;
  return {
    /** Own profile for the cabinet. */
    profile: async (userId: number) => {
      const row = await findUserById({ db, id: userId });
      return row ? presentUser(row) : null;
    },
    confirmEmail: (uuid: string) => confirmEmail({ db, uuid }),
    socialProviders: () => configuredProviders(env).map((p) => ({ type: p, name: providerNames[p] })),
    connectedSocial: (userId: number) => listSocialAccounts({ db, userId }),
    /** Ends the session named by the request's Cookie header; returns the Set-Cookie that clears it. */
    logOut: async (cookieHeader: string | null) => {
      const sessionId = sessionIdFromCookieHeader(env, cookieHeader);
      if (sessionId) await destroySession({ db, sessionId });
      return clearSessionCookieHeader(env);
    },
  };
}
