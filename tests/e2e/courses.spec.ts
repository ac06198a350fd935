import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseProductRecords, courseProducts } from '../../server/db/schema';
import { buildUser, uniq } from '../support/factories';
import { buildRecord } from '../support/records-factory';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
let code: string;
let course: Awaited<ReturnType<typeof buildRecord>>;

beforeAll(async () => {
  e2e = await startE2E({ demo: false });
  const db = e2e.server.deps.db;
  course = await buildRecord(db, {
    title: 'Мінікурс для перевірки покупки',
    kind: 'minicourse',
    packages: ['premium-pro'],
    modules: [
      { title: 'Модуль 1. Вступ', videos: [{ title: 'Перший урок', embedId: 'CourseE2e01', isFree: true }] },
      { title: 'Модуль 2. Практика', videos: [{ title: 'Другий урок', embedId: 'CourseE2e02' }] },
    ],
  });
  code = uniq('kurs').toLowerCase();
  const [row] = await db
    .insert(courseProducts)
    .values({
      code,
      title: 'Курс для перевірки',
      priceKop: 189_000,
      accessMonths: null,
      landing: 'klacademy_kurs_vo_170723',
    })
    .returning();
  await db.insert(courseProductRecords).values({ productId: row.id, recordId: course.id });
});
afterAll(async () => {
  await e2e?.close();
});

/** Opens a video page and asks its poster for the player; true when a player iframe loads. */
async function plays(page: import('playwright-core').Page, videoId: number) {
  await page.goto(`/events/${course.id}/${videoId}`);
  await waitForHydration(page);
  await page.getByTestId('video-poster').click();
  // Either the player loads or the no-access modal opens.
  await page.locator('iframe, [role="dialog"]').first().waitFor();
  return (await page.locator('iframe').count()) > 0;
}

describe('courses in the browser', () => {
  it('a guest registers in the free module modal, then watches module 1 but not module 2', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`/events/${course.id}/${course.videoIds[0]}`);
    await waitForHydration(page);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Переглянути перший модуль безкоштовно' }).click();
    const modal = page.getByRole('dialog', { name: 'Реєстрація для перегляду першого модуля' });
    await modal.waitFor();
    await modal.getByLabel('Ім’я').fill('Гість Мінікурсу');
    await modal.getByLabel('E-mail').fill(`${uniq('guest')}@example.test`);
    await modal.getByLabel('Телефон').click();
    await modal.getByLabel('Телефон').pressSequentially('0671234599');
    await modal.getByLabel('Пароль', { exact: true }).fill('guest-password-2026');
    await modal.getByLabel('Повторіть пароль').fill('guest-password-2026');
    await Promise.all([
      page.waitForEvent('load'),
      modal.getByRole('button', { name: 'Зареєструватися і дивитися' }).click(),
    ]);
    await waitForHydration(page);
    expect(await page.getByRole('button', { name: 'Переглянути перший модуль безкоштовно' }).count()).toBe(0);
    expect(await plays(page, course.videoIds[0])).toBe(true);
    expect(await plays(page, course.videoIds[1])).toBe(false);
  });

  it('a user buys the course through the simulator and opens its paid module', async () => {
    const { cookie, user } = await buildUser(e2e.server.deps.db);
    const { page } = await e2e.newPage({ session: cookie });
    expect(await plays(page, course.videoIds[1])).toBe(false);

    await page.goto(`/checkout/${code}/full`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Оплата: Курс «Курс для перевірки»');
    expect(await page.getByRole('radio', { name: /Доступ назавжди/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: /^Оформити за/ }).click();
    await page.getByTestId('order-created').waitFor();
    await page.getByRole('button', { name: 'Перейти до оплати' }).click();
    await page.waitForURL('**/payments/simulator');
    expect(await page.locator('dd').allTextContents()).toContain('1890 UAH');
    await page.getByRole('button', { name: 'Оплатити' }).click();

    await page.waitForURL(`**/profile/${user.id}/subscriptions?order=*`);
    expect(await page.getByTestId('payment-return').textContent()).toContain('Доступ до записів уже відкрито.');
    const orders = page.getByRole('list', { name: 'Замовлення' });
    await orders.waitFor();
    expect(await orders.getByText('Курс «Курс для перевірки»').count()).toBe(1);
    expect(await orders.getByText('Оплачено').count()).toBe(1);

    expect(await plays(page, course.videoIds[1])).toBe(true);
  });

  it('the course landing shows the catalogue price; the programme modal leads to checkout', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/klacademy_kurs_vo_170723');
    await waitForHydration(page);
    expect(await page.getByTestId('course-price').textContent()).toBe('1\u00a0890\u00a0грн');
    await page.getByRole('button', { name: 'Записатися на програму' }).click();
    const modal = page.getByRole('dialog', { name: 'Запис на програму «Курс для перевірки»' });
    await modal.waitFor();
    expect(await modal.textContent()).toContain('Мінікурс для перевірки покупки');
    expect(await modal.getByRole('link', { name: 'Перейти до оплати' }).getAttribute('href')).toBe(
      `/checkout/${code}/full`,
    );
  });
});
