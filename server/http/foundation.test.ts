import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

describe('operational endpoints', () => {
  it('healthz and readyz answer, readyz names the database kind', async () => {
    expect((await t.request('/healthz')).status).toBe(200);
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect((await ready.json()).database).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('metrics are in Prometheus text format and count requests', async () => {
    await t.request('/api/topics');
    const body = await (await t.request('/metrics')).text();
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",kind="api",status="200"\} [1-9]/);
  });

  it('every response carries a request id and security headers', async () => {
    const r = await t.request('/api/topics');
    expect(r.headers.get('x-request-id')).toMatch(/.{8,}/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('an API answer’s policy allows the site’s scripts only, with no nonce; the API’s HTML page has one', async () => {
    const api = (await t.request('/api/topics')).headers.get('content-security-policy') ?? '';
    expect(api).toContain("script-src 'self'");
    expect(api).not.toContain('nonce-');
    const docs = await t.request('/api/docs');
    const nonce = /'nonce-([^']+)'/.exec(docs.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await docs.text()).toContain(`nonce="${nonce}"`);
  });
});

describe('API conventions', () => {
  it('unknown API paths are a JSON 404 with the catalogue id', async () => {
    const r = await t.request('/api/no-such-thing');
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ message: 'Не знайдено', error: 'not_found' });
  });

  it('refuses a state-changing call from another origin', async () => {
    const r = await t.request('/api/clients/logout', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/pages/pages/{alias}', '/seo/settings/show', '/menu/side-navigation', '/nuxt/features']),
    );
  });
});

describe('pages, SEO, menus, topics, features', () => {
  it('GET /api/pages/pages/{alias} returns a seeded page and 404 for a missing one', async () => {
    const r = await t.request('/api/pages/pages/about');
    expect(r.status).toBe(200);
    const { data } = await r.json();
    expect(data.title).toBe('Про нас');
    expect((await t.request('/api/pages/pages/nothing-here')).status).toBe(404);
  });

  it('bad alias is a 422 with a Ukrainian message, never a 500', async () => {
    const r = await t.request(`/api/pages/pages/${encodeURIComponent('<script>')}`);
    expect(r.status).toBe(422);
    expect((await r.json()).errors.alias[0]).toBe('Некоректна адреса сторінки');
  });

  it('SEO settings by url, normalised; missing url is 422', async () => {
    const r = await (await t.request('/api/seo/settings/show?url=https://x.ua/subscribe/')).json();
    expect(r.data.title).toContain('Передплата');
    expect((await (await t.request('/api/seo/settings/show?url=/unknown')).json()).data).toBeNull();
    expect((await t.request('/api/seo/settings/show')).status).toBe(422);
  });

  it('SEO text is stripped of tags and cut to 20000 characters', async () => {
    const { seoSettings } = await import('../db/schema');
    await t.database.db
      .insert(seoSettings)
      .values({ url: '/long', text: `<p>${'Текст '.repeat(5000)}</p><script>x()</script>` });
    const { data } = await (await t.request('/api/seo/settings/show?url=/long')).json();
    expect(data.text).not.toContain('<');
    expect(data.text.length).toBe(20000);
  });

  it('side menu shows served counters as real counts and the spec defaults elsewhere; three menus answer', async () => {
    const side = (await (await t.request('/api/menu/side-navigation')).json()).data;
    const videos = side.find((i: { link: string }) => i.link === '/events/all');
    const counters = await (await t.request('/api/records/events/counters?keys[]=videos')).json();
    expect(videos.options.label).toBe(String(counters.data.videos));
    expect(videos.options.label).not.toBe('829');
    expect(side.find((i: { link: string }) => i.link === '/consultations').options.label).toBe('40786');
    for (const p of ['header-navigation', 'personal-account-navigation'])
      expect((await t.request(`/api/menu/${p}`)).status).toBe(200);
  });

  it('features list the consultation services of the theme chosen by host', async () => {
    const hr = (await (await t.request('/api/nuxt/features')).json()).data;
    expect(hr).toHaveLength(3);
    expect(hr.every((s: { expanded: boolean }) => s.expanded)).toBe(true);
  });

  it('the accounting theme is chosen by host: five services, its own name in the page', async () => {
    const http = await import('node:http');
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get(`${t.url}${path}`, { headers: { host: 'buh.localhost' } }, (res) => {
            let body = '';
            res.on('data', (c) => {
              body += c;
            });
            res.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
    const services = JSON.parse(await get('/api/nuxt/features')).data;
    expect(services.map((s: { slug: string }) => s.slug)).toEqual(
      expect.arrayContaining(['consultation-zp-check', 'consultation-pn-unblock']),
    );
    expect(services).toHaveLength(5);
    const settings = JSON.parse(await get('/api/site/settings')).data;
    expect(settings.name).toBe('Фахівець: Бухгалтерія');
    expect(settings.contacts.email).toBe('info@buh.fahivets.ua');
  });

  it('topics come ordered', async () => {
    const r = await (await t.request('/api/topics?with-order=1')).json();
    expect(r.data.length).toBeGreaterThanOrEqual(5);
    expect(r.data.map((x: { order: number }) => x.order)).toEqual(
      [...r.data.map((x: { order: number }) => x.order)].sort((a, b) => a - b),
    );
  });
});
