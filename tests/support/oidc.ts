import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider with its development login screens) on port 0,
 * standing in for Google: accounts are whatever login name is typed, e-mail `<login>@example.com`.
 */
export async function startOidcProvider(): Promise<{
  issuer: string;
  addClient(redirectUri: string): void;
  close(): Promise<void>;
}> {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    addClient(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: 'fahivets-test',
            client_secret: 'fahivets-test-secret',
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        findAccount: async (_ctx: unknown, sub: string) => ({
          accountId: sub,
          claims: async () => ({ sub, email: `${sub}@example.com`, email_verified: true, name: `Користувач ${sub}` }),
        }),
        features: { devInteractions: { enabled: true } },
      });
      handler = provider.callback();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Cookie jar keyed by host, enough for following a login through the provider. */
export class CookieJar {
  private jars = new Map<string, Map<string, string>>();
  store(url: string, res: Response) {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || value === '') jar.delete(pair.slice(0, i));
      else jar.set(pair.slice(0, i), value);
    }
    this.jars.set(host, jar);
  }
  header(url: string): string {
    return [...(this.jars.get(new URL(url).host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, res);
    return res;
  }
}

/**
 * Follows the provider's redirects and development screens (login as `login`, then consent) until
 * it sends the browser back to `callbackPrefix`; returns that callback URL.
 */
export async function passThroughProvider(
  jar: CookieJar,
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<string> {
  let url = authorizationUrl;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(callbackPrefix)) return url;
    const res = await jar.fetch(url);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location') as string, url).toString();
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`provider page without a form at ${url}: ${res.status} ${html.slice(0, 300)}`);
    const isLogin = html.includes('name="login"');
    const body = new URLSearchParams(isLogin ? { prompt: 'login', login, password: 'any' } : { prompt: 'consent' });
    const posted = await jar.fetch(new URL(action, url).toString(), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    url = new URL(posted.headers.get('location') as string, url).toString();
  }
  throw new Error('provider did not send the browser back');
}
