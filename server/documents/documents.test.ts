import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, buildDocumentRubric } from '../../tests/support/documents';
import { type BuiltUser, buildUser, grantSubscription } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
let author: BuiltUser;
let rubric: string;
const ids: Record<string, number> = {};

const SAMPLE = [{ kind: 'paragraph' as const, text: 'Зразок заповненого наказу.' }];
type Item = { id: string; label: string; count: number };
type ListBody = {
  data: { id: number; has_sample: boolean; type: { id: string } }[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  totals: { absolute_total: number };
  descriptionTitle: string;
  footerText: string;
  filter_counters: { queries: { total: number; sample: number; favorite: number }; filter_type: { items: Item[] }[] };
};

const list = async (query: string, cookie?: string) => {
  const r = await t.request(`/api/documents/documents?rubric=${rubric}&${query}`, { cookie });
  expect(r.status).toBe(200);
  return (await r.json()) as ListBody;
};
const docxText = (bytes: ArrayBuffer) => new PizZip(Buffer.from(bytes)).file('word/document.xml')?.asText() ?? '';

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  const db = t.database.db;
  author = await buildUser(db);
  rubric = (await buildDocumentRubric(db, author.user)).alias;
  const make = (name: string, input: Parameters<typeof buildDocument>[2]) =>
    buildDocument(db, author.user, input).then((id) => {
      ids[name] = id;
    });
  await make('orderWithSample', { rubric, title: 'Наказ про преміювання працівника', sample: SAMPLE });
  await make('orderPlain', { rubric, title: 'Наказ про доплату', access: 'professional', sample: SAMPLE });
  await make('application', { rubric, title: 'Заява про відпустку', type: 'zaiava' });
  await make('contract', { rubric, title: 'Трудовий договір', type: 'dohovir', sample: SAMPLE });
  await make('checklist', { rubric, title: 'Чек-лист прийняття', type: 'chek-lyst', access: 'standard' });
  await make('draft', { rubric, title: 'Чернетка наказу', status: 'draft', published_at: null });
});
afterAll(async () => {
  await t?.stop();
});

describe('documents list', () => {
  it('shows the rubric texts, pages by limit and counts every filter option as choosing it would show', async () => {
    const all = await list('');
    expect(all.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 5 });
    expect(all.totals.absolute_total).toBe(5);
    expect(all.descriptionTitle).toBe('Опис рубрики для перевірки');
    expect(all.footerText).toBe('Підсумковий текст рубрики.');
    expect(all.data.map((d) => d.id)).not.toContain(ids.draft);
    const menu = await t.request('/api/records/events/counters?keys[]=documents&keys[]=checklists&keys[]=instructions');
    expect((await menu.json()).data).toEqual({ documents: 5, checklists: 1, instructions: 0 });

    const paged = await list('limit=2&page=3');
    expect(paged.meta).toEqual({ current_page: 3, last_page: 3, per_page: 2, total: 5 });
    expect(paged.data).toHaveLength(1);

    // Each combination: every option's count equals the total the list answers when it is chosen.
    for (const base of ['', 'types=nakaz', 'query=sample', 'q=наказ', 'types=nakaz,zaiava&q=про']) {
      const answer = await list(base);
      const { queries, filter_type } = answer.filter_counters;
      const params = new URLSearchParams(base);
      for (const [query, count] of [
        ['all', queries.total],
        ['sample', queries.sample],
      ] as const) {
        const p = new URLSearchParams(params);
        p.set('query', query);
        expect((await list(p.toString())).meta.total, `${base} → ${query}`).toBe(count);
      }
      for (const item of filter_type[0].items.filter((i) => ['nakaz', 'zaiava', 'dohovir', 'akt'].includes(i.id))) {
        const p = new URLSearchParams(params);
        p.set('types', item.id);
        expect((await list(p.toString())).meta.total, `${base} → ${item.id}`).toBe(item.count);
      }
    }
    const types = (await list('query=sample')).filter_counters.filter_type[0].items;
    expect(types.find((i) => i.id === 'nakaz')).toEqual({ id: 'nakaz', label: 'Наказ', count: 2 });
    expect(types.find((i) => i.id === 'zaiava')?.count).toBe(0);
  });

  it('lists favourites with query=favorite&period=all and counts them; a guest gets 401', async () => {
    const { cookie } = await buildUser(t.database.db);
    const fav = await t.request(`/api/records/favorite/document/${ids.contract}`, {
      method: 'POST',
      json: { favorite: 1 },
      cookie,
    });
    expect(fav.status).toBe(200);
    const body = await list('query=favorite&period=all', cookie);
    expect(body.data.map((d) => d.id)).toEqual([ids.contract]);
    expect(body.filter_counters.queries.favorite).toBe(1);
    expect((await t.request(`/api/documents/documents?query=favorite&period=all`)).status).toBe(401);
    const favorites = await (await t.request('/api/records/favorites', { cookie })).json();
    expect(JSON.stringify(favorites)).toContain('Трудовий договір');
  });

  it('refuses bad input with 4xx and Ukrainian messages', async () => {
    expect((await t.request('/api/documents/documents?query=nope')).status).toBe(422);
    expect((await t.request('/api/documents/documents?types=%00')).status).toBe(422);
    expect((await t.request('/api/documents/documents?rubric=nema-takoi')).status).toBe(404);
    expect((await t.request('/api/documents/documents?page=0')).status).toBe(422);
  });
});

describe('a document', () => {
  it('answers 400 for a non-numeric id on every call, 404 for a draft', async () => {
    for (const path of ['abc', '12abc/view', 'x/share', '1-x/download/blank']) {
      const r = await t.request(`/api/documents/document/${path}`);
      expect(r.status, path).toBe(400);
      expect((await r.json()).message).toBe('Некоректний ідентифікатор документа');
    }
    expect((await t.request(`/api/documents/document/${ids.draft}`)).status).toBe(404);
  });

  it('cuts the preview for visitors without access; view and share answer the server counts', async () => {
    const { cookie } = await buildUser(t.database.db);
    await grantSubscription(t.database.db, {
      userId: (await buildUser(t.database.db)).user.id,
      packageCode: 'standard',
    });
    const guest = (await (await t.request(`/api/documents/document/${ids.orderPlain}`)).json()).data;
    expect(guest.hasAccess).toBe(false);
    expect(guest.sample_preview).toBeNull();
    expect(guest.preview_is_cut).toBe(true);
    expect(JSON.stringify(guest.preview)).not.toContain('ПРЕМІЮВАТИ');
    expect(guest.files.map((f: { url: string }) => f.url)).toEqual([
      `/api/documents/document/${ids.orderPlain}/download/blank`,
      `/api/documents/document/${ids.orderPlain}/download/sample`,
    ]);
    const first = await (await t.request(`/api/documents/document/${ids.orderPlain}/view`, { cookie })).json();
    const again = await (await t.request(`/api/documents/document/${ids.orderPlain}/view`, { cookie })).json();
    expect(first.views).toBe(1);
    expect(again.views).toBe(1);
    const shared = await (await t.request(`/api/documents/document/${ids.orderPlain}/share`)).json();
    expect(shared).toEqual({ share_count: 1 });
    const counters = await (
      await t.request(`/api/documents/counters?ids=${ids.orderPlain},${ids.draft}&with-favorites=1`, { cookie })
    ).json();
    expect(counters.data.map((c: { id: number; views: number }) => [c.id, c.views])).toEqual([[ids.orderPlain, 1]]);
    const widgets = await (await t.request('/api/documents/widgets')).json();
    expect(widgets.data.latest.length).toBeGreaterThan(0);
  });
});

describe('downloads', () => {
  it('gives a visitor without access 403 and no file bytes on every file address', async () => {
    const db = t.database.db;
    const plain = await buildUser(db);
    const standard = await buildUser(db);
    await grantSubscription(db, { userId: standard.user.id, packageCode: 'standard' });
    const paid = ids.orderPlain;
    const forms: [string, RequestInit & { json?: unknown }][] = [
      [`/api/documents/document/${paid}/download/blank`, {}],
      [`/api/documents/document/${paid}/download/sample`, {}],
      [`/api/documents/document/${paid}/fill`, { method: 'POST', json: { values: {} } }],
    ];
    for (const cookie of [undefined, plain.cookie, standard.cookie]) {
      for (const [path, init] of forms) {
        const r = await t.request(path, { ...init, cookie });
        const expected = !cookie && init.method === 'POST' ? 401 : 403;
        expect(r.status, `${path} ${cookie ? 'user' : 'guest'}`).toBe(expected);
        expect(r.headers.get('content-type')).toContain('application/json');
        expect(r.headers.get('content-disposition')).toBeNull();
      }
    }
  });

  it('serves the files with an encoded Ukrainian name when the package includes the document', async () => {
    const db = t.database.db;
    const pro = await buildUser(db);
    await grantSubscription(db, { userId: pro.user.id, packageCode: 'professional' });
    const r = await t.request(`/api/documents/document/${ids.orderPlain}/download/blank`, { cookie: pro.cookie });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('wordprocessingml');
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="_ _ _.docx"; filename*=UTF-8''${encodeURIComponent('Наказ про доплату.docx')}`,
    );
    const text = docxText(await r.arrayBuffer());
    expect(text).toContain('НАКАЗ');
    expect(text).toContain('____________');
    expect(text).not.toContain('{company.name}');
    const sample = await t.request(`/api/documents/document/${ids.orderPlain}/download/sample`, { cookie: pro.cookie });
    expect(docxText(await sample.arrayBuffer())).toContain('Зразок заповненого наказу.');
    const free = await t.request(`/api/documents/document/${ids.application}/download/sample`);
    expect(free.status).toBe(404);
  });
});

describe('fill from my profile', () => {
  it('validates ЄДРПОУ and fills the DOCX with the company profile and the entered values', async () => {
    const { cookie } = await buildUser(t.database.db);
    const company = {
      name: 'ТОВ «Сонячний лан»',
      edrpou: '12345670',
      director: 'Коваленко Марія Петрівна',
      address: '79000, м. Львів, вул. Городоцька, 5',
      accountant: 'Бондар Олег Іванович',
    };
    const put = (body: unknown) => t.request('/api/documents/company-profile', { method: 'PUT', json: body, cookie });
    const short = await put({ ...company, edrpou: '1234' });
    expect(short.status).toBe(422);
    expect((await short.json()).errors.edrpou).toEqual(['Код ЄДРПОУ має складатися з 8 цифр']);
    const wrongDigit = await put(company);
    expect((await wrongDigit.json()).errors.edrpou).toEqual(['Код ЄДРПОУ недійсний: не збігається контрольна цифра']);

    const fill = (values: unknown) =>
      t.request(`/api/documents/document/${ids.orderWithSample}/fill`, { method: 'POST', json: { values }, cookie });
    const before = await fill({});
    expect(before.status).toBe(422);
    expect((await before.json()).message).toBe('Спершу збережіть дані свого підприємства');

    expect((await put({ ...company, edrpou: '12345678' })).status).toBe(200);
    expect((await (await t.request('/api/documents/company-profile', { cookie })).json()).data.edrpou).toBe('12345678');
    expect((await fill({ 'date.doc': '31.02.2026x' })).status).toBe(422);
    const r = await fill({
      'employee.name': 'Шевченко Андрій Олегович',
      'employee.position': 'бухгалтер',
      'date.doc': '02.03.2026',
      'doc.number': '15-к',
      amount: '8647',
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toContain(encodeURIComponent('(заповнено).docx'));
    const text = docxText(await r.arrayBuffer());
    for (const value of [
      'ТОВ «Сонячний лан»',
      'Код ЄДРПОУ 12345678',
      '02.03.2026 № 15-к',
      'Шевченко Андрій Олегович, бухгалтер',
      'вісім тисяч шістсот сорок сім гривень 00 копійок',
      'Коваленко Марія Петрівна',
    ]) {
      expect(text).toContain(value);
    }
  });
});

describe('staff operations', () => {
  it('lets only documents editors create, edit and publish documents and rubrics', async () => {
    const db = t.database.db;
    const user = await buildUser(db);
    const editor = await buildUser(db, { options: { documents_editor: true } });
    const body = {
      title: 'Наказ про дистанційну роботу',
      alias: 'nakaz-pro-dystantsiinu-robotu',
      rubric,
      type: 'nakaz',
      access: 'standard',
      status: 'draft',
      body: [{ kind: 'paragraph', text: 'Працівник {employee.name} переходить на дистанційну роботу.' }],
    };
    const store = (json: unknown, cookie?: string) =>
      t.request('/api/documents/store-document', { method: 'POST', json, cookie });
    expect((await store(body)).status).toBe(401);
    expect((await store(body, user.cookie)).status).toBe(403);
    expect((await store({ ...body, body: [{ kind: 'paragraph', text: '{nope.tag}' }] }, editor.cookie)).status).toBe(
      422,
    );
    const created = await store(body, editor.cookie);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await t.request(`/api/documents/document/${id}`)).status).toBe(404);
    const publish = (cookie: string) =>
      t.request(`/api/documents/document/${id}/publish`, { method: 'POST', json: { publish: true }, cookie });
    expect((await publish(user.cookie)).status).toBe(403);
    expect((await publish(editor.cookie)).status).toBe(200);
    const doc = (await (await t.request(`/api/documents/document/${id}`)).json()).data;
    expect(doc.title).toBe('Наказ про дистанційну роботу');
    expect(doc.fill.inputs).toEqual([{ id: 'employee.name', label: 'ПІБ працівника', classifier: false }]);
    const edited = await store({ ...body, id, title: 'Наказ про дистанційну роботу (2026)' }, editor.cookie);
    expect(edited.status).toBe(200);
    const rubricBody = { alias: 'testova-rubryka-staff', title: 'Нова рубрика' };
    const storeRubric = (cookie: string) =>
      t.request('/api/documents/store-rubric', { method: 'POST', json: rubricBody, cookie });
    expect((await storeRubric(user.cookie)).status).toBe(403);
    expect((await storeRubric(editor.cookie)).status).toBe(200);
  });
});
