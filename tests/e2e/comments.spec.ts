import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { msg } from '../../common/messages';
import { newsPosts } from '../../server/db/schema';
import { threadOf } from '../../server/comments/ensure-thread';
import { buildNewsPost, buildUser } from '../support/factories';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const FIXTURE = path.resolve('tests/fixtures/attachments/nakaz.pdf');

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
    await live.waitFor();
    await watcher.getByRole('link', { name: 'nakaz.pdf' }).waitFor();

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
});
