import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { getSignedCookie, setSignedCookie, deleteCookie } from 'hono/cookie';
import { themes } from '../../common/themes';
import { profileInput } from '../../common/account-rules';
import { msg } from '../../common/messages';
import { safeNext } from '../../common/navigation';
import { AppError, validationError, zodFields } from '../http/errors';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { siteOrigin } from '../http/origin';
import { clientIp, limitRules, rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { imagePolicy, storeUpload } from '../uploads/store-upload';
import { presentUser } from './accounts.presenter';
import {
  callbackQuery,
  campaignBody,
  campaignParams,
  emailBody,
  json,
  loginBody,
  okSchema,
  passwordBody,
  phoneBody,
  providerParams,
  registeredQuery,
  registerBody,
  resetBody,
  restoreBody,
  socialQuery,
  userSchema,
  additionalSchema,
} from './accounts.schema';
import { changeEmail } from './change-email';
import { changePassword } from './change-password';
import { confirmEmail } from './confirm-email';
import { isKnownDevice, rememberDevice } from './device-cookie';
import { logIn } from './log-in';
import { findUserByEmail } from './find-user';
import { listCampaignRegistrations, REGISTRATION_CAMPAIGN, registerForCampaign } from './register-for-campaign';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { destroySession } from './sessions';
import { completeSocialLogin, listSocialAccounts, unlinkSocialAccount } from './social-accounts';
import {
  authorizationUrl,
  configuredProviders,
  fetchProfile,
  type ProviderId,
  providerNames,
} from './social-providers';
import { updateProfile } from './update-profile';
import { userAdditional } from '../subscriptions/user-additional';

const OAUTH_COOKIE = 'fahivets_oauth';
/** Signed marker of the e-mail (and campaigns) this browser registered as a guest: 30 minutes. */
const CAMPAIGN_COOKIE = 'fahivets_campaign';
const CAMPAIGN_MARKER_MS = 30 * 60_000;

async function rememberCampaignEmail(c: Context<AppEnv>, email: string, campaign: string) {
  const env = c.get('deps').env;
  const previous = await campaignEmailOf(c);
  const normalized = email.trim().toLowerCase();
  const campaigns =
    previous?.email === normalized ? [...new Set([...previous.campaigns, campaign])].slice(-20) : [campaign];
  await setSignedCookie(
    c,
    CAMPAIGN_COOKIE,
    JSON.stringify({ e: normalized, c: campaigns, t: Date.now() }),
    env.SESSION_SECRET,
    { path: '/api/clients', httpOnly: true, sameSite: 'Lax', secure: env.isHttps, maxAge: CAMPAIGN_MARKER_MS / 1000 },
  );
}

async function campaignEmailOf(c: Context<AppEnv>): Promise<{ email: string; campaigns: string[] } | null> {
  const raw = await getSignedCookie(c, c.get('deps').env.SESSION_SECRET, CAMPAIGN_COOKIE);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { e?: unknown; c?: unknown; t?: unknown };
    if (typeof v.e !== 'string' || !Array.isArray(v.c) || typeof v.t !== 'number') return null;
    if (Date.now() - v.t > CAMPAIGN_MARKER_MS) return null;
    return { email: v.e, campaigns: v.c.filter((x): x is string => typeof x === 'string') };
  } catch {
    return null;
  }
}
const tags = ['Clients'];

const originOf = siteOrigin;
const siteOf = (c: Context<AppEnv>) => themes[c.get('theme')].name;
const metaOf = (c: Context<AppEnv>) => ({ userAgent: c.req.header('user-agent') ?? null, ip: clientIp(c) });
const mailer = (c: Context<AppEnv>) => c.get('deps').mailer;

/** Spec part 2 §7 "Clients": login, logout, registration, restore, profile, e-mail, social, campaigns. */
export function accountsRoutes(deps: AppDeps) {
  const router = createApiRouter();
  const env = deps.env;
  // One counter for every way to create an account (clients/register and campaign/registration).
  const registerLimit = rateLimit(deps, limitRules.register, ['ip']);
  const campaignRegistrationLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.param('campaign')?.trim() !== REGISTRATION_CAMPAIGN) return next();
    const [limit] = registerLimit;
    return limit(c, next);
  };

  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients/login',
      tags,
      middleware: rateLimit(deps, limitRules.login, ['ip', 'account'], async (c) => {
        const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
        return typeof body?.email === 'string' && isKnownDevice(env, c.req.header('cookie'), body.email);
      }),
      request: { body: { content: { 'application/json': { schema: loginBody } } } },
      responses: { 200: json(okSchema.extend({ user: userSchema }), 'Signed in') },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { user, session } = await logIn({
        db: deps.db,
        ...input,
        previousSessionId: c.get('sessionId'),
        meta: metaOf(c),
      });
      setSessionCookie(c, env, session, input.remember);
      rememberDevice(c, env, user.email);
      return c.json({ ok: true, status: 'ok', user: presentUser(user) }, 200);
    },
  );

  router.openapi(
    createRoute({ method: 'post', path: '/clients/logout', tags, responses: { 200: json(okSchema, 'Signed out') } }),
    async (c) => {
      const sessionId = c.get('sessionId');
      if (sessionId) await destroySession({ db: deps.db, sessionId });
      clearSessionCookie(c, env);
      return c.json({ ok: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients/register',
      tags,
      middleware: registerLimit,
      request: { body: { content: { 'application/json': { schema: registerBody } } } },
      responses: { 201: json(okSchema.extend({ user: userSchema }), 'Registered and signed in') },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const previous = c.get('sessionId');
      if (previous) await destroySession({ db: deps.db, sessionId: previous });
      const { user, session } = await registerUser({
        db: deps.db,
        mailer: mailer(c),
        input,
        origin: originOf(c),
        site: siteOf(c),
        meta: metaOf(c),
      });
      setSessionCookie(c, env, session, true);
      return c.json({ ok: true, status: 'ok', user: presentUser(user) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients/restore',
      tags,
      middleware: rateLimit(deps, limitRules.restore),
      request: { body: { content: { 'application/json': { schema: restoreBody } } } },
      responses: { 200: json(okSchema, 'Same answer for any e-mail') },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      try {
        await requestPasswordReset({ db: deps.db, mailer: mailer(c), email, origin: originOf(c), site: siteOf(c) });
      } catch (err) {
        // The answer must not depend on the account existing; a mail failure is logged only.
        c.get('log').error({ err }, 'restore mail failed');
      }
      return c.json({ ok: true, message: msg.restoreSent }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients/restore/reset',
      tags,
      middleware: rateLimit(deps, limitRules.password, ['ip']),
      request: { body: { content: { 'application/json': { schema: resetBody } } } },
      responses: { 200: json(okSchema, 'Password set, signed in') },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { session } = await resetPassword({
        db: deps.db,
        token: input.token,
        password: input.password,
        meta: metaOf(c),
      });
      setSessionCookie(c, env, session, false);
      return c.json({ ok: true, message: msg.passwordChanged }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients/password',
      security: sessionSecurity,
      tags,
      middleware: rateLimit(deps, limitRules.password, ['ip']),
      request: { body: { content: { 'application/json': { schema: passwordBody } } } },
      responses: { 200: json(okSchema, 'Password changed; other sessions ended') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const input = c.req.valid('json');
      const { session } = await changePassword({
        db: deps.db,
        userId: user.id,
        oldPassword: input.old_password,
        password: input.password,
        remember: true,
        meta: metaOf(c),
      });
      setSessionCookie(c, env, session, true);
      return c.json({ ok: true, message: msg.passwordChanged }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/ping',
      security: sessionSecurity,
      tags,
      responses: { 200: json(okSchema.extend({ user: userSchema }), 'Session is alive') },
    }),
    (c) => {
      const user = requireUser(c.get('user'));
      return c.json({ ok: true, user: presentUser(user) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/profile',
      security: sessionSecurity,
      tags,
      responses: {
        200: json(
          z.object({ data: userSchema.extend({ additional: additionalSchema }) }),
          'Own profile with subscription summary',
        ),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const additional = await userAdditional({ db: c.get('deps').db, userId: user.id });
      return c.json({ data: { ...presentUser(user), additional } }, 200);
    },
  );

  // JSON or multipart (avatar file, checked by content); not described by the OpenAPI document.
  router.post('/clients/profile', async (c) => {
    const user = requireUser(c.get('user'));
    const type = c.req.header('content-type') ?? '';
    let raw: Record<string, unknown> = {};
    let avatarFile: File | null = null;
    if (type.includes('multipart/form-data')) {
      const form = await c.req.formData().catch(() => {
        throw new AppError('bad_request');
      });
      for (const key of ['name', 'phone', 'nickname']) {
        const v = form.get(key);
        if (typeof v === 'string') raw[key] = v;
      }
      const file = form.get('avatar');
      if (file && typeof file !== 'string' && file.size > 0) avatarFile = file;
    } else if (type.includes('application/json')) {
      const body = (await c.req.json()) as unknown;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad_request');
      raw = body as Record<string, unknown>;
    } else {
      throw new AppError('unsupported_media_type');
    }
    const parsed = profileInput.safeParse(raw);
    if (!parsed.success) throw validationError(zodFields(parsed.error));
    const avatar = avatarFile
      ? (await storeUpload({ dataDir: env.DATA_DIR, dir: 'avatars', file: avatarFile, policy: imagePolicy('avatar') }))
          .url
      : undefined;
    const row = await updateProfile({
      db: deps.db,
      userId: user.id,
      changes: {
        name: parsed.data.name,
        phone: parsed.data.phone,
        ...(parsed.data.nickname !== undefined ? { nickname: parsed.data.nickname || null } : {}),
        ...(avatar ? { avatar } : {}),
      },
    });
    return c.json({ ok: true, message: msg.profileSaved, data: presentUser(row) }, 200);
  });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients/email',
      security: sessionSecurity,
      tags,
      middleware: rateLimit(deps, limitRules.mail, ['ip']),
      request: { body: { content: { 'application/json': { schema: emailBody } } } },
      responses: { 200: json(okSchema.extend({ confirmed: z.boolean() }), 'Confirmation letter sent') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { email } = c.req.valid('json');
      const r = await changeEmail({
        db: deps.db,
        mailer: mailer(c),
        userId: user.id,
        email,
        origin: originOf(c),
        site: siteOf(c),
      });
      return c.json(
        { ok: true, confirmed: r.confirmed, message: r.confirmed ? msg.emailConfirmed : msg.confirmationSent },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients/confirmations/{uuid}',
      tags,
      request: {
        params: z.object({
          uuid: z
            .string()
            .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, msg.confirmationInvalid),
        }),
      },
      responses: { 200: json(okSchema, 'E-mail confirmed') },
    }),
    async (c) => {
      const r = await confirmEmail({ db: deps.db, uuid: c.req.valid('param').uuid });
      if (!r.confirmed) throw new AppError('not_found', { message: msg.confirmationInvalid });
      return c.json({ ok: true, message: msg.emailConfirmed }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/nuxt/main-phone',
      security: sessionSecurity,
      tags,
      request: { body: { content: { 'application/json': { schema: phoneBody } } } },
      responses: { 200: json(okSchema.extend({ phone: z.string() }), 'Main phone saved') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { phone } = c.req.valid('json');
      await updateProfile({ db: deps.db, userId: user.id, changes: { phone } });
      return c.json({ ok: true, phone }, 200);
    },
  );

  // Campaigns
  router.post('/clients/campaign', () => {
    throw new AppError('campaign_not_specified', { fields: { campaign: [msg.campaignNotSpecified] } });
  });
  router.post('/clients/campaign/', () => {
    throw new AppError('campaign_not_specified', { fields: { campaign: [msg.campaignNotSpecified] } });
  });
  router.openapi(
    createRoute({
      method: 'post',
      path: '/clients/campaign/{campaign}',
      tags,
      middleware: [...rateLimit(deps, limitRules.campaign), campaignRegistrationLimit],
      request: { params: campaignParams, body: { content: { 'application/json': { schema: campaignBody } } } },
      responses: {
        200: json(
          z.object({
            result: z.string(),
            client_id: z.number().nullable(),
            newClient: z.boolean(),
            authenticated: z.boolean(),
            redirect: z.string().nullable(),
            message: z.string(),
          }),
          'Campaign result',
        ),
        409: json(
          z.object({
            message: z.string(),
            result: z.literal('fail'),
            client_id: z.null(),
            newClient: z.boolean(),
            authenticated: z.boolean(),
          }),
          'The campaign is closed or cannot grant what it promises: nothing was registered',
        ),
        422: json(
          z
            .object({
              message: z.string(),
              errors: z.record(z.string(), z.array(z.string())).optional(),
              result: z.string().optional(),
            })
            .passthrough(),
          'Field errors, or `result: already` when the e-mail is registered for the campaign',
        ),
      },
    }),
    async (c) => {
      const { campaign } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      const out = await registerForCampaign({
        db: deps.db,
        mailer: mailer(c),
        bus: deps.bus,
        campaign,
        input: body,
        utm: body.utm,
        signedInUserId: user?.id ?? null,
        origin: originOf(c),
        site: siteOf(c),
        meta: metaOf(c),
      });
      if (out.result === 'fail') {
        return c.json(
          { message: msg.campaignFailure, result: out.result, client_id: null, newClient: false, authenticated: false },
          409,
        );
      }
      if (out.result === 'already') {
        return c.json(
          {
            message: 'E-mail вже зареєстровано',
            errors: { email: ['E-mail вже зареєстровано'] },
            result: out.result,
            client_id: out.client_id,
            newClient: false,
            authenticated: out.authenticated,
            redirect: out.redirect,
          },
          422,
        );
      }
      if (!user) await rememberCampaignEmail(c, body.email, campaign);
      if (out.session) {
        const previous = c.get('sessionId');
        if (previous) await destroySession({ db: deps.db, sessionId: previous });
        setSessionCookie(c, env, out.session, true);
      }
      return c.json(
        {
          result: out.result,
          client_id: out.client_id,
          newClient: out.newClient,
          authenticated: out.authenticated,
          redirect: out.redirect,
          message: msg.campaignSuccess,
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/campaigns/registered',
      tags,
      request: { query: registeredQuery },
      responses: { 200: json(z.object({ data: z.record(z.string(), z.boolean()) }), 'Registration per campaign') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const all = c.req.queries('campaigns[]') ?? c.req.queries('campaigns') ?? [];
      const campaigns = [...new Set(all.map((s) => s.trim()).filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s)))].slice(
        0,
        50,
      );
      const none = Object.fromEntries(campaigns.map((k) => [k, false]));
      const own = c.get('user')?.email.toLowerCase();
      const email = (q.email?.trim().toLowerCase() || own) ?? '';
      if (!email) return c.json({ data: none }, 200);
      // Only the signed-in user's own e-mail, or the one this browser has just registered.
      if (email === own)
        return c.json({ data: await listCampaignRegistrations({ db: deps.db, email, campaigns }) }, 200);
      const marked = await campaignEmailOf(c);
      if (!marked || marked.email !== email) return c.json({ data: none }, 200);
      // An account's registrations stay its owner's: a guest sees what this browser did only.
      const stored = (await findUserByEmail({ db: deps.db, email }))
        ? none
        : await listCampaignRegistrations({ db: deps.db, email, campaigns });
      return c.json(
        { data: Object.fromEntries(campaigns.map((k) => [k, stored[k] || marked.campaigns.includes(k)])) },
        200,
      );
    },
  );

  // Social login
  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/social/list',
      tags,
      responses: {
        200: json(z.object({ data: z.array(z.object({ type: z.string(), name: z.string() })) }), 'Available providers'),
      },
    }),
    (c) => c.json({ data: configuredProviders(env).map((p) => ({ type: p, name: providerNames[p] })) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/social',
      security: sessionSecurity,
      tags,
      responses: {
        200: json(
          z.object({ data: z.array(z.object({ type: z.string(), first_login: z.boolean() })) }),
          'Connected providers',
        ),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      return c.json({ data: await listSocialAccounts({ db: deps.db, userId: user.id }) }, 200);
    },
  );

  const startSocial = async (c: Context<AppEnv>, provider: ProviderId, previousUrl: string | undefined) => {
    if (!configuredProviders(env).includes(provider))
      throw new AppError('not_found', { message: msg.socialUrlFailure(providerNames[provider]) });
    try {
      const redirectUri = `${originOf(c)}/api/clients/social/${provider}/callback`;
      const { url, state, codeVerifier } = await authorizationUrl({ env, provider, redirectUri });
      await setSignedCookie(
        c,
        OAUTH_COOKIE,
        JSON.stringify({ p: provider, s: state, v: codeVerifier, n: safeNext(previousUrl) }),
        env.SESSION_SECRET,
        {
          path: '/api/clients/social',
          httpOnly: true,
          sameSite: 'Lax',
          secure: env.isHttps,
          maxAge: 600,
        },
      );
      return url;
    } catch (err) {
      c.get('log').error({ err, provider }, 'social url failed');
      throw new AppError('service_unavailable', { message: msg.socialUrlFailure(providerNames[provider]) });
    }
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/social/{provider}',
      tags,
      request: { params: providerParams, query: socialQuery },
      responses: { 200: json(z.object({ url: z.string() }), 'Where to send the browser') },
    }),
    async (c) =>
      c.json({ url: await startSocial(c, c.req.valid('param').provider, c.req.valid('query').previous_url) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/social/{provider}/show',
      tags,
      request: { params: providerParams, query: socialQuery },
      responses: { 302: { description: 'Redirect to the provider' } },
    }),
    async (c) =>
      c.redirect(await startSocial(c, c.req.valid('param').provider, c.req.valid('query').previous_url), 302),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/clients/social/{provider}/callback',
      tags,
      request: { params: providerParams, query: callbackQuery },
      responses: { 302: { description: 'Back to the site' } },
    }),
    async (c) => {
      const { provider } = c.req.valid('param');
      const q = c.req.valid('query');
      const raw = await getSignedCookie(c, env.SESSION_SECRET, OAUTH_COOKIE);
      deleteCookie(c, OAUTH_COOKIE, { path: '/api/clients/social' });
      let saved: { p: string; s: string; v: string; n: string } | null = null;
      try {
        saved = raw ? JSON.parse(raw) : null;
      } catch {
        saved = null;
      }
      const back = (target: string, param: string) => {
        const url = new URL(safeNext(target), 'http://local');
        url.searchParams.set(param, provider);
        return c.redirect(safeNext(url.pathname + url.search), 302);
      };
      if (!saved || saved.p !== provider || !q.state || saved.s !== q.state || !q.code || q.error)
        return back(saved?.n ?? '/login', 'social_error');
      try {
        const redirectUri = `${originOf(c)}/api/clients/social/${provider}/callback`;
        const profile = await fetchProfile({ env, provider, redirectUri, code: q.code, codeVerifier: saved.v });
        const user = c.get('user');
        const result = await completeSocialLogin({
          db: deps.db,
          provider,
          profile,
          signedInUserId: user?.id ?? null,
          meta: metaOf(c),
        });
        if (result.session) setSessionCookie(c, env, result.session, true);
        return back(saved.n, 'social_connected');
      } catch (err) {
        c.get('log').warn({ err, provider }, 'social login failed');
        return back(saved.n, 'social_error');
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/clients/social/{provider}/remove',
      security: sessionSecurity,
      tags,
      request: { params: providerParams },
      responses: { 200: json(okSchema, 'Unlinked') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { provider } = c.req.valid('param');
      await unlinkSocialAccount({ db: deps.db, userId: user.id, provider });
      return c.json({ ok: true, message: msg.socialDisconnected(providerNames[provider]) }, 200);
    },
  );

  return router;
}
