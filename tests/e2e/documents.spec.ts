import fs from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, buildDocumentRubric } from '../support/documents';
import { type BuiltUser, buildUser, grantSubscription } from '../support/factories';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
let rubric: { alias: string; title: string };
let subscriber: BuiltUser;
let fillable: { id: number; url: string };
let freeDoc: { id: number; url: string };
let register: { id: number; url: string };
const SAMPLE = [{ kind: 'paragraph' as const, text: 'Зразок: ТОВ «Приклад», наказ від 02.03.2026 № 15-к.' }];

beforeAll(async () => {
  e2e = await startE2E();
  const db = e2e.server.deps.db;
  const author = await buildUser(db, { withSession: false });
  rubric = await buildDocumentRubric(db, author.user, 'Рубрика для перевірки фільтрів');
  const specs: [type: string, withSample: boolean][] = [
    ...Array.from({ length: 15 }, (_, i): [string, boolean] => ['nakaz', i < 5]),
    ...Array.from({ length: 5 }, (): [string, boolean] => ['zaiava', false]),
    ['dohovir', true],
    ['dohovir', false],
  ];
  for (const [n, [type, withSample]] of specs.entries()) {
    const id = await buildDocument(db, author.user, {
      rubric: rubric.alias,
      type,
      title: `${type === 'nakaz' ? 'Наказ' : type === 'zaiava' ? 'Заява' : 'Договір'} для перевірки № ${n + 1}`,
      access: 'standard',
      sample: withSample ? SAMPLE : null,
      published_at: new Date(Date.now() - (n + 1) * 60_000).toISOString(),
    });
    if (n === 0) fillable = { id, url: '' };
  }
  const urlOf = async (id: number) =>
    (await (await fetch(`${e2e.server.url}/api/documents/document/${id}`)).json()).data.url as string;
  fillable.url = await urlOf(fillable.id);
  // Documents of their own rubric, so the filter counts above stay as built.
  const other = (await buildDocumentRubric(db, author.user, 'Рубрика для файлів і гостей')).alias;
  const free = await buildDocument(db, author.user, {
    rubric: other,
    title: 'Безкоштовний наказ',
    access: 'free',
  });
  freeDoc = { id: free, url: await urlOf(free) };
  const registerId = await buildDocument(db, author.user, {
    rubric: other,
    title: 'Посадова інструкція бухгалтера з графіком',
    type: 'posadova-instruktsiia',
    access: 'standard',
    formats: ['pdf', 'xlsx'],
    profession_code: '2411.2',
    body: [
      { kind: 'title', text: 'ГРАФІК ЧЕРГУВАНЬ' },
      { kind: 'table', header: ['Працівник', 'Дата'], rows: [['Мельник Оксана Василівна', '02.03.2026']] },
    ],
  });
  register = { id: registerId, url: await urlOf(registerId) };
  subscriber = await buildUser(db);
  await grantSubscription(db, { userId: subscriber.user.id, packageCode: 'standard' });
});
afterAll(async () => {
  await e2e?.close();
});

const cards = (page: Page) => page.getByRole('list', { name: 'Документи' }).locator(':scope > li');
const docxText = async (path: string) => new PizZip(await fs.readFile(path)).file('word/document.xml')?.asText() ?? '';

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await docxText(path) };
}

describe('documents in the browser', () => {
  it('filters by sample and by type with a search in the type list, shows chips, loads more', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`/documents/${rubric.alias}`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(rubric.title);
    expect(await cards(page).count()).toBe(20);
    await page.getByRole('button', { name: 'Показати ще' }).click();
    await expect.poll(() => cards(page).count()).toBe(22);

    await page.getByRole('radio', { name: 'Зі зразком заповнення (6)' }).click();
    await page.waitForURL(`**/documents/${rubric.alias}?query=sample`);
    await expect.poll(() => cards(page).count()).toBe(6);

    await page.getByPlaceholder('Пошук за типом...').fill('догов');
    const types = page.getByRole('group', { name: 'Типи' });
    await expect.poll(() => types.getByRole('checkbox').count()).toBe(1);
    await types.getByRole('checkbox', { name: 'Договір (1)' }).click();
    await page.waitForURL(/types=dohovir/);
    await expect.poll(() => cards(page).count()).toBe(1);
    const chips = page.getByRole('region', { name: 'Обрані фільтри' });
    expect(await chips.textContent()).toContain('Зі зразком заповнення');
    expect(await chips.textContent()).toContain('Договір');
    await chips.getByRole('button', { name: 'Прибрати «Зі зразком заповнення»' }).click();
    await page.waitForURL(`**/documents/${rubric.alias}?types=dohovir`);
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await page.getByRole('radio', { name: 'Усі документи (2)' }).isChecked()).toBe(true);
  });

  it('a guest sees the beginning of the template and no download; the files answer 403', async () => {
    const { page } = await e2e.newPage();
    const r = await page.goto(fillable.url);
    expect(r?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getByRole('document', { name: 'Шаблон документа' }).textContent()).toContain('НАКАЗ');
    expect(await page.getByText('Повний текст шаблону доступний передплатникам.').count()).toBe(1);
    expect(await page.getByText(/ПРЕМІЮВАТИ/).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Бланк документа/ }).count()).toBe(0);
    expect(await page.getByText(/Завантаження документа доступне з передплатою/).count()).toBe(1);
    const file = await page.request.get(`/api/documents/document/${fillable.id}/download/blank`);
    expect(file.status()).toBe(403);
    // Headless Chromium is a bot to the view counter; the count itself is covered by the API tests.
    expect(await page.getByTestId('views').textContent()).toMatch(/^Переглядів: \d+$/);
  });

  it('a subscriber opens a document, downloads the blank, fills it from the profile and favourites it', async () => {
    const { page } = await e2e.newPage({ session: subscriber.cookie });
    await page.goto(`/documents/${rubric.alias}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Наказ для перевірки № 1', exact: true }).click();
    await page.waitForURL(`**${fillable.url}`);
    await waitForHydration(page);
    expect(await page.getByRole('document', { name: 'Зразок заповнення' }).textContent()).toContain('Зразок:');

    const blank = await download(page, () => page.getByRole('link', { name: 'Бланк документа (DOCX)' }).click());
    expect(blank.name).toBe('Наказ для перевірки № 1.docx');
    expect(blank.text).toContain('НАКАЗ');

    await page.getByRole('button', { name: 'Заповнити за моїми даними' }).click();
    const form = page.getByRole('form', { name: 'Заповнити за моїми даними' });
    await form.getByLabel('Назва підприємства').fill('ТОВ «Зелений гай»');
    await form.getByLabel('Код ЄДРПОУ').fill('12345670');
    await form.getByLabel('ПІБ керівника').fill('Мельник Оксана Василівна');
    await form.getByLabel('Місцезнаходження').fill('61000, м. Харків, вул. Сумська, 10');
    await form.getByLabel('ПІБ працівника').fill('Ткаченко Ірина Сергіївна');
    // The position comes from the professions classifier: the chosen title carries its code.
    await form.getByRole('combobox', { name: 'Посада працівника' }).fill('Бухгалт');
    await form.getByRole('option', { name: /2411\.2\s*Бухгалтер$/ }).click();
    expect(await form.getByTestId('position-code').textContent()).toBe('Код за класифікатором професій: 2411.2');
    await form.getByLabel('Сума, грн').fill('12500');
    await form.getByRole('button', { name: 'Завантажити заповнений DOCX' }).click();
    await form.getByText('Код ЄДРПОУ недійсний: не збігається контрольна цифра').waitFor();
    await form.getByLabel('Код ЄДРПОУ').fill('12345678');
    const filled = await download(page, () =>
      form.getByRole('button', { name: 'Завантажити заповнений DOCX' }).click(),
    );
    expect(filled.name).toBe('Наказ для перевірки № 1 (заповнено).docx');
    for (const value of [
      'ТОВ «Зелений гай»',
      '12345678',
      'Ткаченко Ірина Сергіївна, Бухгалтер (код КП 2411.2)',
      'дванадцять тисяч',
    ]) {
      expect(filled.text).toContain(value);
    }

    // The next fill of the same document starts from the values entered this time.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Заповнити за моїми даними' }).click();
    expect(await form.getByLabel('ПІБ працівника').inputValue()).toBe('Ткаченко Ірина Сергіївна');
    expect(await form.getByRole('combobox', { name: 'Посада працівника' }).inputValue()).toBe('Бухгалтер');
    expect(await form.getByLabel('Сума, грн').inputValue()).toBe('12500');
    expect(await form.getByTestId('position-code').textContent()).toContain('2411.2');

    await page.getByRole('button', { name: /В обране/ }).click();
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe('1');
    await page.goto(`/documents/${rubric.alias}?query=favorite`);
    await waitForHydration(page);
    expect(await page.getByRole('radio', { name: 'Обрані (1)' }).isChecked()).toBe(true);
    expect(await cards(page).allTextContents()).toEqual([expect.stringContaining('Наказ для перевірки № 1')]);
    // 'Мої обрані' lists every kind from the same favourites call.
    const mine = await page.request.get('/api/records/favorites');
    expect(JSON.stringify(await mine.json())).toContain('Наказ для перевірки № 1');
  });

  it('a guest who asks to fill a document is told to log in or register', async () => {
    const { page } = await e2e.newPage();
    await page.goto(freeDoc.url);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Заповнити за моїми даними' }).click();
    const dialog = page.getByRole('dialog', { name: 'Потрібен вхід' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Щоб продовжити, увійдіть або зареєструйтеся');
    expect(await page.getByRole('form', { name: 'Заповнити за моїми даними' }).count()).toBe(0);
    const fill = await page.request.post(`/api/documents/document/${freeDoc.id}/fill`, { data: { values: {} } });
    expect(fill.status()).toBe(401);
    expect((await fill.json()).message).toBe('Щоб заповнити документ своїми даними, увійдіть або зареєструйтеся');
    await dialog.getByRole('button', { name: 'Увійти' }).click();
    await page.getByRole('dialog', { name: 'Вхід' }).waitFor();
  });

  it('downloads the PDF and XLSX files; the classifier entry links the job instruction', async () => {
    const { page } = await e2e.newPage({ session: subscriber.cookie });
    await page.goto(register.url);
    await waitForHydration(page);
    const fetchFile = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
      return { name: file.suggestedFilename(), bytes: await fs.readFile(await file.path()) };
    };
    const pdf = await fetchFile('Бланк документа (PDF)');
    expect(pdf.name).toBe('Посадова інструкція бухгалтера з графіком.pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await fetchFile('Бланк документа (XLSX)');
    expect(xlsx.name).toBe('Посадова інструкція бухгалтера з графіком.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    expect(book.worksheets[0].getCell('A1').value).toBe('ГРАФІК ЧЕРГУВАНЬ');
    expect(book.worksheets[0].getCell('A3').value).toBe('Мельник Оксана Василівна');

    await page.goto('/professions-classifier?code=2411.2');
    await waitForHydration(page);
    const docs = page.getByTestId('classifier-documents');
    await docs.getByRole('link', { name: 'Посадова інструкція бухгалтера з графіком' }).click();
    await page.waitForURL(`**${register.url}`);
  });

  for (const which of ['list', 'document'] as const) {
    it(`the ${which} page fits 360 px and has no serious accessibility violations`, async () => {
      const path = which === 'list' ? `/documents/${rubric.alias}` : fillable.url;
      const { page } = await e2e.newPage({ mobile: true, session: subscriber.cookie });
      await page.goto(path);
      await waitForHydration(page);
      // The document page is checked with its fill form open (the classifier combobox included).
      if (which === 'document') await page.getByRole('button', { name: 'Заповнити за моїми даними' }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    });
  }
});
