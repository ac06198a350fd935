import { type ThemeId, themes } from '../../app/theme/themes';
import type { SessionMeta } from '../accounts/log-in';
import { registerForCampaign } from '../accounts/register-for-campaign';
import { sessionCookieHeader, sessionIdFromCookieHeader } from '../accounts/session-cookie';
import type { SessionUser } from '../accounts/sessions';
import { destroySession } from '../accounts/sessions';
import type { AppDeps } from '../http/types';
import { validationError, zodFields } from '../http/errors';
import { trafficQuery } from './campaigns.schema';
import { CAMPAIGN_IDS, findCampaign } from './find-campaign';
import { trafficReport } from './traffic-report';

/** What page loaders and actions may ask of the campaigns capability (in-process, never HTTP). */
export function campaignServices(deps: AppDeps) {
  const { db, env, mailer, bus } = deps;
  return {
    /** Tag manager and chat widget of this deployment (env), for the page shell. */
    tracking: () => ({
      gtmId: env.GTM_ID ?? null,
      chatWidget: env.CHAT_WIDGET_SRC ? { src: env.CHAT_WIDGET_SRC, selector: env.CHAT_WIDGET_SELECTOR } : null,
    }),
    /** Registrations and paid orders per source for the staff page (filters validated like the API). */
    traffic: async (query: Record<string, string>) => {
      const parsed = trafficQuery.safeParse(query);
      if (!parsed.success) throw validationError(zodFields(parsed.error));
      return { query: parsed.data, ...(await trafficReport({ db, query: parsed.data })) };
    },
    /** The demo campaign's offer as configured (package, days) for the /demo page. */
    demoOffer: async () => {
      const c = await findCampaign({ db, alias: CAMPAIGN_IDS.demo });
      return { packageCode: c.packageCode, days: c.demoDays };
    },
    /** A campaign form posted to a page (a webinar seat): the same operation as the JSON call. */
    register: async (opts: {
      campaign: string;
      user: SessionUser | null;
      input: { email: string; name?: string; phone?: string };
      utm?: Record<string, string>;
      origin: string;
      theme: ThemeId;
    }) => {
      const out = await registerForCampaign({
        db,
        mailer,
        bus,
        campaign: opts.campaign,
        input: opts.input,
        utm: opts.utm,
        signedInUserId: opts.user?.id ?? null,
        origin: opts.origin,
        site: themes[opts.theme].name,
      });
      return { result: out.result, redirect: out.redirect };
    },
    /**
     * The one-step demo of the /demo form: a guest registers and gets it, a signed-in user gets it
     * on the own account. Answers where to go and, for a new account, the session cookie.
     */
    takeDemo: async (opts: {
      user: SessionUser | null;
      input: { email: string; name?: string; phone?: string; password?: string; password_confirmation?: string };
      utm?: Record<string, string>;
      cookieHeader: string | null;
      origin: string;
      theme: ThemeId;
      meta?: SessionMeta;
    }) => {
      const out = await registerForCampaign({
        db,
        mailer,
        bus,
        campaign: CAMPAIGN_IDS.demo,
        input: opts.user ? { email: opts.user.email } : opts.input,
        utm: opts.utm,
        signedInUserId: opts.user?.id ?? null,
        origin: opts.origin,
        site: themes[opts.theme].name,
        meta: opts.meta,
      });
      let setCookie: string | null = null;
      if (out.session) {
        const previous = sessionIdFromCookieHeader(env, opts.cookieHeader);
        if (previous) await destroySession({ db, sessionId: previous });
        setCookie = sessionCookieHeader(env, out.session, true);
      }
      return { result: out.result, redirect: out.redirect, setCookie };
    },
  };
}
