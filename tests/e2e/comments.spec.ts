import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg } from '../../common/messages';
import { newsPosts } from '../../server/db/schema';
import { threadOf } from '../../server/comments/ensure-thread';
import { documentPath } from '../../common/documents';
import { handbookPath } from '../../common/handbooks';
import { recordPath } from '../../common/records';
import { documents } from '../../server/db/schema';
import { buildComments } from '../support/comments-factory';
import { buildDocument, buildDocumentRubric } from '../support/documents';
import { buildHandbook, buildNewsPost, buildUser } from '../support/factories';
import { buildRecord } from '../support/records-factory';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const FIXTURE = path.resolve('tests/fixtures/attachments/nakaz.pdf');

/** A news post with its thread and the article's address. */
async function newsWithThread(title: string) {
  const db = e2e.server.deps.db;
  const post = await buildNewsPost(db, { title });
  const thread = (await threadOf(db, 'news', post.id))?.id as number;
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
  return { thread, url: `/news/${row.id}-${row.slug}` };
}

describe('comments in the browser', () => {
  it('a comment with an attachment appears live in a second context; a moderator’s block removes it live', async () => {
    const db = e2e.server.deps.db;
    const post = await buildNewsPost(db, { title: 'Новина для обговорення' });
    const author = await buildUser(db, { name: 'Оксана Авторка' });
    const moderator = await buildUser(db, { role: 'moderator', name: 'Модератор Сайту' });
    const thread = (await threadOf(db, 'news', post.id))?.id as number;
    const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    const url = `/news/${row.id}-${row.slug}`;

    const { page: watcher } = await e2e.newPage({ mobile: true });
    await watcher.goto(url);
    await waitForHydration(watcher);
    await watcher.waitForSelector('#comments[data-live="joined"]');

    const { page: writer } = await e2e.newPage({ session: author.cookie });
    await writer.goto(url);
    await waitForHydration(writer);
    await writer.getByLabel('Ваш коментар').fill('Чи треба наказ на відпустку?');
    await writer.locator('input[type="file"]').setInputFiles(FIXTURE);
    await expect
      .poll(() => writer.getByLabel('Завантаження nakaz.pdf').getAttribute('value'), { timeout: 15_000 })
      .toBe('100');
    await writer.getByRole('button', { name: 'Надіслати' }).click();

    const live = watcher.getByRole('list', { name: 'Список коментарів' }).getByText('Чи треба наказ на відпустку?');
    // The comment travels writer → server → socket → watcher; on a loaded two-core machine that took over 15 s.
    await live.waitFor({ timeout: 30_000 });
    await watcher.getByRole('link', { name: 'nakaz.pdf' }).waitFor({ timeout: 30_000 });

    const { violations } = await new AxeBuilder({ page: watcher })
      .include('#comments')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations).toEqual([]);
    const overflow = await watcher.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);

    const { page: staff } = await e2e.newPage({ session: moderator.cookie });
    await staff.goto(url);
    await waitForHydration(staff);
    await staff.getByRole('button', { name: 'Заблокувати' }).first().click();
    await live.waitFor({ state: 'detached' });
    expect(thread).toBeGreaterThan(0);
  });

  it('error report: validation messages, then the success message', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Повідомити про помилку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Повідомити про помилку' });
    await dialog.waitFor();
    await dialog.getByLabel('E-mail').fill('ні');
    await dialog.getByLabel('Адреса сторінки').fill('ab');
    await dialog.getByRole('button', { name: 'Надіслати' }).click();
    await dialog.getByText('Введіть коректний e-mail').waitFor();
    await dialog.getByText(msg.urlMin).waitFor();
    await dialog.getByText(msg.required).waitFor();
    await dialog.getByLabel('E-mail').fill('reader@example.ua');
    await dialog.getByLabel('Адреса сторінки').fill('https://fahivets.ua/news/1');
    await dialog.getByLabel('Опишіть помилку').fill('Неправильна сума мінімальної зарплати');
    await dialog.getByRole('button', { name: 'Надіслати' }).click();
    await dialog.getByRole('status').getByText('Дякуємо!', { exact: false }).waitFor();
  });

  it('edit within the window, replies, moderator statuses live, search view and «load more»', async () => {
    const db = e2e.server.deps.db;
    const { thread, url } = await newsWithThread('Новина з довгим обговоренням');
    await buildComments(db, e2e.server.deps.registry, { thread, count: 21, text: (i) => `Старий відгук ${i + 1}` });
    const author = await buildUser(db, { name: 'Ганна Кадровичка' });
    const moderator = await buildUser(db, { role: 'moderator', name: 'Модератор Сайту' });

    const { page: writer } = await e2e.newPage({ session: author.cookie });
    await writer.goto(url);
    await waitForHydration(writer);
    await writer.waitForSelector('#comments[data-live="joined"]');
    const list = writer.getByRole('list', { name: 'Список коментарів' });
    // «Load more»: the 21st comment (the oldest) comes with the second page.
    await expect.poll(() => list.locator(':scope > li').count()).toBe(20);
    await writer.getByRole('button', { name: 'Показати ще' }).click();
    await list.getByText('Старий відгук 1', { exact: true }).waitFor();
    await expect.poll(() => writer.getByRole('button', { name: 'Показати ще' }).count()).toBe(0);

    await writer.getByLabel('Ваш коментар').fill('Чи можна перенести щорічну відпусткку?');
    await writer.getByRole('button', { name: 'Надіслати', exact: true }).click();
    const mine = list.locator(':scope > li').filter({ hasText: 'Ганна Кадровичка' }).first();
    await mine.getByText('відпусткку').waitFor();
    await mine.getByRole('button', { name: 'Редагувати' }).click();
    await mine.getByLabel('Текст коментаря').fill('Чи можна перенести щорічну відпустку?');
    await mine.getByRole('button', { name: 'Зберегти' }).click();
    await mine.getByText('Чи можна перенести щорічну відпустку?').waitFor();
    // Others' comments carry no edit button for a reader.
    expect(
      await list
        .locator(':scope > li')
        .filter({ hasText: 'Старий відгук 21' })
        .getByRole('button', {
          name: 'Редагувати',
        })
        .count(),
    ).toBe(0);

    const { page: staff } = await e2e.newPage({ session: moderator.cookie, mobile: true });
    await staff.goto(url);
    await waitForHydration(staff);
    await staff.waitForSelector('#comments[data-live="joined"]');
    const question = staff
      .getByRole('list', { name: 'Список коментарів' })
      .locator(':scope > li')
      .filter({ hasText: 'Чи можна перенести щорічну відпустку?' });
    await question.getByRole('button', { name: 'Взяти в роботу' }).click();
    await mine.getByText('В роботі').waitFor();
    await question.getByRole('button', { name: 'Уточнити' }).click();
    await question.getByLabel('Що потрібно уточнити').fill('Уточніть, на який рік');
    await question.getByRole('button', { name: 'Надіслати запит' }).click();
    await mine.getByText('Уточніть, на який рік').waitFor();
    await mine.getByText('Потрібне уточнення').waitFor();
    await question.getByRole('button', { name: 'Відповісти' }).first().click();
    await question.getByLabel('Ваша відповідь').fill('Так, за згодою сторін.');
    await question.getByRole('button', { name: 'Надіслати відповідь' }).click();
    // The staff answer nests under the question and marks it answered, live for the author.
    await mine.getByRole('listitem').filter({ hasText: 'Так, за згодою сторін.' }).waitFor();
    await mine.getByText('Відповідь надано').first().waitFor();
    const { violations } = await new AxeBuilder({ page: staff })
      .include('#comments')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations).toEqual([]);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

    // Search view, then back to the thread.
    await writer.getByLabel('Пошук у коментарях').fill('відпустку');
    await writer.getByRole('button', { name: 'Знайти' }).click();
    const results = writer.getByRole('list', { name: 'Результати пошуку' });
    await results.getByText('Чи можна перенести щорічну відпустку?').waitFor();
    await writer.getByText('Знайдено коментарів: 1').waitFor();
    await writer.getByRole('button', { name: 'До всіх коментарів' }).click();
    await list.getByText('Старий відгук 1', { exact: true }).waitFor();
  });

  it('a large search result renders in chunks of 50 and the page answers meanwhile', async () => {
    const db = e2e.server.deps.db;
    const { thread, url } = await newsWithThread('Новина з великою кількістю відгуків');
    await buildComments(db, e2e.server.deps.registry, {
      thread,
      count: 360,
      text: (i) => `Лікарняний, випадок ${i + 1}`,
    });
    const { page } = await e2e.newPage();
    await page.goto(url);
    await waitForHydration(page);
    await page.getByLabel('Пошук у коментарях').fill('Лікарняний');
    await page.getByRole('button', { name: 'Знайти' }).click();
    await page.getByText('Знайдено коментарів: 360').waitFor();
    await page.getByRole('button', { name: 'Показати всі результати' }).click();
    const results = page.getByRole('list', { name: 'Результати пошуку' });
    // Above 300 results: one chunk first, the rest follow chunk by chunk.
    await expect.poll(() => results.getAttribute('data-pending')).not.toBe('0');
    const first = await results.evaluate((ul) => ({
      shown: ul.querySelectorAll(':scope > li').length,
      pending: Number(ul.getAttribute('data-pending')),
    }));
    expect(first.shown + first.pending).toBe(360);
    expect(first.shown % 50).toBe(0);
    expect(first.shown).toBeLessThan(360);
    await expect.poll(() => results.locator(':scope > li').count()).toBeGreaterThan(first.shown);
    expect(await page.evaluate(() => document.title.length > 0)).toBe(true);
    await expect.poll(() => results.getAttribute('data-pending'), { timeout: 10_000 }).toBe('0');
    expect(await results.locator(':scope > li').count()).toBe(360);
  });

  it('a whole thread above 10 000 comments renders in chunks', async () => {
    const db = e2e.server.deps.db;
    const { thread, url } = await newsWithThread('Новина з величезним обговоренням');
    await buildComments(db, e2e.server.deps.registry, { thread, count: 10_001 });
    const { page } = await e2e.newPage();
    await page.goto(url);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Коментарі (10001)' }).waitFor();
    await page.getByRole('button', { name: 'Показати всі коментарі' }).click();
    const list = page.getByRole('list', { name: 'Список коментарів' });
    await expect.poll(() => list.getAttribute('data-pending'), { timeout: 30_000 }).not.toBe('0');
    const first = await list.evaluate((ul) => ({
      shown: ul.querySelectorAll(':scope > li').length,
      pending: Number(ul.getAttribute('data-pending')),
    }));
    expect(first.shown + first.pending).toBe(10_001);
    expect(first.shown % 50).toBe(0);
    expect(first.shown).toBeLessThan(1000);
    await list.getByText('Коментар номер 10001', { exact: true }).waitFor();
    await expect.poll(() => list.locator(':scope > li').count()).toBeGreaterThan(first.shown);
    // The page keeps answering while chunks arrive: typing into the search field works at once.
    await page.getByLabel('Пошук у коментарях').fill('номер 5000');
    expect(await page.getByLabel('Пошук у коментарях').inputValue()).toBe('номер 5000');
  });

  it('video records, handbooks and documents carry the comments block; a comment appears live', async () => {
    const db = e2e.server.deps.db;
    const reader = await buildUser(db, { name: 'Тарас Обліковець' });
    const editor = await buildUser(db, { role: 'moderator', withSession: false });
    const record = await buildRecord(db, {
      isFree: true,
      blocks: [{ type: 'comments', name: 'comments', thread: 1 }],
    });
    const handbook = await buildHandbook(db);
    const rubric = (await buildDocumentRubric(db, editor.user)).alias;
    const docId = await buildDocument(db, editor.user, { rubric, access: 'free' });
    const [doc] = await db.select().from(documents).where(eq(documents.id, docId));

    const { page } = await e2e.newPage({ session: reader.cookie, mobile: true });
    for (const url of [recordPath(record.id), documentPath(doc)]) {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Коментарі (0)' }).waitFor();
      expect(await page.locator('[id="comments"]').count()).toBe(1);
    }
    const { page: watcher } = await e2e.newPage();
    await watcher.goto(handbookPath(handbook.id));
    await waitForHydration(watcher);
    await watcher.waitForSelector('#comments[data-live="joined"]');
    await page.goto(handbookPath(handbook.id));
    await waitForHydration(page);
    await page.getByLabel('Ваш коментар').fill('Довідник допоміг з табелем');
    await page.getByRole('button', { name: 'Надіслати', exact: true }).click();
    await watcher.getByRole('list', { name: 'Список коментарів' }).getByText('Довідник допоміг з табелем').waitFor();
    await watcher.getByRole('heading', { name: 'Коментарі (1)' }).waitFor();
    const { violations } = await new AxeBuilder({ page })
      .include('#comments')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations).toEqual([]);
  });
});
