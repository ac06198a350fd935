import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import type { Env } from '../env';

export type ProviderId = 'google' | 'facebook';
export const providerNames: Record<ProviderId, string> = { google: 'Google', facebook: 'Facebook' };

interface Endpoints {
  authorization: string;
  token: string;
  userinfo: string;
}

export interface SocialProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
}

const GOOGLE: Endpoints = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};
const FACEBOOK: Endpoints = {
  authorization: 'https://www.facebook.com/v19.0/dialog/oauth',
  token: 'https://graph.facebook.com/v19.0/oauth/access_token',
  userinfo: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
};

/** Providers with a client id and secret in the environment; the others are hidden. */
export function configuredProviders(env: Env): ProviderId[] {
  const out: ProviderId[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) out.push('google');
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) out.push('facebook');
  return out;
}

export function isProviderId(v: string): v is ProviderId {
  return v === 'google' || v === 'facebook';
}

const discovered = new Map<string, Promise<Endpoints>>();

/** Google's endpoints, or those an OIDC issuer publishes (OIDC_GOOGLE_ISSUER: self-hosted or test provider). */
async function endpointsOf(env: Env, provider: ProviderId): Promise<Endpoints> {
  if (provider === 'facebook') return FACEBOOK;
  const issuer = env.OIDC_GOOGLE_ISSUER;
  if (!issuer) return GOOGLE;
  let found = discovered.get(issuer);
  if (!found) {
    found = (async () => {
      const res = await fetch(
        new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`),
        { signal: AbortSignal.timeout(5000) },
      );
      if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
      const doc = (await res.json()) as {
        authorization_endpoint: string;
        token_endpoint: string;
        userinfo_endpoint: string;
      };
      return { authorization: doc.authorization_endpoint, token: doc.token_endpoint, userinfo: doc.userinfo_endpoint };
    })();
    found.catch(() => discovered.delete(issuer));
    discovered.set(issuer, found);
  }
  return found;
}

function clientOf(env: Env, provider: ProviderId, redirectUri: string): OAuth2Client {
  const [id, secret] =
    provider === 'google'
      ? [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET]
      : [env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET];
  return new OAuth2Client(id ?? '', secret ?? '', redirectUri);
}

const scopesOf = (provider: ProviderId) =>
  provider === 'google' ? ['openid', 'email', 'profile'] : ['email', 'public_profile'];

/** Authorization URL with state and PKCE (S256); state and verifier go back to the caller to keep. */
export async function authorizationUrl(opts: {
  env: Env;
  provider: ProviderId;
  redirectUri: string;
}): Promise<{ url: string; state: string; codeVerifier: string }> {
  const endpoints = await endpointsOf(opts.env, opts.provider);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = clientOf(opts.env, opts.provider, opts.redirectUri).createAuthorizationURLWithPKCE(
    endpoints.authorization,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    scopesOf(opts.provider),
  );
  return { url: url.toString(), state, codeVerifier };
}

/** Code → tokens → the provider's profile of the person. */
export async function fetchProfile(opts: {
  env: Env;
  provider: ProviderId;
  redirectUri: string;
  code: string;
  codeVerifier: string;
}): Promise<SocialProfile> {
  const endpoints = await endpointsOf(opts.env, opts.provider);
  const tokens = await clientOf(opts.env, opts.provider, opts.redirectUri).validateAuthorizationCode(
    endpoints.token,
    opts.code,
    opts.codeVerifier,
  );
  const res = await fetch(endpoints.userinfo, {
    headers: { Authorization: `Bearer ${tokens.accessToken()}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`userinfo failed: ${res.status}`);
  const info = (await res.json()) as {
    sub?: string;
    id?: string;
    email?: string;
    email_verified?: boolean;
    name?: string;
  };
  const id = info.sub ?? info.id;
  if (!id) throw new Error('userinfo without subject');
  return {
    id: String(id),
    email: info.email ? info.email.toLowerCase() : null,
    // Facebook hands out only confirmed addresses; OIDC says so explicitly.
    emailVerified: opts.provider === 'facebook' ? Boolean(info.email) : info.email_verified === true,
    name: (info.name ?? '').slice(0, 120),
  };
}
