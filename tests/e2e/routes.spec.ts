import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../common/route-table';
import type { ParamRule } from '../../common/route-params';
import { themes } from '../../common/themes';
import { landingPages } from '../../server/pages/landing-pages';
import { requestWithHost } from '../support/host-request';
import { sessionCookieFor } from '../support/login';
import { startTestServer, type TestServer } from '../support/test-server';

/** Every route of the spec answers: a page, a redirect, a login redirect, or the specified 404. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ssr: 'production' });
});
afterAll(async () => {
  await t?.stop();
});

const sample: Record<ParamRule, string> = {
  numeric: '1',
  newsPost: '1-test',
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  documentAlias: '1-test',
  slug: 'test',
};
const invalid: Record<ParamRule, string> = {
  numeric: 'abc',
  newsPost: 'no-digits',
  uuid: 'NOT-A-UUID',
  documentAlias: 'x',
  slug: '%20',
};

function samplePath(path: string, rules: Record<string, ParamRule> = {}): string {
  return `/${path}`.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, (_, name: string) => sample[rules[name] ?? 'slug']);
}

describe('route table', () => {
  it('holds every group of spec routes', () => {
    const names = new Set(routeTable.map((r) => r.name));
    for (const n of [
      'index',
      'login',
      'profile',
      'checkout-product',
      'record',
      'record-child',
      'handbook',
      'handbook-child',
      'free-webinar',
      'documents',
      'news',
      'news-editor',
      'confirmations',
      'lottery',
      'constructor-edit',
    ]) {
      expect(names.has(n), n).toBe(true);
    }
    expect(landingPages.length).toBeGreaterThan(60);
  });

  for (const entry of routeTable) {
    it(`${entry.name} (/${entry.path}) answers`, async () => {
      const path = samplePath(entry.path, entry.params);
      // A consultation service of the accounting site only is asked for on that site's host.
      const accountingOnly =
        !themes.hr.consultationServices.some((svc) => svc.routeName === entry.name) &&
        themes.accounting.consultationServices.some((svc) => svc.routeName === entry.name);
      const r = accountingOnly
        ? await requestWithHost(t.url, path, { host: 'buh.localhost' }).then(
            (h) =>
              new Response(h.status === 200 ? h.text : null, { status: h.status, headers: h.headers as HeadersInit }),
          )
        : await t.request(path);
      expect(r.status, path).toBeLessThan(500);
      if (entry.requiresAuth) {
        expect(r.status).toBe(302);
        expect(r.headers.get('location')).toBe(`/login?next=${encodeURIComponent(path)}`);
        return;
      }
      if (entry.file === 'redirect.tsx') {
        expect([301, 302]).toContain(r.status);
        expect(r.headers.get('location')).toBeTruthy();
        return;
      }
      if (r.status === 404) {
        // Only pages of one item may be missing (the sample id does not exist).
        expect(Object.keys(entry.params ?? {}).length + (entry.path.includes(':') ? 1 : 0), path).toBeGreaterThan(0);
        return;
      }
      expect([200, 301, 302], path).toContain(r.status);
      if (r.status === 200) {
        const html = await r.text();
        expect(html).toContain('<html lang="uk"');
        expect(html).toMatch(/<title>[^<]+<\/title>/);
      }
    });
  }

  // Landing and thank-you paths are CMS pages now: each spec path still answers with its page.
  for (const page of landingPages) {
    it(`landing /${page.alias} answers`, async () => {
      const r = await t.request(`/${page.alias}`);
      expect(r.status).toBe(200);
      const html = await r.text();
      expect(html).toContain('<html lang="uk"');
      expect(html).toContain(`<title>${page.title} — `);
    });
  }

  it('a landing added to the pages table is served at once; unknown and unpublished aliases are 404', async () => {
    const { pages } = await import('../../server/db/schema');
    const alias = `spring_offer_${Date.now()}`;
    expect((await t.request(`/${alias}`)).status).toBe(404);
    await t.database.db.insert(pages).values({ alias, title: 'Весняна пропозиція', content: '<p>Умови акції.</p>' });
    const r = await t.request(`/${alias}?utm_source=mail`);
    expect(r.status).toBe(200);
    const html = await r.text();
    expect(html).toMatch(/<h1 id="page-title"[^>]*>Весняна пропозиція<\/h1>/);
    expect(html).toContain('<p>Умови акції.</p>');
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`/${alias}</loc>`);
    expect(sitemap).not.toMatch(/\/about<\/loc>[\s\S]*\/about<\/loc>/);

    await t.database.db.insert(pages).values({ alias: `${alias}_draft`, title: 'Чернетка', isPublished: false });
    const draft = await t.request(`/${alias}_draft`);
    expect(draft.status).toBe(404);
    expect(await draft.text()).toContain(`Page not found: /${alias}_draft`);
    const unknown = await t.request('/no_such_landing');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page not found: /no_such_landing');
  });

  it('a failed parameter rule is a real 404 with "Page Not Found: {path}"', async () => {
    for (const entry of routeTable.filter((r) => r.params && !r.requiresAuth && r.file !== 'redirect.tsx')) {
      const [name, rule] = Object.entries(entry.params ?? {})[0];
      if (rule === 'slug') continue;
      const path = `/${entry.path}`
        .replace(`:${name}`, invalid[rule])
        .replace(/\/:(\w+)\?/g, '')
        .replace(/:(\w+)/g, '1');
      const r = await t.request(path);
      expect(r.status, path).toBe(404);
      expect(await r.text(), path).toContain(`Page Not Found: ${path}`);
      const data = await t.request(`${path}.data`);
      expect(data.status, `${path}.data`).toBe(404);
      expect(await data.text(), `${path}.data`).toContain(`Page Not Found: ${path}`);
    }
  });

  it('unknown paths are a 404 with "Page not found: {path}"', async () => {
    const r = await t.request('/definitely/not/here');
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('Page not found: /definitely/not/here');
  });

  it('redirects of the spec go where specified', async () => {
    const cases: [string, string][] = [
      ['/checkout', '/subscribe'],
      ['/events', '/events/all'],
      ['/events/theme', '/events/all?type=all'],
      ['/events/theme/vidpustky', '/events/all?type=all&themeItems=vidpustky'],
      ['/events/webinars', '/events/all?type=webinars'],
      ['/events/webinars/42-x', '/events/all?type=all&typeItems=42-x'],
      ['/events/lecturers/ivanenko', '/events/all?type=all&lecturersItems=ivanenko'],
      ['/news/kadry/123-nova-postanova', '/news/123-nova-postanova'],
      ['/consultations/ok', '/consultations/osobistiy-konsultant'],
      ['/consultations/vo/15?a=1', '/consultations/consultations-viiskovyi-oblik/15?a=1'],
    ];
    for (const [from, to] of cases) {
      const r = await t.request(from);
      expect(r.status, from).toBe(301);
      expect(r.headers.get('location'), from).toBe(to);
    }
  });

  it('the login guard strips utm from next, saves it, and carries status', async () => {
    const r = await t.request('/lottery/3?utm_campaign=spring&status=paid&x=1');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(
      `/login?${new URLSearchParams({ next: '/lottery/3?status=paid&x=1', status: 'paid' })}`,
    );
    expect(r.headers.get('set-cookie')).toContain(
      `__utm__=${encodeURIComponent(JSON.stringify({ utm_campaign: 'spring' }))}`,
    );
    // A client-side navigation asks for the route data: the same guard answers it.
    const data = await t.request('/lottery/3.data?utm_campaign=spring&status=paid&x=1');
    expect(await data.text()).toContain(
      JSON.stringify(`/login?${new URLSearchParams({ next: '/lottery/3?status=paid&x=1', status: 'paid' })}`),
    );
    expect(data.headers.get('set-cookie')).toContain('__utm__=');
  });

  it('the profile guard: someone else’s profile goes to my-subscriptions, query kept', async () => {
    const r = await t.request('/profile/2/dashboard?tab=1');
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/profile/2/my-subscriptions?tab=1');
    const r2 = await t.request('/profile/2?tab=1');
    expect(r2.headers.get('location')).toBe('/profile/2/my-subscriptions?tab=1');
    const cookie = await sessionCookieFor(t.database.db, 'user@fahivets.ua');
    const own = (await t.request('/profile', { cookie })).headers.get('location');
    const id = Number(/^\/profile\/(\d+)\/dashboard$/.exec(own ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    expect((await t.request(`/profile/${id}/dashboard`, { cookie })).status).toBe(200);
    const other = await t.request(`/profile/${id + 1}/favorite?tab=1`, { cookie });
    expect(other.status).toBe(302);
    expect(other.headers.get('location')).toBe(`/profile/${id + 1}/my-subscriptions?tab=1`);
  });

  it('SEO: title, description, canonical and OG on pages; redirect_url is permanent', async () => {
    const html = await (await t.request('/subscribe')).text();
    expect(html).toContain('<title>Передплата на Фахівець: пакети і ціни — Фахівець: Кадри</title>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/subscribe"/);
    expect(html).toContain('property="og:title"');
    const { seoSettings } = await import('../../server/db/schema');
    const { invalidateSeoSettings } = await import('../../server/seo/get-seo-settings');
    await t.database.db.insert(seoSettings).values({ url: '/privacy', redirectUrl: '/offer' });
    // Written straight to the table, as staff tooling does: the shell cache is told, and a query
    // string keeps the guest page cache of earlier requests out of the way.
    invalidateSeoSettings(t.database.db);
    const r = await t.request('/privacy?seo=1');
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/offer');
  });

  it('sitemap.xml and robots.txt', async () => {
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/news<\/loc>/);
    const robots = await (await t.request('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  it('static assets are immutable and compressed; build version is served', async () => {
    const html = await (await t.request('/')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const r = await t.request(asset as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('content-encoding')).toBe('gzip');
    const v = await (await t.request('/build-version')).json();
    expect(v.id).toMatch(/\w+/);
  });

  it('inline scripts carry the CSP nonce of the response', async () => {
    const r = await t.request('/');
    const nonce = /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await r.text();
    const scripts = [...html.matchAll(/<script(?![^>]*src=)[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
  });
});
