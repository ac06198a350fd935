import ExcelJS from 'exceljs';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, buildDocumentRubric, ORDER_BODY } from '../../tests/support/documents';
import { type BuiltUser, buildUser, grantSubscription } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { documentsServices } from './documents-services';
import type { DocumentBlock } from './seed/model';

let t: TestServer;
let author: BuiltUser;
let rubric: string;
const ids: Record<string, number> = {};

const REGISTER: DocumentBlock[] = [
  { kind: 'paragraph', text: '{company.name}', align: 'center' },
  { kind: 'title', text: 'ГРАФІК ВІДПУСТОК НА 2026 РІК' },
  {
    kind: 'table',
    header: ['№', 'Працівник', 'Посада', 'Днів'],
    rows: [
      ['1', 'Мельник Оксана Василівна', 'Бухгалтер', '24'],
      ['2', '{employee.name}', '{employee.position}', '{days}'],
    ],
  },
  { kind: 'signatures', lines: [{ role: 'Директор', name: '{company.director}' }] },
];
const SAMPLE: DocumentBlock[] = [{ kind: 'paragraph', text: 'Зразок: відпустка Ґалаґан Їжакевич, 24 дні.' }];
const COMPANY = {
  name: 'ТОВ «Сонячний лан»',
  edrpou: '12345678',
  director: 'Коваленко Марія Петрівна',
  address: '79000, м. Львів, вул. Городоцька, 5',
  accountant: '',
};

async function pdfText(bytes: ArrayBuffer): Promise<{ pages: number; text: string; title: unknown }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  const meta = await pdf.getMetadata();
  return {
    pages: pdf.numPages,
    text: parts.join(' ').replace(/\s+/g, ' '),
    title: (meta.info as { Title?: string }).Title,
  };
}

async function workbook(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    // A merged line is read once, from its first cell.
    row.eachCell((cell) => {
      if (cell.master.address === cell.address) cells.push(String(cell.value ?? ''));
    });
    rows.push(cells);
  });
  return rows;
}

const docxText = (bytes: ArrayBuffer) => new PizZip(Buffer.from(bytes)).file('word/document.xml')?.asText() ?? '';

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  const db = t.database.db;
  author = await buildUser(db);
  rubric = (await buildDocumentRubric(db, author.user)).alias;
  ids.register = await buildDocument(db, author.user, {
    rubric,
    title: 'Графік відпусток',
    type: 'hrafik',
    access: 'professional',
    body: REGISTER,
    sample: SAMPLE,
    formats: ['pdf', 'xlsx'],
  });
  ids.order = await buildDocument(db, author.user, { rubric, title: 'Наказ про преміювання', body: ORDER_BODY });
  ids.instruction = await buildDocument(db, author.user, {
    rubric,
    title: 'Посадова інструкція бухгалтера',
    type: 'posadova-instruktsiia',
    profession_code: '2411.2',
    formats: ['pdf'],
  });
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

describe('PDF and XLSX files', () => {
  it('lists the formats a document offers, with a file address for each', async () => {
    const pro = await buildUser(t.database.db);
    await grantSubscription(t.database.db, { userId: pro.user.id, packageCode: 'professional' });
    const { data } = await (await t.request(`/api/documents/document/${ids.register}`, { cookie: pro.cookie })).json();
    expect(data.formats).toEqual(['docx', 'pdf', 'xlsx']);
    expect(data.fill.formats).toEqual(['docx', 'pdf', 'xlsx']);
    expect(data.files.map((f: { url: string }) => f.url)).toEqual([
      `/api/documents/document/${ids.register}/download/blank`,
      `/api/documents/document/${ids.register}/download/blank?format=pdf`,
      `/api/documents/document/${ids.register}/download/blank?format=xlsx`,
      `/api/documents/document/${ids.register}/download/sample`,
      `/api/documents/document/${ids.register}/download/sample?format=pdf`,
      `/api/documents/document/${ids.register}/download/sample?format=xlsx`,
    ]);
    const order = await (await t.request(`/api/documents/document/${ids.order}`)).json();
    expect(order.data.formats).toEqual(['docx']);
  });

  it('serves a real PDF with the Ukrainian text and a real XLSX with the table in cells', async () => {
    const pro = await buildUser(t.database.db);
    await grantSubscription(t.database.db, { userId: pro.user.id, packageCode: 'professional' });
    const get = (path: string) =>
      t.request(`/api/documents/document/${ids.register}/download/${path}`, { cookie: pro.cookie });

    const pdf = await get('blank?format=pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(encodeURIComponent('Графік відпусток.pdf'));
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const bytes = await pdf.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    const parsed = await pdfText(bytes);
    expect(parsed.pages).toBeGreaterThanOrEqual(1);
    expect(parsed.title).toBe('Графік відпусток');
    for (const words of ['ГРАФІК ВІДПУСТОК НА 2026 РІК', 'Мельник Оксана Василівна', 'Директор', '____________']) {
      expect(parsed.text).toContain(words);
    }
    expect(parsed.text).not.toContain('{');

    const samplePdf = await pdfText(await (await get('sample?format=pdf')).arrayBuffer());
    expect(samplePdf.text).toContain('Ґалаґан Їжакевич');

    const xlsx = await get('blank?format=xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(xlsx.headers.get('content-disposition')).toContain(encodeURIComponent('Графік відпусток.xlsx'));
    const rows = await workbook(await xlsx.arrayBuffer());
    expect(rows).toContainEqual(['ГРАФІК ВІДПУСТОК НА 2026 РІК']);
    expect(rows).toContainEqual(['№', 'Працівник', 'Посада', 'Днів']);
    expect(rows).toContainEqual(['1', 'Мельник Оксана Василівна', 'Бухгалтер', '24']);
    expect(rows).toContainEqual(['2', '____________', '____________', '____________']);

    // The second download is the stored file, byte for byte.
    const again = await get('blank?format=xlsx');
    expect(
      Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await (await get('blank?format=xlsx')).arrayBuffer())),
    ).toBe(true);
  });

  it('gives 403 and no bytes without access for every format, 404 for a format the document lacks, 422 for a bad one', async () => {
    const plain = await buildUser(t.database.db);
    for (const cookie of [undefined, plain.cookie]) {
      for (const path of ['blank?format=pdf', 'blank?format=xlsx', 'sample?format=pdf', 'sample?format=xlsx']) {
        const r = await t.request(`/api/documents/document/${ids.register}/download/${path}`, { cookie });
        expect(r.status, path).toBe(403);
        expect(r.headers.get('content-type')).toContain('application/json');
        expect(r.headers.get('content-disposition')).toBeNull();
      }
      const fill = await t.request(`/api/documents/document/${ids.register}/fill`, {
        method: 'POST',
        json: { values: {}, format: 'pdf' },
        cookie,
      });
      expect(fill.status).toBe(cookie ? 403 : 401);
      expect(fill.headers.get('content-disposition')).toBeNull();
    }
    const lacks = await t.request(`/api/documents/document/${ids.order}/download/blank?format=xlsx`);
    expect(lacks.status).toBe(404);
    expect((await lacks.json()).message).toBe('Цей документ не має файлу такого формату');
    const bad = await t.request(`/api/documents/document/${ids.order}/download/blank?format=odt`);
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toBe('Формат файлу: docx, pdf або xlsx');
    const nul = await t.request(`/api/documents/document/${ids.order}/download/blank?format=pdf%00`);
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
  });
});

describe('fill: guests, stored values, the classifier position', () => {
  it('answers a guest 401 with a Ukrainian message, whatever the body', async () => {
    for (const body of [{ values: {} }, { values: { 'date.doc': 'bad' } }, 'not json']) {
      const r = await t.request(`/api/documents/document/${ids.order}/fill`, { method: 'POST', json: body });
      expect(r.status).toBe(401);
      expect((await r.json()).message).toBe('Щоб заповнити документ своїми даними, увійдіть або зареєструйтеся');
    }
    const values = await t.request(`/api/documents/document/${ids.order}/fill-values`);
    expect(values.status).toBe(401);
  });

  it('keeps the entered values per user and document for the next fill; invalid input is not kept', async () => {
    const db = t.database.db;
    const user = await buildUser(db);
    const other = await buildUser(db);
    for (const u of [user, other]) {
      const put = await t.request('/api/documents/company-profile', { method: 'PUT', json: COMPANY, cookie: u.cookie });
      expect(put.status).toBe(200);
    }
    const stored = async (cookie: string, id = ids.order) => {
      const r = await t.request(`/api/documents/document/${id}/fill-values`, { cookie });
      expect(r.status).toBe(200);
      return (await r.json()).data;
    };
    expect(await stored(user.cookie)).toBeNull();
    const fill = (values: unknown, cookie = user.cookie) =>
      t.request(`/api/documents/document/${ids.order}/fill`, { method: 'POST', json: { values }, cookie });
    const first = await fill({ 'employee.name': 'Шевченко Андрій Олегович', amount: '1500', 'trip.place': 'Київ' });
    expect(first.status).toBe(200);
    // Only what the template asks is kept (the order has no trip).
    expect(await stored(user.cookie)).toEqual({ 'employee.name': 'Шевченко Андрій Олегович', amount: '1500' });
    expect(await stored(other.cookie)).toBeNull();

    expect((await fill({ 'employee.name': 'Інше Ім’я', 'date.doc': '31.13.2026' })).status).toBe(422);
    expect((await fill({ 'employee.name': 'x'.repeat(301) })).status).toBe(422);
    expect((await fill({ 'employee.name': 'Ім’я\u0000' })).status).toBeLessThan(500);
    expect((await fill({ unknown: 'x' })).status).toBe(422);
    expect(await stored(user.cookie)).toEqual({ 'employee.name': 'Шевченко Андрій Олегович', amount: '1500' });

    const second = await fill({ 'employee.name': 'Шевченко Андрій Олегович', amount: '2000', 'doc.number': '7-к' });
    expect(second.status).toBe(200);
    expect(await stored(user.cookie)).toEqual({
      'employee.name': 'Шевченко Андрій Олегович',
      amount: '2000',
      'doc.number': '7-к',
    });
    expect((await t.request('/api/documents/document/abc/fill-values', { cookie: user.cookie })).status).toBe(400);
    expect((await t.request('/api/documents/document/999999/fill-values', { cookie: user.cookie })).status).toBe(404);
  });

  it('prints a classifier position with its code and refuses a title that is not under the code', async () => {
    const db = t.database.db;
    const user = await buildUser(db);
    await t.request('/api/documents/company-profile', { method: 'PUT', json: COMPANY, cookie: user.cookie });
    const hits = await (await t.request(`/api/classifier?q=${encodeURIComponent('Бухгалтер')}`)).json();
    const chosen = hits.data.find((h: { code: string }) => h.code === '2411.2');
    expect(chosen?.title).toBe('Бухгалтер');
    const fill = (values: unknown, format?: string) =>
      t.request(`/api/documents/document/${ids.order}/fill`, {
        method: 'POST',
        json: { values, format },
        cookie: user.cookie,
      });
    const ok = await fill({
      'employee.name': 'Ткаченко Ольга Миколаївна',
      'employee.position': chosen.title,
      'employee.position_code': chosen.code,
    });
    expect(ok.status).toBe(200);
    expect(docxText(await ok.arrayBuffer())).toContain('Ткаченко Ольга Миколаївна, Бухгалтер (код КП 2411.2)');
    const storedValues = await (
      await t.request(`/api/documents/document/${ids.order}/fill-values`, { cookie: user.cookie })
    ).json();
    expect(storedValues.data['employee.position_code']).toBe('2411.2');

    for (const [values, field] of [
      [{ 'employee.position': 'Директор цирку', 'employee.position_code': '2411.2' }, 'employee.position'],
      [{ 'employee.position': 'Бухгалтер', 'employee.position_code': '9999.9' }, 'employee.position'],
      [{ 'employee.position_code': '2411.2' }, 'employee.position_code'],
    ] as const) {
      const r = await fill(values);
      expect(r.status).toBe(422);
      const answer = await r.json();
      expect(answer.errors[field]).toEqual(['Оберіть посаду з класифікатора професій']);
    }
    const badCode = await fill({ 'employee.position': 'Бухгалтер', 'employee.position_code': '24; drop' });
    expect(badCode.status).toBe(422);
    expect((await badCode.json()).message).toBe('Некоректний код класифікатора професій');
    // A position typed freely (not in the classifier) still fills.
    expect((await fill({ 'employee.position': 'Фахівець з охорони праці' })).status).toBe(200);
    // A format the order lacks is a 404, a bad one a 422.
    expect((await fill({}, 'xlsx')).status).toBe(404);
    expect((await fill({}, 'rtf')).status).toBe(422);
  });

  it('fills the PDF and the XLSX of a document that offers them', async () => {
    const db = t.database.db;
    const pro = await buildUser(db);
    await grantSubscription(db, { userId: pro.user.id, packageCode: 'professional' });
    await t.request('/api/documents/company-profile', { method: 'PUT', json: COMPANY, cookie: pro.cookie });
    const values = { 'employee.name': 'Гнатюк Євген Ігорович', 'employee.position': 'Економіст', days: '14' };
    const fill = (format: string) =>
      t.request(`/api/documents/document/${ids.register}/fill`, {
        method: 'POST',
        json: { values, format },
        cookie: pro.cookie,
      });
    const pdf = await fill('pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(encodeURIComponent('(заповнено).pdf'));
    const text = (await pdfText(await pdf.arrayBuffer())).text;
    expect(text).toContain('ТОВ «Сонячний лан»');
    expect(text).toContain('Гнатюк Євген Ігорович');
    const rows = await workbook(await (await fill('xlsx')).arrayBuffer());
    expect(rows).toContainEqual(['2', 'Гнатюк Євген Ігорович', 'Економіст', '14']);
    expect(rows).toContainEqual(['Директор', '______________', 'Коваленко Марія Петрівна']);
  });
});

describe('documents of a profession', () => {
  it('finds the job instruction of a code and of the group above it, not of other codes', async () => {
    const services = documentsServices({ db: t.database.db });
    const exact = await services.relatedToProfession('2411.2', 'hr');
    expect(exact.map((d) => d.id)).toContain(ids.instruction);
    expect(exact[0]).toMatchObject({ title: 'Посадова інструкція бухгалтера', profession_code: '2411.2' });
    expect((await services.relatedToProfession('2411', 'hr')).map((d) => d.id)).toContain(ids.instruction);
    expect((await services.relatedToProfession('2412', 'hr')).map((d) => d.id)).not.toContain(ids.instruction);
    expect(await services.relatedToProfession("2411'; --", 'hr')).toEqual([]);
  });

  it('staff set the code and formats; bad ones are refused', async () => {
    const editor = await buildUser(t.database.db, { options: { documents_editor: true } });
    const store = (extra: object) =>
      t.request('/api/documents/store-document', {
        method: 'POST',
        cookie: editor.cookie,
        json: {
          title: 'Посадова інструкція касира',
          alias: 'posadova-instruktsiia-kasyra-test',
          rubric,
          type: 'posadova-instruktsiia',
          body: [{ kind: 'paragraph', text: 'Текст' }],
          ...extra,
        },
      });
    expect((await store({ profession_code: 'каса' })).status).toBe(422);
    expect((await store({ formats: ['odt'] })).status).toBe(422);
    expect((await store({ profession_code: '4211', formats: ['pdf'] })).status).toBe(201);
  });
});
