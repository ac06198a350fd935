import ICAL from 'ical.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, buildDocumentRubric } from '../../tests/support/documents';
import { buildHandbook, buildNewsPost, buildUser, grantSubscription, uniq } from '../../tests/support/factories';
import { buildRecord } from '../../tests/support/records-factory';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { mailOutbox, professions } from '../db/schema';
import { sendCalendarReminders } from './calendar/send-reminders';
import { DEMO_CALENDARS, seedDemoCalendars } from './calendar/calendar-seed';
import { calendarEventInput } from '../../common/tools/calendar-rules';
import { splitArticleCalculators } from '../../common/tools/article-calculators';
import { sanitizeNewsHtml, withContents } from '../news/news-html';
import { sessionCookieFor } from '../../tests/support/login';
import { importProfessions } from './professions/import-professions';
import { decodeClassifierFile, parseClassifierCsv } from './classifier';
import { tools } from './index';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let t: TestServer;
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
const json = (r: Response) => r.json() as Promise<Record<string, any>>;
const post = (p: string, body: unknown, cookie?: string) => t.request(p, { method: 'POST', json: body, cookie });

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

describe('calculators API', () => {
  it('lists every calculator with its page address', async () => {
    const res = await t.request('/api/calculators');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data.map((c: { alias: string }) => c.alias)).toContain('vidpuskni');
    expect(body.data.find((c: { alias: string }) => c.alias === 'vidpuskni').url).toBe('/calculators/vidpuskni');
  });

  it('computes vacation pay with the steps, the rules and their legal basis', async () => {
    const res = await post('/api/calculators/vidpuskni', { vacationStart: '2026-03-02', days: 14, earnings: 240000 });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    // 240 000 ÷ 365 days of March 2025 – February 2026 (no holidays under martial law) = 657,53 × 14.
    expect(data.result.averageDaily).toBe(657.53);
    expect(data.result.pay).toBe(9205.42);
    expect(data.computed_for_label).toBe('Розраховано за нормами на 02.03.2026');
    expect(data.steps.length).toBeGreaterThan(2);
    const martial = data.rules.find((r: { key: string }) => r.key === 'martialLaw');
    expect(martial.source.act).toContain('№ 2136-IX');
  });

  it('uses the rules of the date: the minimum wage top-up before and after 1 January 2026', async () => {
    const run = async (date: string) =>
      (
        await json(
          await post('/api/calculators/zarplata-na-ruky', {
            date,
            direction: 'grossToNet',
            amount: 8000,
            isMainJob: true,
          }),
        )
      ).data;
    const december = await run('2025-12-15');
    const january = await run('2026-01-15');
    expect(december.result.gross).toBe(8000);
    expect(january.result.gross).toBe(8647);
    // vikna.tv: ЄСВ from the 2026 minimum wage is 1 902,34 грн.
    expect(january.result.ssc).toBe(1902.34);
    expect(january.rules.find((r: { key: string }) => r.key === 'minWageMonthly').validFrom).toBe('2026-01-01');
    expect(december.has_unverified_rules).toBe(true);
  });

  it('answers 422 with Ukrainian field messages, and 404 for an unknown alias', async () => {
    const res = await post('/api/calculators/vidpuskni', { vacationStart: '2026-02-30', days: '', earnings: 'abc' });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.errors).toEqual({
      vacationStart: ['Введіть дату у форматі РРРР-ММ-ДД'],
      days: ['Це поле необхідно заповнити'],
      earnings: ['Введіть число'],
    });
    const early = await json(
      await post('/api/calculators/vidpuskni', { vacationStart: '2020-03-02', days: 3, earnings: 1 }),
    );
    expect(early.errors.vacationStart[0]).toContain('розрахунок доступний з 01.04.2024');
    expect((await post('/api/calculators/nemaie', {})).status).toBe(404);
    expect((await post('/api/calculators/NUL%00', {})).status).toBeLessThan(500);
  });
});

describe('a calculator embedded in a news article', () => {
  it('keeps the editor’s marker through the news HTML cleaning and serves it with the post', async () => {
    const typed = '<p>Порахуйте відпускні:</p><p>[calculator:vidpuskni]</p><p>Далі — приклад.</p>';
    const { html } = withContents(sanitizeNewsHtml(typed));
    expect(splitArticleCalculators(html).map((p) => p.kind)).toEqual(['html', 'calculator', 'html']);

    const { id } = await buildNewsPost(t.database.db, { title: 'Відпускні 2026: рахуємо', content: html });
    const { data } = await json(await t.request(`/api/news/post/${id}`));
    expect(splitArticleCalculators(data.content)).toContainEqual({ kind: 'calculator', alias: 'vidpuskni' });
    // Excerpts and search text never show the marker.
    const found = await json(await t.request(`/api/news/search?q=${encodeURIComponent('відпускні 2026 рахуємо')}`));
    const card = found.data.find((p: { id: number }) => p.id === id);
    expect(card.excerpt).toContain('Порахуйте відпускні');
    expect(JSON.stringify(found.data)).not.toContain('[calculator:');
  });

  it('answers the embedded form through the calculator API, refusing bad input with field messages', async () => {
    const ok = await post('/api/calculators/vidpuskni', { vacationStart: '2026-03-02', days: 14, earnings: 240000 });
    expect((await json(ok)).data.result.pay).toBe(9205.42);
    const bad = await post('/api/calculators/vidpuskni', { vacationStart: '2026-02-30', days: 0, earnings: 'abc' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors)).toEqual(expect.arrayContaining(['vacationStart', 'earnings']));
    expect((await post('/api/calculators/vidpuskni', [1, 2])).status).toBe(422);
    expect((await post('/api/calculators/vidpuskni', { earnings: '1\u0000' })).status).toBe(422);
    expect((await post('/api/calculators/nemaie-takoho', {})).status).toBe(404);
  });
});

describe('professions classifier', () => {
  it('shows the sections and an entry with its path and titles', async () => {
    const sections = await json(await t.request('/api/classifier'));
    expect(sections.data).toHaveLength(9);
    const entry = await json(await t.request('/api/classifier/2411'));
    expect(entry.data.path.map((n: { code: string }) => n.code)).toEqual(['2', '24', '241']);
    expect(entry.data.titles.map((x: { title: string }) => x.title)).toContain('Бухгалтер');
    expect((await t.request('/api/classifier/9999.9')).status).toBe(404);
    expect((await t.request('/api/classifier/abc')).status).toBe(422);
  });

  it('finds titles by code and by a misspelt title', async () => {
    const byCode = await json(await t.request('/api/classifier?q=2411.2'));
    expect(byCode.data.map((x: { title: string }) => x.title)).toContain('Бухгалтер');
    const misspelt = await json(await t.request(`/api/classifier?q=${encodeURIComponent('бугалтер')}`));
    expect(misspelt.data[0].title).toBe('Бухгалтер');
  });

  it('serves the extended seed: workers’ and medical titles by code and by a misspelt title', async () => {
    const entry = await json(await t.request('/api/classifier/7215'));
    expect(entry.data.titles.map((x: { title: string }) => x.title)).toEqual(
      expect.arrayContaining(['Стропальник', 'Такелажник']),
    );
    const misspelt = await json(await t.request(`/api/classifier?q=${encodeURIComponent('інженер-праграміст')}`));
    expect(misspelt.data.map((x: { title: string }) => x.title)).toContain('Інженер-програміст');
    const byCode = await json(await t.request('/api/classifier?q=3231'));
    expect(byCode.data.map((x: { title: string }) => x.title)).toContain('Сестра медична палатна');
    expect((await t.request(`/api/classifier?q=${'а'.repeat(201)}`)).status).toBe(422);
    expect((await t.request('/api/classifier/7215.1234567890')).status).toBe(422);
    expect((await t.request('/api/classifier?q=%00')).status).toBe(422);
  });

  it('serves the second batch: a new class with its subclasses, titles by code and by a misspelt title', async () => {
    const cls = await json(await t.request('/api/classifier/816'));
    expect(cls.data.title).not.toMatch(/^Код /);
    expect(cls.data.path.map((n: { code: string }) => n.code)).toEqual(['8', '81']);
    expect(cls.data.children.map((n: { code: string }) => n.code)).toContain('8162');
    const cashiers = await json(await t.request('/api/classifier?q=4211'));
    expect(cashiers.data.map((x: { title: string }) => x.title)).toEqual(
      expect.arrayContaining(['Касир торговельного залу', 'Контролер-касир']),
    );
    const misspelt = await json(await t.request(`/api/classifier?q=${encodeURIComponent('провідник пасажирьского')}`));
    expect(misspelt.data[0].title).toBe('Провідник пасажирського вагона');
    const bee = await json(await t.request(`/api/classifier?q=${encodeURIComponent('бжоляр')}`));
    expect(bee.data[0]).toMatchObject({ code: '6123', title: 'Бджоляр' });
  });

  /** The title with this code among those the classifier's search finds for `q`. */
  const found = async (q: string, code: string) => {
    const hits = await json(await t.request(`/api/classifier?q=${encodeURIComponent(q)}`));
    return hits.data.find((x: { code: string }) => x.code === code) as { title: string; checked: boolean };
  };

  it('marks the titles whose codes were checked against a source; the others say their code awaits checking', async () => {
    expect(await found('Бухгалтер', '2411.2')).toMatchObject({ title: 'Бухгалтер', checked: true });
    expect(await found('Директор фінансовий', '1231')).toMatchObject({ checked: true });
    expect(await found('Економіст з праці', '2441.2')).toMatchObject({ checked: false });
    const entry = await json(await t.request('/api/classifier/2441.2'));
    expect(entry.data.titles.every((x: { checked: boolean }) => x.checked === false)).toBe(true);
  });

  it('gives a table loaded earlier the checked titles it lacks, marked checked, and nothing else', async () => {
    const { db } = t.database;
    const nanny = and(eq(professions.code, '5131'), eq(professions.title, 'Нянька'));
    await db.delete(professions).where(nanny);
    await db.update(professions).set({ checked: false }).where(eq(professions.code, '1231'));
    const economist = and(eq(professions.code, '2441.2'), eq(professions.title, 'Економіст з праці'));
    await db.delete(professions).where(economist);
    await tools.seed?.reference?.({ db });
    expect(await db.select({ checked: professions.checked }).from(professions).where(nanny)).toEqual([
      { checked: true },
    ]);
    expect(await found('Директор фінансовий', '1231')).toMatchObject({ checked: true });
    // Written from knowledge: not brought back into a table that was loaded already.
    expect(await db.select().from(professions).where(economist)).toEqual([]);
  });

  it('imports the shipped sample file into the table; its rows count as checked', async () => {
    const file = path.resolve('server/tools/classifier/sample/dk003-sample.csv');
    const parsed = parseClassifierCsv(decodeClassifierFile(readFileSync(file)));
    // The sample carries two bad rows on purpose: they are reported by line and the rest is loaded.
    expect(parsed.errors.map((e) => e.line)).toEqual([14, 15]);
    const { db } = t.database;
    const inSample = sql`(${professions.code}, ${professions.title}) in (${sql.join(
      parsed.rows.map((r) => sql`(${r.code}, ${r.title})`),
      sql`, `,
    )})`;
    const present = await db.select({ n: sql<number>`count(*)::int` }).from(professions).where(inSample);
    expect(await found('Аудитор', '2411.1')).toMatchObject({ checked: false });
    const first = await importProfessions({ db, rows: parsed.rows, checked: true });
    const again = await importProfessions({ db, rows: parsed.rows, checked: true });
    expect(first.added).toBe(parsed.rows.length - Number(present[0].n));
    expect(again.added).toBe(0);
    expect(await found('Аудитор', '2411.1')).toMatchObject({ checked: true });
    const last = parsed.rows.at(-1)!;
    expect(await found(last.title, last.code)).toMatchObject({ checked: true });
    // A later seed-like load of unchecked rows never takes the mark back.
    await importProfessions({ db, rows: parsed.rows, checked: false });
    const rows = await db.select({ checked: professions.checked }).from(professions).where(inSample);
    expect(rows.every((r) => r.checked)).toBe(true);
    expect(rows.length).toBe(new Set(parsed.rows.map((r) => `${r.code}|${r.title}`)).size);
  });
});

describe('personal calendar', () => {
  it('shows a month of deadlines for a role', async () => {
    const res = await t.request('/api/calendar/month?month=2026-03&roles[]=bukhhalter');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.days).toHaveLength(31);
    const titles = data.events.map((e: { title: string }) => e.title);
    expect(titles).toContain('Сплата ЄСВ за попередній місяць');
    const military = await json(await t.request('/api/calendar/month?month=2026-03&roles[]=viiskovyi-oblik'));
    expect(military.data.events.map((e: { title: string }) => e.title)).not.toContain(
      'Сплата ЄСВ за попередній місяць',
    );
    expect((await t.request('/api/calendar/month?month=2026-13')).status).toBe(422);
  });

  it('keeps own events, reminds once by e-mail and serves a private iCal feed', async () => {
    const { user, cookie } = await buildUser(t.database.db, { email: `${uniq('cal')}@example.com` });
    const saved = await t.request('/api/calendar/settings', {
      method: 'PUT',
      json: { roles: ['bukhhalter'], remindDays: 3 },
      cookie,
    });
    expect(saved.status).toBe(200);
    const bad = await post('/api/calendar/events', { date: '2026-03-32', title: '' }, cookie);
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({
      date: ['Введіть дату у форматі РРРР-ММ-ДД'],
      title: ['Введіть назву події'],
    });
    expect((await post('/api/calendar/events', { date: '2026-03-18', title: 'Нарада' })).status).toBe(401);
    const added = await post('/api/calendar/events', { date: '2026-03-18', title: 'Звірка з ТЦК' }, cookie);
    expect(added.status).toBe(200);

    const month = await json(await t.request('/api/calendar/month?month=2026-03', { cookie }));
    expect(month.data.events.map((e: { title: string }) => e.title)).toContain('Звірка з ТЦК');

    const today = '2026-03-16';
    const deps = t.deps;
    const first = await sendCalendarReminders({
      db: deps.db,
      mailer: deps.mailer,
      origin: 'https://fahivets.ua',
      today,
    });
    const second = await sendCalendarReminders({
      db: deps.db,
      mailer: deps.mailer,
      origin: 'https://fahivets.ua',
      today,
    });
    const letters = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(letters).toHaveLength(1);
    expect(letters[0].text).toContain('Звірка з ТЦК');
    expect(first.letters).toBeGreaterThanOrEqual(1);
    expect(second.events).toBe(0);

    const settings = await json(await t.request('/api/calendar/settings', { cookie }));
    const feedPath = new URL(settings.data.ical_url).pathname;
    const feed = await t.request(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const summaries = calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('summary'));
    expect(summaries).toContain('Звірка з ТЦК');
    expect(summaries).toContain('Сплата ЄСВ за попередній місяць');

    const year = await json(await t.request('/api/calendar/year?year=2026', { cookie }));
    expect(year.data.months).toHaveLength(12);
    expect(year.data.months[2].events.map((e: { title: string }) => e.title)).toContain('Звірка з ТЦК');
    expect((await t.request('/api/calendar/year?year=1990')).status).toBe(422);

    const other = await buildUser(t.database.db);
    const eventId = (await json(added)).data.id;
    expect(
      (await t.request(`/api/calendar/events/${eventId}`, { method: 'DELETE', cookie: other.cookie })).status,
    ).toBe(404);
    expect((await t.request('/api/calendar/settings')).status).toBe(401);
    const badSettings = await t.request('/api/calendar/settings', {
      method: 'PUT',
      json: { roles: ['director'], remindDays: 99 },
      cookie,
    });
    expect(badSettings.status).toBe(422);
    expect((await json(badSettings)).errors.remindDays).toEqual(['Нагадування можна отримати за 0–30 днів']);

    const wrong = await t.request(`/api/calendar/ical/${'x'.repeat(32)}.ics`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain('VCALENDAR');
    expect((await t.request(`/api/calendar/events/${eventId}`, { method: 'DELETE', cookie })).status).toBe(200);
    const after = await json(await t.request('/api/calendar/month?month=2026-03', { cookie }));
    expect(after.data.events.map((e: { title: string }) => e.title)).not.toContain('Звірка з ТЦК');
  });
});

describe('calendar feed address', () => {
  it('rotates the iCal token: the new address serves the feed, the old one is refused', async () => {
    const { cookie } = await buildUser(t.database.db, { email: `${uniq('ical')}@example.com` });
    const before = await json(await t.request('/api/calendar/settings', { cookie }));
    const oldPath = new URL(before.data.ical_url).pathname;
    expect((await t.request(oldPath)).status).toBe(200);

    expect((await post('/api/calendar/settings/ical-token', {})).status).toBe(401);
    const rotated = await post('/api/calendar/settings/ical-token', {}, cookie);
    expect(rotated.status).toBe(200);
    const newPath = new URL((await json(rotated)).data.ical_url).pathname;
    expect(newPath).toMatch(/^\/api\/calendar\/ical\/[\w-]{32}\.ics$/);
    expect(newPath).not.toBe(oldPath);

    const old = await t.request(oldPath);
    expect(old.status).toBe(404);
    expect(await old.text()).not.toContain('VCALENDAR');
    const fresh = await t.request(newPath);
    expect(fresh.status).toBe(200);
    expect(new ICAL.Component(ICAL.parse(await fresh.text())).name).toBe('vcalendar');
    const now = await json(await t.request('/api/calendar/settings', { cookie }));
    expect(new URL(now.data.ical_url).pathname).toBe(newPath);

    // Malformed tokens are refused without a server error.
    expect((await t.request('/api/calendar/ical/%00%00.ics')).status).toBe(422);
    expect((await t.request(`/api/calendar/ical/${'a'.repeat(300)}.ics`)).status).toBe(422);
  });
});

describe('calendar demo seed', () => {
  it('gives the demo accounts their roles, reminders and own 2026 notes, once', async () => {
    const cookie = await sessionCookieFor(t.database.db, 'professional@fahivets.ua');
    const settings = await json(await t.request('/api/calendar/settings', { cookie }));
    expect(settings.data.roles).toEqual(['kadrovyk', 'viiskovyi-oblik']);
    expect(settings.data.remind_days).toBe(3);
    const may = async () =>
      (await json(await t.request('/api/calendar/month?month=2026-05', { cookie }))).data.events as {
        title: string;
        isCustom: boolean;
        note?: string;
      }[];
    const own = (await may()).filter((e) => e.isCustom);
    expect(own.map((e) => e.title)).toEqual([
      'Переглянути наказ про норму робочого часу',
      'Передати бухгалтерії дані для звіту про квоту',
    ]);
    expect(own[1].note).toContain('до 11 травня');
    // The statutory deadline of the same month comes from the rules, not from the seed.
    expect((await may()).map((e) => e.title)).toContain('Повідомлення до ТЦК про зміну облікових даних працівників');

    await seedDemoCalendars(t.database.db);
    expect((await may()).filter((e) => e.isCustom)).toHaveLength(own.length);

    const accountant = await sessionCookieFor(t.database.db, 'premiumpro@fahivets.ua');
    const feed = await t.request(
      new URL((await json(await t.request('/api/calendar/settings', { cookie: accountant }))).data.ical_url).pathname,
    );
    const summaries = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents('vevent')
      .map((e) => e.getFirstPropertyValue('summary'));
    expect(summaries).toContain('Налаштувати лікарняні за Законом № 4683-IX');
  });

  it('holds only events an editor could have typed into the form: valid, in 2026', () => {
    for (const cal of DEMO_CALENDARS) {
      for (const e of cal.events) {
        expect(calendarEventInput.safeParse(e).success, e.title).toBe(true);
        expect(e.date.startsWith('2026-'), e.title).toBe(true);
      }
    }
  });
});

describe('site search', () => {
  it('finds news and calculators for one query, with synonyms and typos, counts per kind', async () => {
    const word = `зарплатня${uniq('w')
      .replace(/[^a-z0-9]/g, '')
      .slice(-6)}`;
    await buildNewsPost(t.database.db, {
      title: `Єдиний внесок із відпускних у 2026 році ${word}`,
      content: '<p>Як нараховують єдиний внесок на відпускні.</p>',
    });
    const res = await t.request(`/api/site-search?q=${encodeURIComponent('ЄСВ відпускних')}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    const tabs = Object.fromEntries(body.tabs.map((x: { kind: string; count: number }) => [x.kind, x.count]));
    expect(tabs.news).toBeGreaterThanOrEqual(1);
    const kinds = new Set(body.data.map((x: { kind: string }) => x.kind));
    expect(kinds.has('news')).toBe(true);
    const calculators = await json(
      await t.request(`/api/site-search?q=${encodeURIComponent('відпусткні')}&kind=calculators`),
    );
    expect(calculators.data.map((x: { id: string }) => x.id)).toContain('vidpuskni');
    expect(calculators.meta.per_page).toBe(20);
    expect((await t.request('/api/site-search?q=x&kind=nothing')).status).toBe(404);
    const long = await t.request(`/api/site-search?q=${'a'.repeat(12000)}`);
    expect(long.status).toBe(200);
    expect((await json(long)).q).toHaveLength(9999);
  });

  it('searches a paywalled body only for readers with access', async () => {
    const secret = `таємниця${uniq('p')
      .replace(/[^a-z0-9]/g, '')
      .slice(-6)}`;
    await buildNewsPost(t.database.db, {
      title: 'Закрита стаття про звітність',
      content: `<p>Вступ для всіх.</p><p>Другий абзац.</p><p>Третій абзац ${secret}.</p>`,
      paywalled: true,
    });
    const visitor = await json(await t.request(`/api/site-search?q=${encodeURIComponent(secret)}&kind=news`));
    expect(visitor.meta.total).toBe(0);
    const reader = await buildUser(t.database.db);
    await grantSubscription(t.database.db, { userId: reader.user.id, packageCode: 'professional' });
    const found = await json(
      await t.request(`/api/site-search?q=${encodeURIComponent(secret)}&kind=news`, { cookie: reader.cookie }),
    );
    expect(found.meta.total).toBe(1);
  });

  it('finds a document, a handbook, a video and a news post for one query, each in its tab, only on its theme', async () => {
    const word = `облік${uniq('w')
      .replace(/[^a-z0-9]/g, '')
      .slice(-6)}`;
    const { db } = t.database;
    const staff = await buildUser(db);
    const rubric = await buildDocumentRubric(db, staff.user);
    await buildDocument(db, staff.user, { rubric: rubric.alias, title: `Наказ про ${word} персоналу` });
    await buildHandbook(db, { title: `Довідник: ${word} відпусток`, access: 'premium' });
    await buildRecord(db, { title: `Вебінар про ${word} робочого часу` });
    await buildNewsPost(db, { title: `Новина про ${word} у 2026 році` });
    await buildHandbook(db, { title: `Бухгалтерський ${word}`, themes: ['accounting'] });
    const all = await json(await t.request(`/api/site-search?q=${encodeURIComponent(word)}`));
    const counts = Object.fromEntries(all.tabs.map((tab: { kind: string; count: number }) => [tab.kind, tab.count]));
    expect(counts).toMatchObject({ news: 1, documents: 1, handbooks: 1, records: 1 });
    const handbooksTab = await json(await t.request(`/api/site-search?q=${encodeURIComponent(word)}&kind=handbooks`));
    expect(handbooksTab.data).toHaveLength(1);
    expect(handbooksTab.data[0]).toMatchObject({ kind: 'handbooks', isLocked: true });
    expect(handbooksTab.data[0].url).toMatch(/^\/handbooks\/\d+$/);
    const reader = await buildUser(db);
    await grantSubscription(db, { userId: reader.user.id, packageCode: 'premium' });
    const asReader = await json(
      await t.request(`/api/site-search?q=${encodeURIComponent(word)}&kind=handbooks`, { cookie: reader.cookie }),
    );
    expect(asReader.data[0].isLocked).toBe(false);
  });

  it('finds every kind through a synonym and a word form, in one query each', async () => {
    const word = `облік${uniq('s')
      .replace(/[^a-z0-9]/g, '')
      .slice(-6)}`;
    const { db } = t.database;
    const staff = await buildUser(db);
    const rubric = await buildDocumentRubric(db, staff.user);
    await buildDocument(db, staff.user, { rubric: rubric.alias, title: `Єдиний внесок з відпускних: ${word}` });
    await buildHandbook(db, { title: `Довідник ${word}: єдиний соціальний внесок` });
    await buildRecord(db, { title: `Вебінар ${word}: ЄСВ у 2026 році` });
    await buildRecord(db, { title: `Вебінар ${word}: щорічні відпустки` });
    const counts = async (q: string) =>
      Object.fromEntries(
        (await json(await t.request(`/api/site-search?q=${encodeURIComponent(q)}`))).tabs.map(
          (tab: { kind: string; count: number }) => [tab.kind, tab.count],
        ),
      );
    // «ЄСВ» is also searched as «єдиний внесок» and «єдиний соціальний внесок».
    expect(await counts(`ЄСВ ${word}`)).toMatchObject({ documents: 1, handbooks: 1, records: 1 });
    expect(await counts(`єдиний внесок ${word}`)).toMatchObject({ documents: 1, handbooks: 1, records: 1 });
    // «відпустка» is searched by its stem, so «відпустки» matches; the word must still be in the text.
    expect(await counts(`відпустка ${word}`)).toMatchObject({ documents: 0, handbooks: 0, records: 1 });
    expect(await counts(`ЄСВ ${word}x`)).toMatchObject({ documents: 0, handbooks: 0, records: 0 });
  });

  it('news: title and lead outrank the body, a post found by several variants is counted once, pages hold no repeats', async () => {
    const word = `облікзвіт${uniq('n')
      .replace(/[^a-z0-9]/g, '')
      .slice(-6)}`;
    const body = await buildNewsPost(t.database.db, {
      title: 'Щомісячна звітність роботодавця',
      contentShort: '<p>Загальний огляд.</p>',
      content: `<p>Загальний огляд.</p><p>Що змінилось.</p><p>Деталі для ${word} наприкінці.</p>`,
    });
    const titled = await buildNewsPost(t.database.db, {
      title: `Коротко про ${word}`,
      content: '<p>Огляд змін.</p>',
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    // «ЄСВ» and its synonym «єдиний соціальний внесок» both meet this post: one hit, not two.
    const both = await buildNewsPost(t.database.db, {
      title: `ЄСВ і єдиний соціальний внесок: ${word}`,
      content: '<p>Нарахування.</p>',
      publishedAt: new Date(Date.now() - 2 * 86_400_000),
    });
    for (let i = 0; i < 19; i++) {
      await buildNewsPost(t.database.db, {
        title: `Звітність ${i + 1}`,
        contentShort: `<p>ЄСВ у розрахунку ${word}.</p>`,
        content: `<p>ЄСВ у розрахунку ${word}.</p>`,
        publishedAt: new Date(Date.now() - (3 + i) * 86_400_000),
      });
    }
    const search = async (q: string, page = 1) =>
      json(await t.request(`/api/site-search?q=${encodeURIComponent(q)}&kind=news&page=${page}`));
    const ranked = await search(word);
    expect(ranked.meta).toMatchObject({ total: 22, last_page: 2 });
    const order = [...ranked.data, ...(await search(word, 2)).data].map((x: { id: string }) => Number(x.id));
    expect(new Set(order).size).toBe(22);
    // The two posts that name the word in the title come first, those with it in the lead next; the
    // newest post, which has it only in its body, comes last.
    expect(order.slice(0, 2).sort()).toEqual([titled.id, both.id].sort());
    expect(order.at(-1)).toBe(body.id);
    const first = await search(`ЄСВ ${word}`);
    expect(first.meta.total).toBe(20);
    expect(first.data.filter((x: { id: string }) => Number(x.id) === both.id)).toHaveLength(1);
  });

  it('news: word forms meet in their stem in the title, the lead and, for a reader with access, the body; a typo meets its word', async () => {
    // A word of Latin letters and digits is not stemmed: it keeps these posts apart from every other.
    const tag = `k${uniq('f')
      .replace(/[^a-z0-9]/g, '')
      .slice(-7)}`;
    const { db } = t.database;
    const inTitle = await buildNewsPost(db, { title: `Компенсації працівникам ${tag}`, content: '<p>Огляд.</p>' });
    const inLead = await buildNewsPost(db, {
      title: `Звільнення ${tag}`,
      contentShort: '<p>Про компенсацію за невикористану відпустку.</p>',
      content: '<p>Про компенсацію за невикористану відпустку.</p><p>Розрахунок.</p>',
      paywalled: true,
    });
    const inBody = await buildNewsPost(db, {
      title: `Розрахунок ${tag}`,
      contentShort: '<p>Вступ.</p>',
      content: '<p>Вступ.</p><p>Далі.</p><p>Виплата з компенсацією.</p>',
      paywalled: true,
    });
    await buildNewsPost(db, { title: `Компенсаційні виплати ${tag}`, content: '<p>Інше слово.</p>' });
    const ids = async (q: string, cookie?: string) =>
      (await json(await t.request(`/api/site-search?q=${encodeURIComponent(q)}&kind=news`, { cookie }))).data
        .map((x: { id: string }) => Number(x.id))
        .sort();
    expect(await ids(`компенсація ${tag}`)).toEqual([inTitle.id, inLead.id].sort());
    const reader = await buildUser(db);
    await grantSubscription(db, { userId: reader.user.id, packageCode: 'professional' });
    expect(await ids(`компенсація ${tag}`, reader.cookie)).toEqual([inTitle.id, inLead.id, inBody.id].sort());
    // «компенсаця» is not a word of any post: the lexicon's nearest word stands in for it.
    expect(await ids(`компенсаця ${tag}`)).toEqual([inTitle.id, inLead.id].sort());
  });

  it('pages one kind with its total, also on a page past the end', async () => {
    const word = `довідка${uniq('p')
      .replace(/[^a-z0-9]/g, '')
      .slice(-6)}`;
    for (let i = 0; i < 22; i++) await buildHandbook(t.database.db, { title: `Довідник ${i + 1}: ${word}` });
    const page = async (n: number) =>
      json(await t.request(`/api/site-search?q=${encodeURIComponent(word)}&kind=handbooks&page=${n}`));
    const first = await page(1);
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ total: 22, last_page: 2, current_page: 1 });
    const second = await page(2);
    expect(second.data).toHaveLength(2);
    expect(second.meta.total).toBe(22);
    const ids = new Set([...first.data, ...second.data].map((x: { id: string }) => x.id));
    expect(ids.size).toBe(22);
    const past = await page(3);
    expect(past.data).toHaveLength(0);
    expect(past.meta.total).toBe(22);
    expect(past.tabs.find((tab: { kind: string }) => tab.kind === 'handbooks').count).toBe(22);
  });
});
