import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCacheOf } from '../../server/http/page-cache';
import { sessionCookieFor } from '../support/login';
import { startTestServer, type TestServer } from '../support/test-server';

// The anonymous micro-cache on the production build (ADR 019).
let t: TestServer;
let unique = 0;
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}pc=${Date.now()}-${++unique}`;
const renders = () => pageCacheOf(t.deps)?.stats.renders ?? Number.NaN;

beforeAll(async () => {
  t = await startTestServer({ ssr: 'production', demo: true });
});
afterAll(async () => {
  await t?.stop();
});

describe('anonymous micro-cache', () => {
  it('a second guest gets the stored page; a signed-in user never does', async () => {
    const url = fresh('/about');
    const first = await t.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('render');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const body = await first.text();
    const second = await t.request(url);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(body);
    // The CSP nonce in the header still matches the stored body's scripts.
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce && body.includes(`nonce="${nonce}"`)).toBe(true);

    const cookie = await sessionCookieFor(t.database.db, 'professional@fahivets.ua');
    const signedIn = await t.request(url, { cookie });
    expect(signedIn.headers.get('x-page-cache')).toBe('bypass');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    const personal = await signedIn.text();
    expect(personal).toContain('Ірина Професіонал');
    expect(personal).not.toBe(body);
    // …and the signed-in render did not replace the guests' copy (stored or rendered anew).
    expect(await (await t.request(url)).text()).not.toContain('Ірина Професіонал');
  });

  it('a guest page goes out compressed as the browser asks, each encoding stored as sent (ADR 059)', async () => {
    // The bytes on the wire (fetch would decode them).
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        http
          .get(`${t.url}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const url = fresh('/about');
    const br = await raw(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-page-cache']).toBe('render');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const html = zlib.brotliDecompressSync(br.body).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('</html>');
    expect(br.body.length).toBeLessThan(Buffer.byteLength(html) / 3);

    const again = await raw(url, 'gzip, deflate, br');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body.equals(br.body)).toBe(true);

    const gzip = await raw(url, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['x-page-cache']).toBe('render');
    const plain = await raw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-page-cache']).toBe('render');
    // One render per encoding, the same document in each (the nonce aside).
    const unNonced = (s: string) => s.replaceAll(/nonce="([^"]+)"/.exec(s)?.[1] ?? 'none', 'NONCE');
    expect(unNonced(zlib.gunzipSync(gzip.body).toString())).toBe(unNonced(html));
    expect(unNonced(plain.body.toString())).toBe(unNonced(html));
  });

  it('concurrent guests on one URL share one render', async () => {
    const url = fresh('/kit');
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.request(url)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(renders() - before).toBe(1);
    const kinds = answers.map((r) => r.headers.get('x-page-cache'));
    expect(kinds.filter((k) => k === 'render')).toHaveLength(1);
    expect(kinds.every((k) => k === 'render' || k === 'coalesced' || k === 'hit')).toBe(true);
  });

  it('a response that sets a cookie is not stored (guarded route with utm)', async () => {
    const url = fresh('/tests/7?utm_source=mail');
    const a = await t.request(url);
    expect(a.headers.get('set-cookie')).toMatch(/__utm__=/);
    expect(a.headers.get('cache-control')).toBe('private, no-store');
    const b = await t.request(url);
    expect(b.headers.get('x-page-cache')).not.toBe('hit');
    expect(b.headers.get('set-cookie')).toMatch(/__utm__=/);
  });

  it('the guest article is cacheable; the page counts the view by a call, once per visitor per day', async () => {
    const { data } = await (await t.request('/api/news/all?limit=1')).json();
    const { id, url } = data[0] as { id: number; url: string };
    const page = await t.request(fresh(url), {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');

    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };
    const v1 = await t.request(`/api/news/post/${id}/view`, { method: 'POST', headers: browser });
    expect(v1.status).toBe(200);
    const visitor = v1.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(visitor).toMatch(/^fahivets_visitor=/);
    const counted = (await v1.json()).views as number;
    const again = await t.request(`/api/news/post/${id}/view`, { method: 'POST', headers: browser, cookie: visitor });
    expect((await again.json()).views).toBe(counted);
    const bot = await t.request(`/api/news/post/${id}/view`, {
      method: 'POST',
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    expect((await bot.json()).views).toBe(counted);
    expect((await t.request('/api/news/post/999999/view', { method: 'POST', headers: browser })).status).toBe(404);
  });

  it('a staff save of a free webinar purges the cached webinar list and home page', async () => {
    const list = fresh('/free-webinars');
    const home = fresh('/');
    for (const url of [list, home]) {
      await t.request(url);
      expect((await t.request(url)).headers.get('x-page-cache')).toBe('hit');
    }
    const editor = await sessionCookieFor(t.database.db, 'editor@fahivets.ua');
    const title = `Звітність з ЄСВ за рік ${Date.now()}`;
    const starts = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const saved = await t.request('/api/staff/webinars', {
      method: 'POST',
      cookie: editor,
      json: { title, starts_at: starts, themes: ['hr'], is_published: true },
    });
    expect(saved.status).toBe(201);
    for (const url of [list, home]) {
      const after = await t.request(url);
      expect(after.headers.get('x-page-cache')).toBe('render');
      expect(await after.text()).toContain(title);
    }
    // A change (here: unpublishing) purges them again.
    const { data } = await saved.json();
    const hidden = await t.request(`/api/staff/webinars/${data.id}`, {
      method: 'PUT',
      cookie: editor,
      json: { title, starts_at: starts, themes: ['hr'], is_published: false },
    });
    expect(hidden.status).toBe(200);
    expect(await (await t.request(list)).text()).not.toContain(title);
  });

  it("an editor's publish purges the cached news pages", async () => {
    const list = fresh('/news');
    await t.request(list);
    expect((await t.request(list)).headers.get('x-page-cache')).toBe('hit');
    const editor = await sessionCookieFor(t.database.db, 'editor@fahivets.ua');
    const stored = await t.request('/api/news/store-post', {
      method: 'POST',
      cookie: editor,
      json: { title: 'Свіжа новина для кешу', content: '<p>Текст.</p>', status: 'published', categories: [1] },
    });
    expect(stored.status).toBe(201);
    const after = await t.request(list);
    expect(after.headers.get('x-page-cache')).toBe('render');
    expect(await after.text()).toContain('Свіжа новина для кешу');
  });
});
