import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationPackages, consultationServiceSlugs } from '../../common/consultation-services';
import { noAccessText } from '../../common/consultations';
import { packageCodes } from '../../common/packages';
import { type BuiltUser, buildUser, grantSubscription, uniq } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { mailOutbox } from '../db/schema';

let t: TestServer;
let consultant: BuiltUser;
let otherConsultant: BuiltUser;

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
const unread = async (cookie: string) =>
  (await call('/api/records/events/counters?keys[]=client.questions', { cookie })).body.data['client.questions'];

async function subscriber(packageCode: string) {
  const u = await buildUser(t.database.db);
  await grantSubscription(t.database.db, { userId: u.user.id, packageCode });
  return u;
}

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  consultant = await buildUser(t.database.db, { role: 'consultant', name: 'Олена Експертна' });
  otherConsultant = await buildUser(t.database.db, { role: 'consultant', name: 'Ігор Другий' });
});
afterAll(async () => {
  await t?.stop();
});

describe('asking', () => {
  it('every package × service: the package opens exactly its services (accounting theme has all five)', async () => {
    for (const code of packageCodes) {
      const u = await subscriber(code);
      for (const service of consultationServiceSlugs) {
        const r = await ask(u.cookie, service, `Запитання ${uniq()} щодо відпусток працівника`, 'buh.localhost');
        if (consultationPackages[service].includes(code)) {
          expect(r.status, `${code} × ${service}`).toBe(201);
          expect(r.body.data).toMatchObject({ service, status: 'new', is_private: true, unread: false });
        } else {
          expect(r.status, `${code} × ${service}`).toBe(403);
          expect(r.body).toEqual({ message: noAccessText('accounting', service), error: 'no_subscription_access' });
        }
      }
    }
  });

  it('no package: 403 with the theme’s text; guest 401; accounting-only services are 404 in the HR theme', async () => {
    const plain = await buildUser(t.database.db);
    const text = 'Чи можна обмежити відпустку 24 днями?';
    const hr = await ask(plain.cookie, 'osobistiy-konsultant', text);
    expect(hr.status).toBe(403);
    expect(hr.body.message).toBe(noAccessText('hr', 'osobistiy-konsultant'));
    const acc = await ask(plain.cookie, 'osobistiy-konsultant', text, 'buh.localhost');
    expect(acc.body.message).toBe(noAccessText('accounting', 'osobistiy-konsultant'));
    expect(noAccessText('hr', 'ok')).toBe(noAccessText('hr', 'osobistiy-konsultant'));
    expect((await ask('', 'osobistiy-konsultant', text)).status).toBe(401);
    const pro = await subscriber('premium-pro');
    expect((await ask(pro.cookie, 'consultation-pn-unblock', text)).status).toBe(404);
    expect((await ask(pro.cookie, 'no-such-service', text)).status).toBe(422);
    const short = await ask(pro.cookie, 'osobistiy-konsultant', 'коротко');
    expect(short.status).toBe(422);
    expect(short.body.errors.text).toEqual(['Запитання має містити щонайменше 10 символів']);
    expect(
      (await call('/api/consultations/osobistiy-konsultant/questions', { method: 'POST', cookie: pro.cookie })).status,
    ).toBe(422);
  });
});

describe('attachments', () => {
  it('a question takes the author’s uploads to the service; only author and staff download them', async () => {
    const author = await subscriber('professional');
    const stranger = await subscriber('professional');
    const file = await readFile('tests/fixtures/attachments/notatky.txt');
    const upload = async (cookie: string, record: number) => {
      const form = new FormData();
      form.append('file', new File([file], 'notatky.txt', { type: 'text/plain' }));
      const r = await t.request(`/api/consultations/${record}/consultations/attachment`, {
        method: 'POST',
        body: form,
        cookie,
      });
      return { status: r.status, body: await r.json() };
    };
    expect((await upload(author.cookie, 1628)).status).toBe(403);
    const up = await upload(author.cookie, 259);
    expect(up.status).toBe(201);
    const r = await call('/api/consultations/osobistiy-konsultant/questions', {
      method: 'POST',
      cookie: author.cookie,
      json: { text: 'Перевірте, будь ласка, розрахунок у файлі.', attachments: [up.body.data.id] },
    });
    expect(r.status).toBe(201);
    expect(r.body.data.attachments).toEqual([{ ...up.body.data }]);
    const url = up.body.data.url;
    expect((await t.request(url, { cookie: author.cookie })).status).toBe(200);
    expect((await t.request(url, { cookie: consultant.cookie })).status).toBe(200);
    expect((await t.request(url, { cookie: stranger.cookie })).status).toBe(404);
    const again = await call('/api/consultations/osobistiy-konsultant/questions', {
      method: 'POST',
      cookie: stranger.cookie,
      json: { text: 'Чужий файл до мого запитання.', attachments: [up.body.data.id] },
    });
    expect(again.status).toBe(422);
  });
});

describe('privacy and transitions', () => {
  it('author and staff see a question, another user gets 404; roles guard the desk', async () => {
    const author = await subscriber('professional');
    const stranger = await subscriber('professional');
    const { body } = await ask(author.cookie, 'osobistiy-konsultant', 'Як оформити відпустку без збереження зарплати?');
    const id = body.data.id;
    expect((await call(`/api/consultations/questions/${id}`, { cookie: author.cookie })).status).toBe(200);
    const other = await call(`/api/consultations/questions/${id}`, { cookie: stranger.cookie });
    expect(other).toEqual({ status: 404, body: { message: 'Консультацію не знайдено', error: 'not_found' } });
    expect((await call('/api/consultations/questions/999999999', { cookie: author.cookie })).status).toBe(404);
    expect((await call('/api/consultations/questions/abc', { cookie: author.cookie })).status).toBe(422);
    const staffView = await call(`/api/consultations/questions/${id}`, { cookie: consultant.cookie });
    expect(staffView.body.data.author).toMatchObject({ id: author.user.id });
    const mine = await call('/api/consultations/questions', { cookie: stranger.cookie });
    expect(mine.body.data.map((q: { id: number }) => q.id)).not.toContain(id);
    // Clients cannot act as consultants.
    for (const action of ['take', 'clarify', 'answer']) {
      const r = await act(author.cookie, id, action, { text: '<p>Відповідь</p>' });
      expect(r.status, action).toBe(403);
      expect(r.body.message).toBe('Ця дія доступна лише консультантам');
    }
    expect((await call('/api/kbs/client/questions/search', { cookie: author.cookie })).status).toBe(403);
    expect((await call('/api/consultations/canned-replies', { cookie: author.cookie })).status).toBe(403);
  });

  it('take → clarify → reply → answer; another consultant cannot take a held question; unread and mail', async () => {
    const author = await subscriber('premium');
    const db = t.database.db;
    const { body } = await ask(author.cookie, 'consultations-documents', 'Перевірте, будь ласка, наказ про прийняття.');
    const id = body.data.id;
    expect(await unread(author.cookie)).toBe(0);

    const taken = await act(consultant.cookie, id, 'take');
    expect(taken.body.data).toMatchObject({ status: 'inprogress', taken_by: { name: 'Олена Експертна' } });
    expect((await act(otherConsultant.cookie, id, 'take')).status).toBe(409);
    const racing = await act(otherConsultant.cookie, id, 'answer', { text: '<p>Моя відповідь</p>' });
    expect(racing.body.message).toBe('Консультацію вже взяв у роботу інший консультант');

    const clarify = await act(consultant.cookie, id, 'clarify', { text: '<p>Додайте, будь ласка, сам наказ.</p>' });
    expect(clarify.body.data.status).toBe('clarify');
    expect(await unread(author.cookie)).toBe(1);
    const reply = await act(author.cookie, id, 'reply', { text: 'Наказ № 15-к від 02.03.2026, додаю текст.' });
    expect(reply.body.data.status).toBe('inprogress');
    expect(await unread(author.cookie)).toBe(0);

    const before = (await db.select().from(mailOutbox).where(eq(mailOutbox.to, author.user.email))).length;
    const answered = await act(consultant.cookie, id, 'answer', {
      text: '<p>Наказ складено правильно.</p><script>alert(1)</script>',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data.status).toBe('answered');
    expect(answered.body.data.first_answered_at).not.toBeNull();
    expect(answered.body.data.messages.at(-1)).toMatchObject({
      kind: 'answer',
      body: '<p>Наказ складено правильно.</p>',
    });
    expect(await unread(author.cookie)).toBe(1);
    const letters = await db.select().from(mailOutbox).where(eq(mailOutbox.to, author.user.email));
    expect(letters.length - before).toBe(1);
    expect(letters.at(-1)?.subject).toBe('Відповідь на ваше запитання: Консультант з документів');
    expect(letters.at(-1)?.text).toContain(`/consultations/consultations-documents/${id}`);

    expect((await act(author.cookie, id, 'read')).status).toBe(200);
    expect(await unread(author.cookie)).toBe(0);
    // A second answer is a second letter, never a repeated one.
    await act(consultant.cookie, id, 'answer', { text: '<p>Доповнення.</p>' });
    const after = await db.select().from(mailOutbox).where(eq(mailOutbox.to, author.user.email));
    expect(after.length - before).toBe(2);
    expect(await unread(author.cookie)).toBe(1);
    expect((await act(author.cookie, id, 'rate', { rating: 5 })).body).toEqual({ rating: 5 });
    expect((await act(author.cookie, id, 'rate', { rating: 9 })).status).toBe(422);
    // Status endpoint: back to the queue from answered is not a transition.
    expect((await act(consultant.cookie, id, 'status', { status: 'new' })).status).toBe(409);
    expect((await act(consultant.cookie, id, 'status', { status: 'answered' })).status).toBe(422);
  });
});

describe('queue', () => {
  it('filters by threads, q, recipients, with_answer, private and period', async () => {
    const author = await subscriber('premium-pro');
    const marker = uniq('квитанція').replace(/[^\p{L}\p{N}]/gu, '');
    const a = (await ask(author.cookie, 'consultations-viiskovyi-oblik', `Бронювання працівника ${marker} до ТЦК`)).body
      .data.id;
    const b = (await ask(author.cookie, 'osobistiy-konsultant', `Відпустка у воєнний стан ${marker} питання`)).body.data
      .id;
    await act(otherConsultant.cookie, b, 'answer', { text: '<p>Так.</p>' });
    const ids = async (query: string) =>
      (await call(`/api/kbs/client/questions/search?${query}`, { cookie: consultant.cookie })).body.data.map(
        (q: { id: number }) => q.id,
      );
    expect(await ids(`q=${encodeURIComponent(marker)}`)).toEqual([a, b]);
    expect(await ids(`q=${encodeURIComponent(marker)}&threads[]=384`)).toEqual([a]);
    expect(await ids(`q=${encodeURIComponent(marker)}&threads[]=266&threads[]=384`)).toEqual([a, b]);
    expect(await ids(`q=${encodeURIComponent(marker)}&with_answer=1`)).toEqual([b]);
    expect(await ids(`q=${encodeURIComponent(marker)}&with_answer=0`)).toEqual([a]);
    expect(await ids(`q=${encodeURIComponent(marker)}&recipients[]=${otherConsultant.user.id}`)).toEqual([b]);
    expect(await ids(`q=${encodeURIComponent(marker)}&recipients[]=0`)).toEqual([a]);
    expect(await ids(`q=${encodeURIComponent(marker)}&private=0`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(marker)}&period=day`)).toEqual([a, b]);
    const list = await call(`/api/kbs/client/questions/search?q=${encodeURIComponent(marker)}`, {
      cookie: consultant.cookie,
    });
    expect(list.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    expect(list.body.data[0].due_at).toBeTypeOf('string');
    for (const bad of ['period=ever', 'with_answer=2', 'recipients[]=x', 'threads[]=%3Cb%3E', 'page=0'])
      expect((await call(`/api/kbs/client/questions/search?${bad}`, { cookie: consultant.cookie })).status, bad).toBe(
        422,
      );
    expect((await call('/api/kbs/client/questions/search')).status).toBe(401);
  });

  it('the unfiltered queue: every question of the theme once, waiting ones first and oldest first, with its total', async () => {
    const author = await subscriber('premium-pro');
    const waiting = (await ask(author.cookie, 'osobistiy-konsultant', `Черга без фільтрів ${uniq()} питання`)).body.data
      .id;
    const answered = (await ask(author.cookie, 'osobistiy-konsultant', `Черга без фільтрів ${uniq()} відповідь`)).body
      .data.id;
    await act(consultant.cookie, answered, 'answer', { text: '<p>Відповідаємо.</p>' });
    for (const host of [undefined, 'buh.localhost']) {
      type Row = { id: number; status: string; created_at: string };
      const pageOf = async (page: number) =>
        (await call(`/api/kbs/client/questions/search?page=${page}&limit=7`, { cookie: consultant.cookie, host })).body;
      const first = await pageOf(1);
      const total = first.meta.total;
      // The same questions, split by the filter the unfiltered queue does not apply.
      const split = async (flag: number) =>
        (await call(`/api/kbs/client/questions/search?with_answer=${flag}`, { cookie: consultant.cookie, host })).body
          .meta.total;
      expect(total).toBe((await split(0)) + (await split(1)));
      const rows: Row[] = [...first.data];
      for (let page = 2; page <= first.meta.last_page; page++) rows.push(...(await pageOf(page)).data);
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.id)).size).toBe(total);
      const order = rows.map((r) => [r.status === 'answered' ? 1 : 0, Date.parse(r.created_at)]);
      for (let i = 1; i < order.length; i++) {
        const [a, b] = [order[i - 1], order[i]];
        expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]), `${host} ${i}`).toBe(true);
      }
      expect(rows.findIndex((r) => r.id === waiting)).toBeLessThan(rows.findIndex((r) => r.id === answered));
      // Past the last page: no rows, and still the total.
      const past = await pageOf(first.meta.last_page + 1);
      expect(past.data).toEqual([]);
      expect(past.meta).toMatchObject({ total, last_page: first.meta.last_page });
    }
  });

  it('canned replies CRUD by consultants; weekly median for staff', async () => {
    const created = await call('/api/consultations/canned-replies', {
      method: 'POST',
      cookie: consultant.cookie,
      json: { title: 'Привітання', text: '<p>Дякуємо за запитання.</p>' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const updated = await call(`/api/consultations/canned-replies/${id}`, {
      method: 'POST',
      cookie: consultant.cookie,
      json: { title: 'Вітання', text: '<p>Дякуємо!</p>', service: 'osobistiy-konsultant' },
    });
    expect(updated.body.data).toMatchObject({ title: 'Вітання', service: 'osobistiy-konsultant' });
    const listed = await call('/api/consultations/canned-replies', { cookie: consultant.cookie });
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(id);
    const missingTitle = await call('/api/consultations/canned-replies', {
      method: 'POST',
      cookie: consultant.cookie,
      json: { text: '<p>x</p>' },
    });
    expect(missingTitle.status).toBe(422);
    expect(
      (await call(`/api/consultations/canned-replies/${id}`, { method: 'DELETE', cookie: consultant.cookie })).status,
    ).toBe(200);
    expect(
      (await call(`/api/consultations/canned-replies/${id}`, { method: 'DELETE', cookie: consultant.cookie })).status,
    ).toBe(404);
    const stats = await call('/api/consultations/response-time', { cookie: consultant.cookie });
    expect(stats.status).toBe(200);
    expect(stats.body.data.length).toBeGreaterThan(0);
    expect(stats.body.data[0]).toMatchObject({ service: expect.any(String), median_minutes: expect.any(Number) });
  });
});

describe('archive and similar questions', () => {
  it('a published answered question is suggested for similar text of the same service, anonymised', async () => {
    const author = await subscriber('professional');
    const word = uniq('лікарнян').replace(/[^\p{L}\p{N}]/gu, '');
    const id = (await ask(author.cookie, 'osobistiy-konsultant', `Як оплатити ${word} працівнику за березень?`)).body
      .data.id;
    const similar = async () =>
      (await call(`/api/consultations/similar?service=osobistiy-konsultant&q=${encodeURIComponent(`${word} оплата`)}`))
        .body.data;
    expect(await similar()).toEqual([]);
    await act(consultant.cookie, id, 'answer', { text: '<p>Перші 5 днів оплачує роботодавець.</p>' });
    expect((await act(consultant.cookie, id, 'publish', { is_published: true })).status).toBe(200);
    const found = await similar();
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual({
      id,
      service: 'osobistiy-konsultant',
      url: `/consultations/osobistiy-konsultant/${id}`,
      text: `Як оплатити ${word} працівнику за березень?`,
      answer: '<p>Перші 5 днів оплачує роботодавець.</p>',
      answered_at: expect.any(String),
    });
    expect(JSON.stringify(found)).not.toContain(author.user.email);
    const other = await call(
      `/api/consultations/similar?service=consultations-documents&q=${encodeURIComponent(word)}`,
    );
    expect(other.body.data).toEqual([]);
    const archive = await call('/api/consultations/osobistiy-konsultant/archive');
    expect(archive.body.data.map((q: { id: number }) => q.id)).toContain(id);
    // The archive shows the question with its first answer, as the suggestion does.
    expect(archive.body.data.find((q: { id: number }) => q.id === id)).toEqual(found[0]);
    // Favourites of archive consultations.
    const fav = await call(`/api/records/favorite/consultation/${id}`, {
      method: 'POST',
      cookie: author.cookie,
      json: { favorite: 1 },
    });
    expect(fav.status).toBe(200);
    const favs = await call('/api/consultations/favorite', { cookie: author.cookie });
    expect(favs.body.data.map((f: { id: number }) => f.id)).toEqual([id]);
  });
});
