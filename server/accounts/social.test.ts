import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { CookieJar, passThroughProvider, startOidcProvider } from '../../tests/support/oidc';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  oidc = await startOidcProvider();
  t = await startTestServer({
    env: {
      GOOGLE_CLIENT_ID: 'fahivets-test',
      GOOGLE_CLIENT_SECRET: 'fahivets-test-secret',
      OIDC_GOOGLE_ISSUER: oidc.issuer,
    },
  });
  oidc.addClient(`${t.url}/api/clients/social/google/callback`);
});
afterAll(async () => {
  await t?.stop();
  await oidc?.close();
});

/** Start at our API, pass the provider, come back to our callback; returns where the site sends the browser. */
async function socialRoundTrip(jar: CookieJar, login: string, previousUrl = '/profile'): Promise<Response> {
  const start = await jar.fetch(`${t.url}/api/clients/social/google?previous_url=${encodeURIComponent(previousUrl)}`);
  expect(start.status).toBe(200);
  const { url } = await start.json();
  const auth = new URL(url);
  expect(auth.origin).toBe(oidc.issuer);
  expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
  expect(auth.searchParams.get('state')).toMatch(/.{20,}/);
  const callback = await passThroughProvider(jar, url, login, `${t.url}/api/clients/social/google/callback`);
  return jar.fetch(callback);
}

describe('social login against a local OpenID provider', () => {
  it('lists Google as available (Facebook is not configured)', async () => {
    expect(await (await t.request('/api/clients/social/list')).json()).toEqual({
      data: [{ type: 'google', name: 'Google' }],
    });
  });

  it(
    'a new person: account created (first_login), signed in, sent back to previous_url; cannot ' + 'unlink it',
    async () => {
      const jar = new CookieJar();
      const back = await socialRoundTrip(jar, 'olha');
      expect(back.status).toBe(302);
      expect(back.headers.get('location')).toBe('/profile?social_connected=google');
      const ping = await (await jar.fetch(`${t.url}/api/clients/ping`)).json();
      expect(ping.user).toMatchObject({ email: 'olha@example.com', name: 'Користувач olha', confirmed: true });
      expect(await (await jar.fetch(`${t.url}/api/clients/social`)).json()).toEqual({
        data: [{ type: 'google', first_login: true }],
      });
      const remove = await jar.fetch(`${t.url}/api/clients/social/google/remove`, {
        method: 'DELETE',
        headers: { origin: t.url },
      });
      expect(remove.status).toBe(403);
      expect((await remove.json()).message).toBe(
        'Ви не можете відв’язати цей акаунт, Його видалення заблокує доступ до кабінету.',
      );
      // Second login with the same provider account reaches the same user.
      const again = new CookieJar();
      await socialRoundTrip(again, 'olha');
      expect((await (await again.fetch(`${t.url}/api/clients/ping`)).json()).user.id).toBe(ping.user.id);
    },
  );

  it('a signed-in user links Google, then unlinks it with the spec text', async () => {
    const jar = new CookieJar();
    const cookie = await sessionCookieFor(t.database.db, 'user@fahivets.ua');
    const [name, value] = cookie.split('=');
    jar.store(t.url, new Response(null, { headers: { 'set-cookie': `${name}=${value}; Path=/` } }));
    const back = await socialRoundTrip(jar, 'oksana-g', '/profile/1/dashboard');
    expect(back.headers.get('location')).toBe('/profile/1/dashboard?social_connected=google');
    expect(await (await jar.fetch(`${t.url}/api/clients/social`)).json()).toEqual({
      data: [{ type: 'google', first_login: false }],
    });
    const remove = await jar.fetch(`${t.url}/api/clients/social/google/remove`, {
      method: 'DELETE',
      headers: { origin: t.url },
    });
    expect(remove.status).toBe(200);
    expect((await remove.json()).message).toBe('Google відключено');
    expect(await (await jar.fetch(`${t.url}/api/clients/social`)).json()).toEqual({ data: [] });
    const twice = await jar.fetch(`${t.url}/api/clients/social/google/remove`, {
      method: 'DELETE',
      headers: { origin: t.url },
    });
    expect(twice.status).toBe(404);
    expect((await twice.json()).message).toBe('Помилка відключення Google');
  });

  it('a callback with a forged state signs nobody in and reports the failure', async () => {
    const jar = new CookieJar();
    await jar.fetch(`${t.url}/api/clients/social/google?previous_url=/`);
    const r = await jar.fetch(`${t.url}/api/clients/social/google/callback?code=abc&state=forged`);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/?social_error=google');
    expect((await jar.fetch(`${t.url}/api/clients/ping`)).status).toBe(401);
  });

  it('previous_url pointing off-site is replaced by /', async () => {
    const jar = new CookieJar();
    const back = await socialRoundTrip(jar, 'petro', 'https://evil.example/steal');
    expect(back.headers.get('location')).toBe('/?social_connected=google');
  });
});
