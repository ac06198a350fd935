import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_CONSULTATION_CAMPAIGN, ONLINE_CONSULTATION_THANKS } from '../../common/consultation-pages';
import { type BuiltUser, buildUser, grantSubscription, uniq } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { campaignRegistrations, lecturers, records, recordVideos } from '../db/schema';
import { consultationsServices } from './consultations-services';

let t: TestServer;
let consultant: BuiltUser;

type Init = { method?: string; json?: unknown; cookie?: string; host?: string };
const call = async (path: string, init: Init = {}) => {
  if (init.host) return withHost(path, init);
  const r = await t.request(path, { method: init.method, json: init.json, cookie: init.cookie });
  return { status: r.status, body: await r.json().catch(() => null) };
};
/** fetch cannot set Host; the theme of the request comes from it (THEME_HOSTS). */
function withHost(path: string, init: Init): Promise<{ status: number; body: ReturnType<typeof JSON.parse> }> {
  const url = new URL(path, t.url);
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: {
          host: `${init.host}:${url.port}`,
          origin: `http://${init.host}:${url.port}`,
          cookie: init.cookie ?? '',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          data += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : null }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const ask = (cookie: string, service: string, text: string, host?: string) =>
  call(`/api/consultations/${service}/questions`, { method: 'POST', json: { text }, cookie, host });
const act = (cookie: string, id: number, action: string, json: unknown = {}) =>
  call(`/api/consultations/questions/${id}/${action}`, { method: 'POST', json, cookie });

async function subscriber(packageCode: string) {
  const u = await buildUser(t.database.db);
  await grantSubscription(t.database.db, { userId: u.user.id, packageCode });
  return u;
}

async function upload(cookie: string, record: number, name = 'notatky.txt') {
  const file = await readFile('tests/fixtures/attachments/notatky.txt');
  const form = new FormData();
  form.append('file', new File([file], name, { type: 'text/plain' }));
  const r = await t.request(`/api/consultations/${record}/consultations/attachment`, {
    method: 'POST',
    body: form,
    cookie,
  });
  return { status: r.status, body: await r.json() };
}

/** A word no other test data contains (letters only: the search keeps words of letters and digits). */
const marker = (base: string) =>
  `${base}${uniq('m')
    .replace(/[^a-z0-9]/g, '')
    .slice(-6)}`;

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  consultant = await buildUser(t.database.db, { role: 'consultant', name: 'Олена Експертна' });
});
afterAll(async () => {
  await t?.stop();
});

describe('files on consultant answers', () => {
  it('the desk attaches uploads to an answer; the author and staff download them, others get 404', async () => {
    const author = await subscriber('professional');
    const stranger = await subscriber('professional');
    const { body } = await ask(author.cookie, 'osobistiy-konsultant', 'Як оформити відпустку без збереження зарплати?');
    const id = body.data.id;
    const up = await upload(consultant.cookie, 259, 'rozrakhunok.txt');
    expect(up.status).toBe(201);
    // Consultants upload to every service, whatever their own package.
    expect((await upload(consultant.cookie, 5694)).status).toBe(201);
    // A client without the service may not; an unknown record is 404.
    expect((await upload(stranger.cookie, 1628)).status).toBe(403);
    expect((await upload(consultant.cookie, 777)).status).toBe(404);

    const answered = await act(consultant.cookie, id, 'answer', {
      text: '<p>Розрахунок у файлі.</p>',
      attachments: [up.body.data.id],
    });
    expect(answered.status).toBe(200);
    const last = answered.body.data.messages.at(-1);
    expect(last).toMatchObject({ kind: 'answer', attachments: [up.body.data] });
    // The question's own files stay the author's.
    expect(answered.body.data.attachments).toEqual([]);

    const seen = await call(`/api/consultations/questions/${id}`, { cookie: author.cookie });
    expect(seen.body.data.messages.at(-1).attachments).toEqual([up.body.data]);
    const url = up.body.data.url;
    const download = await t.request(url, { cookie: author.cookie });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(await readFile('tests/fixtures/attachments/notatky.txt', 'utf8'));
    expect((await t.request(url, { cookie: consultant.cookie })).status).toBe(200);
    expect((await t.request(url, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(url)).status).toBe(404);
  });

  it('refuses bad attachment lists: foreign or claimed files, more than 5, wrong types', async () => {
    const author = await subscriber('premium');
    const { body } = await ask(author.cookie, 'consultations-documents', 'Перевірте, будь ласка, наказ про відпустку.');
    const id = body.data.id;
    const own = await upload(author.cookie, 500);
    // The author's upload is not the consultant's to attach.
    const foreign = await act(consultant.cookie, id, 'answer', {
      text: '<p>Так.</p>',
      attachments: [own.body.data.id],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.attachments).toHaveLength(1);
    // An upload to another service's record does not belong to this question.
    const elsewhere = await upload(consultant.cookie, 259);
    const wrongRecord = await act(consultant.cookie, id, 'answer', {
      text: '<p>Так.</p>',
      attachments: [elsewhere.body.data.id],
    });
    expect(wrongRecord.status).toBe(422);
    const six = await act(consultant.cookie, id, 'answer', { text: '<p>Так.</p>', attachments: [1, 2, 3, 4, 5, 6] });
    expect(six.status).toBe(422);
    expect(six.body.errors.attachments).toEqual(['Можна завантажувати не більше 5 файлів']);
    for (const bad of [['x'], [-1], [1.5], 'a', [2 ** 40]]) {
      const r = await act(consultant.cookie, id, 'answer', { text: '<p>Так.</p>', attachments: bad });
      expect(r.status, JSON.stringify(bad)).toBe(422);
    }
    // Nothing was answered by the refused calls; a good one claims the file once.
    expect((await call(`/api/consultations/questions/${id}`, { cookie: author.cookie })).body.data.status).toBe('new');
    const file = await upload(consultant.cookie, 500);
    expect(
      (
        await act(consultant.cookie, id, 'clarify', {
          text: '<p>Заповніть бланк.</p>',
          attachments: [file.body.data.id],
        })
      ).status,
    ).toBe(200);
    const again = await act(consultant.cookie, id, 'answer', {
      text: '<p>Ще раз.</p>',
      attachments: [file.body.data.id],
    });
    expect(again.status).toBe(422);
  });
});

describe('canned replies page calls', () => {
  it('only consultants manage templates; bad ids and bodies are 4xx', async () => {
    const client = await subscriber('premium');
    const body = { title: 'Відпустка', text: '<p>Щорічна відпустка — 24 календарні дні.</p>' };
    const create = (cookie: string, json: unknown) =>
      call('/api/consultations/canned-replies', { method: 'POST', cookie, json });
    expect((await create(client.cookie, body)).status).toBe(403);
    expect((await create('', body)).status).toBe(401);
    const made = await create(consultant.cookie, { ...body, service: 'consultations-documents' });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const edit = (cookie: string, target: string | number, json: unknown) =>
      call(`/api/consultations/canned-replies/${target}`, { method: 'POST', cookie, json });
    expect((await edit(client.cookie, id, body)).status).toBe(403);
    expect(
      (await call(`/api/consultations/canned-replies/${id}`, { method: 'DELETE', cookie: client.cookie })).status,
    ).toBe(403);
    expect((await edit(consultant.cookie, 999_999_999, body)).status).toBe(404);
    expect((await edit(consultant.cookie, 'abc', body)).status).toBe(422);
    expect((await edit(consultant.cookie, id, { ...body, title: '   ' })).body.errors.title).toEqual([
      'Вкажіть назву шаблону',
    ]);
    expect((await edit(consultant.cookie, id, { ...body, text: '<p> </p>' })).body.errors.text).toEqual([
      'Напишіть відповідь',
    ]);
    expect((await edit(consultant.cookie, id, { ...body, service: 'nothing' })).status).toBe(422);
    const saved = await edit(consultant.cookie, id, { ...body, title: 'Відпустка 2026', service: null });
    expect(saved.body.data).toMatchObject({ title: 'Відпустка 2026', service: null });
    const listed = await call('/api/consultations/canned-replies', { cookie: consultant.cookie });
    expect(listed.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({ title: 'Відпустка 2026' });
  });
});

describe('the archive in the site search', () => {
  it('finds published answered questions of the theme only, by question and answer words', async () => {
    const author = await subscriber('premium-pro');
    const word = marker('бронювання');
    const answerWord = marker('відстрочка');
    const published = (await ask(author.cookie, 'consultations-viiskovyi-oblik', `Як оформити ${word} працівника?`))
      .body.data.id;
    await act(consultant.cookie, published, 'answer', { text: `<p>Через Дію; ${answerWord} діє рік.</p>` });
    const privateOne = (await ask(author.cookie, 'osobistiy-konsultant', `Приватне запитання про ${word} у відпустці`))
      .body.data.id;
    await act(consultant.cookie, privateOne, 'answer', { text: '<p>Приватна відповідь.</p>' });

    const search = (q: string, host?: string) =>
      call(`/api/site-search?q=${encodeURIComponent(q)}&kind=consultations`, { host });
    expect((await search(word)).body.meta.total).toBe(0);
    expect((await act(consultant.cookie, published, 'publish', { is_published: true })).status).toBe(200);

    const found = await search(word);
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      {
        kind: 'consultations',
        id: String(published),
        title: `Як оформити ${word} працівника?`,
        url: `/consultations/consultations-viiskovyi-oblik/${published}`,
        snippet: `Через Дію; ${answerWord} діє рік.`,
        date: expect.any(String),
      },
    ]);
    expect(JSON.stringify(found.body)).not.toContain(author.user.email);
    expect((await search(answerWord)).body.meta.total).toBe(1);
    const all = await call(`/api/site-search?q=${encodeURIComponent(word)}`);
    expect(all.body.tabs.find((tab: { kind: string }) => tab.kind === 'consultations')).toEqual({
      kind: 'consultations',
      label: 'Консультації',
      count: 1,
    });
    // Unpublishing takes it out again; the private question was never there.
    await act(consultant.cookie, published, 'publish', { is_published: false });
    expect((await search(word)).body.meta.total).toBe(0);
  });

  it('respects the request’s theme: an accounting-only service is found only on the accounting site', async () => {
    const author = await subscriber('premium-pro');
    const word = marker('лікарняні');
    const id = (
      await ask(author.cookie, 'consultation-zp-check', `Перевірте ${word} за березень 2026`, 'buh.localhost')
    ).body.data.id;
    await act(consultant.cookie, id, 'answer', { text: '<p>Розрахунок правильний.</p>' });
    await act(consultant.cookie, id, 'publish', { is_published: true });
    const q = encodeURIComponent(word);
    expect((await call(`/api/site-search?q=${q}&kind=consultations`)).body.meta.total).toBe(0);
    const acc = await call(`/api/site-search?q=${q}&kind=consultations`, { host: 'buh.localhost' });
    expect(acc.body.data.map((h: { id: string }) => h.id)).toEqual([String(id)]);
    // Bad input of the search call stays 4xx/empty, never 500.
    expect((await call('/api/site-search?q=%00&kind=consultations')).status).toBeLessThan(500);
    expect((await call(`/api/site-search?q=${q}&kind=consultations&page=0`)).status).toBeLessThan(500);
    expect((await call('/api/site-search?q=&kind=consultations')).body.meta.total).toBe(0);
  });
});

describe('consultation landings', () => {
  it('/online-konsultaciya registers through its campaign and leads to its thanks page', async () => {
    const email = `${uniq('online')}@example.com`;
    const post = (json: unknown) =>
      call(`/api/clients/campaign/${ONLINE_CONSULTATION_CAMPAIGN}`, { method: 'POST', json });
    const ok = await post({ name: 'Ірина Петренко', email, phone: '+380671234567' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ result: 'ok', redirect: ONLINE_CONSULTATION_THANKS });
    const rows = await t.database.db.select().from(campaignRegistrations).where(eq(campaignRegistrations.email, email));
    expect(rows.map((r) => r.campaign)).toEqual([ONLINE_CONSULTATION_CAMPAIGN]);
    const again = await post({ name: 'Ірина Петренко', email, phone: '+380671234567' });
    expect(again.body).toMatchObject({ result: 'already' });
    expect((await post({ name: 'Ірина', email: 'not-an-email', phone: '+380671234567' })).status).toBe(422);
    expect((await post({ name: 'Ірина', email: `a\u0000${email}` })).status).toBe(422);
    expect((await call(`/api/clients/campaign/${ONLINE_CONSULTATION_CAMPAIGN}`, { method: 'POST' })).status).toBe(422);
  });

  it('lecturers of the theme for /consultations-lectors; the service intro video from its record/video pair', async () => {
    const db = t.database.db;
    const services = consultationsServices({ db });
    const hrName = `Оксана ${uniq('Лектор')}`;
    const accName = `Тарас ${uniq('Лектор')}`;
    await db.insert(lecturers).values([
      { slug: uniq('lector-hr'), name: hrName, position: 'Експертка з кадрового обліку', themes: ['hr'] },
      { slug: uniq('lector-acc'), name: accName, position: 'Податковий консультант', themes: ['accounting'] },
    ]);
    const hr = (await services.lecturers('hr')).map((l) => l.name);
    expect(hr).toContain(hrName);
    expect(hr).not.toContain(accName);
    expect((await services.lecturers('accounting')).map((l) => l.name)).toContain(accName);

    expect(await services.intro('hr', 'osobistiy-konsultant')).toEqual({ url: '/events/259/683', video: null });
    await db.insert(records).values({
      id: 259,
      slug: uniq('ok-intro'),
      title: 'Особистий консультант: як це працює',
      kind: 'consultation',
      status: 'published',
    });
    await db
      .insert(recordVideos)
      .values({ id: 683, recordId: 259, title: 'Як поставити запитання', embedId: '76979871' });
    expect(await services.intro('hr', 'osobistiy-konsultant')).toEqual({
      url: '/events/259/683',
      video: { title: 'Як поставити запитання', embed_id: '76979871' },
    });
    // A draft record shows no player.
    await db.update(records).set({ status: 'draft' }).where(eq(records.id, 259));
    expect((await services.intro('hr', 'osobistiy-konsultant')).video).toBeNull();
  });
});
