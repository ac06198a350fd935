import { type ThemeId, themes } from '../../app/theme/themes';
import { msg } from '../../common/messages';
import { AppError } from '../http/errors';
import { limitRules } from '../http/rate-limit';
import type { AppDeps } from '../http/types';
import { actionLimiter } from './action-limits';
import { presentUser } from './accounts.presenter';
import { confirmEmail } from './confirm-email';
import { deviceCookieHeader, isKnownDevice } from './device-cookie';
import { findUserById } from './find-user';
import { logIn, type SessionMeta } from './log-in';
import { registerForCampaign, REGISTRATION_CAMPAIGN } from './register-for-campaign';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { clearSessionCookieHeader, sessionCookieHeader, sessionIdFromCookieHeader } from './session-cookie';
import { destroySession } from './sessions';
import { listSocialAccounts } from './social-accounts';
import { configuredProviders, providerNames } from './social-providers';

/** What page loaders and actions may ask of the accounts capability (in-process, never HTTP). */
export function accountServices(deps: AppDeps) {
  const { db, env, mailer } = deps;
  const limiter = actionLimiter(deps.redis, deps.env.REDIS_KEY_PREFIX);
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

    /* Page actions (forms posted without JavaScript): same operations as the JSON API, answering
       with the Set-Cookie header to send instead of writing it on a Hono context. */

    logIn: (opts: {
      input: { email: string; password: string; remember: boolean };
      cookieHeader: string | null;
      meta?: SessionMeta;
    }) => {
      const attempt = async () => {
        const { user, session } = await logIn({
          db,
          ...opts.input,
          previousSessionId: sessionIdFromCookieHeader(env, opts.cookieHeader),
          meta: opts.meta,
        });
        return {
          user: presentUser(user),
          setCookie: sessionCookieHeader(env, session, opts.input.remember),
          deviceCookie: deviceCookieHeader(env, opts.cookieHeader, user.email),
        };
      };
      // Same rule as the API: a browser known to the account is not held by the account's counter.
      return isKnownDevice(env, opts.cookieHeader, opts.input.email)
        ? attempt()
        : limiter.guard(limitRules.login, `email:${opts.input.email}`, attempt);
    },

    /** The registration form's campaign ('registration'): a new account, signed in. */
    register: (opts: {
      input: { email: string; name: string; phone: string; password: string };
      cookieHeader: string | null;
      origin: string;
      theme: ThemeId;
      meta?: SessionMeta;
    }) =>
      limiter.guard(limitRules.register, `email:${opts.input.email}`, async () => {
        const out = await registerForCampaign({
          db,
          mailer,
          campaign: REGISTRATION_CAMPAIGN,
          input: opts.input,
          signedInUserId: null,
          origin: opts.origin,
          site: themes[opts.theme].name,
          meta: opts.meta,
        });
        if (out.result === 'already' || !out.session) {
          throw new AppError('validation_failed', { fields: { email: [msg.emailTaken] }, message: msg.emailTaken });
        }
        const previous = sessionIdFromCookieHeader(env, opts.cookieHeader);
        if (previous) await destroySession({ db, sessionId: previous });
        return { setCookie: sessionCookieHeader(env, out.session, true) };
      }),

    /** Same answer whether or not the e-mail has an account; a mail failure is logged only. */
    requestPasswordReset: (opts: { email: string; origin: string; theme: ThemeId }) =>
      limiter.guard(limitRules.restore, `email:${opts.email}`, async () => {
        try {
          await requestPasswordReset({
            db,
            mailer,
            email: opts.email,
            origin: opts.origin,
            site: themes[opts.theme].name,
          });
        } catch (err) {
          deps.log.error({ err }, 'restore mail failed');
        }
      }),

    resetPassword: async (opts: { token: string; password: string; meta?: SessionMeta }) => {
      const { session } = await resetPassword({ db, ...opts });
      return { setCookie: sessionCookieHeader(env, session, false) };
    },
  };
}
