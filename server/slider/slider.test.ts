import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { slides } from '../db/schema';

let t: TestServer;
let editor: string;
beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_URL: 'http://fahivets.test' } });
  editor = (await buildUser(t.database.db, { options: { events_editor: true } })).cookie;
});
afterAll(async () => {
  await t?.stop();
});

const DAY = 86_400_000;
/** fetch cannot set Host: the accountant's site is asked through node:http. */
function onHost(path: string, host: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.url}${path}`, { headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve(new Response(body, { status: res.statusCode })));
      })
      .on('error', reject);
  });
}
const slider = (id: string, query = '', host?: string) =>
  host ? onHost(`/api/frontend/slider/${id}${query}`, host) : t.request(`/api/frontend/slider/${id}${query}`);
const save = (id: string, slides: unknown[], cookie = editor) =>
  t.request(`/api/staff/slider/${id}`, {
    method: 'PUT',
    json: { slides },
    cookie,
    headers: { origin: 'http://fahivets.test' },
  });
const titles = async (res: Response) => ((await res.json()).data as { title: string }[]).map((s) => s.title);

describe('GET /api/frontend/slider/{id}', () => {
  it('serves the seeded editorial slides of the request theme, in order', async () => {
    const res = await slider('home');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: 'Три дні повного доступу — безкоштовно',
      text: expect.stringContaining('передплату'),
      link: '/demo',
      button: 'Отримати демодоступ',
      image: null,
      placement: 'main_page_banner',
    });
    const hr = data.map((s: { text: string }) => s.text).join(' ');
    expect(hr).toContain('Трудове право');
    expect(hr).not.toContain('Податки, ЄСВ');
    const accounting = await (await slider('home', '', 'buh.localhost')).json();
    expect(accounting.data.map((s: { text: string }) => s.text).join(' ')).toContain('Податки, ЄСВ');
    expect((await (await slider('news')).json()).data.length).toBeGreaterThan(1);
  });

  it('unknown slider is 404 in Ukrainian; a long referrer is 422', async () => {
    const res = await slider('sidebar');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Слайдер не знайдено');
    expect((await slider('home', `?referrer=${'a'.repeat(2100)}`)).status).toBe(422);
  });

  it('staff save the whole list: order, dates, themes, drafts; the referrer leaves out its own page', async () => {
    const now = Date.now();
    const saved = await save('news', [
      { title: 'Другий за датою', link: '/free-webinars', button: 'Обрати вебінар' },
      { title: 'Перший', text: 'Текст', link: 'https://fahivets.ua/subscribe', placement: 'news_promo_main' },
      { title: 'Ще не почався', link: '/demo', starts_at: new Date(now + DAY).toISOString() },
      { title: 'Вже скінчився', link: '/demo', ends_at: new Date(now - DAY).toISOString() },
      { title: 'Чернетка', link: '/demo', is_published: false },
      { title: 'Лише бухгалтерам', link: '/documents', themes: ['accounting'] },
    ]);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toHaveLength(6);
    expect(await titles(await slider('news'))).toEqual(['Другий за датою', 'Перший']);
    expect(await titles(await slider('news', '?referrer=https%3A%2F%2Ffahivets.ua%2Fsubscribe'))).toEqual([
      'Другий за датою',
    ]);
    expect(await titles(await slider('news', '?referrer=/free-webinars/'))).toEqual(['Перший']);
    expect(await titles(await slider('news', '', 'buh.localhost'))).toContain('Лише бухгалтерам');

    const staff = await t.request('/api/staff/slider/news', { cookie: editor });
    expect((await staff.json()).data.map((s: { title: string }) => s.title)).toContain('Чернетка');
  });

  it('the slides shown are kept a second per slider and theme; a save is seen at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await save('home', [{ title: 'Головний слайд', link: '/demo' }]);
      expect(await titles(await slider('home'))).toEqual(['Головний слайд']);
      // A change that bypasses the save (another process without Redis) shows after the second.
      await t.database.db.update(slides).set({ title: 'Змінено поза збереженням' }).where(eq(slides.slider, 'home'));
      expect(await titles(await slider('home'))).toEqual(['Головний слайд']);
      vi.setSystemTime(Date.now() + 1_001);
      expect(await titles(await slider('home'))).toEqual(['Змінено поза збереженням']);
      await save('home', [{ title: 'Збережено редактором', link: '/demo' }]);
      expect(await titles(await slider('home'))).toEqual(['Збережено редактором']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('editing is for events editors; bad slides are 422 with Ukrainian messages at the field', async () => {
    const reader = await buildUser(t.database.db);
    expect((await save('home', [], reader.cookie)).status).toBe(403);
    expect((await t.request('/api/staff/slider/home')).status).toBe(401);
    const cases: [unknown, string, string][] = [
      [{ title: '', link: '/demo' }, 'slides.0.title', 'Це поле необхідно заповнити'],
      [{ title: 'X', link: 'javascript:alert(1)' }, 'slides.0.link', 'Посилання має починатися з / або https://'],
      [{ title: 'X', link: '//evil.example' }, 'slides.0.link', 'Посилання має починатися з / або https://'],
      [{ title: 'X', link: '/demo', placement: 'sidebar' }, 'slides.0.placement', 'Невідоме місце показу'],
      [{ title: 'X', link: '/demo', starts_at: 'завтра' }, 'slides.0.starts_at', 'Некоректна дата'],
      [
        { title: 'X', link: '/demo', starts_at: '2026-05-02T00:00:00Z', ends_at: '2026-05-01T00:00:00Z' },
        'slides.0.ends_at',
        'Дата завершення має бути пізнішою за дату початку',
      ],
      [{ title: 'X', link: '/demo', themes: [] }, 'slides.0.themes', 'Оберіть хоча б одну тему'],
    ];
    for (const [bad, field, message] of cases) {
      const res = await save('home', [bad]);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect((await res.json()).errors[field]).toEqual([message]);
    }
    const many = Array.from({ length: 13 }, (_, i) => ({ title: `Слайд ${i}`, link: '/demo' }));
    const tooMany = await save('home', many);
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).errors.slides).toEqual(['Не більше 12 слайдів']);
    expect((await save('sidebar', [])).status).toBe(404);
  });
});
