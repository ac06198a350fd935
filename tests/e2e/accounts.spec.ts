import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../support/mail';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** The letter written to DATA_DIR/outbox for an address (no SMTP_URL in this run). */
async function outboxMailFor(address: string) {
  const dir = path.join(e2e.server.deps.env.DATA_DIR, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    for (const f of files) {
      const raw = await fs.readFile(path.join(dir, f), 'utf8');
      if (raw.includes(`To: ${address}`)) return parseMail(raw);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no letter for ${address}`);
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('accounts in the browser', () => {
  it('register → confirm from the outbox letter → login via /profile guard → cabinet → edit profile → logout resets a second tab', async () => {
    const address = `e2e-${Date.now()}@example.com`;
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/signup');
    await waitForHydration(page);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.getByLabel('E-mail').fill(address);
    await page.getByLabel('Ім’я').fill('Тетяна Нова');
    await page.getByLabel('Телефон').click();
    await page.getByLabel('Телефон').pressSequentially('0671234567');
    await page.getByLabel('Пароль', { exact: true }).fill('secret12');
    await page.getByLabel('Повторіть пароль').fill('secret12');
    await page.getByRole('button', { name: 'Зареєструватися' }).click();
    await page.waitForURL('**/successful**');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Реєстрація успішна');

    const mail = await outboxMailFor(address);
    const link = mail.text.match(/https?:\/\/[^\s]+\/confirmations\/[0-9a-f-]{36}/)?.[0] as string;
    expect(link).toBeTruthy();
    await page.goto(new URL(link).pathname);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('E-mail підтверджено');

    // A fresh browser: the guest is sent to /login?next=/profile and comes back after login.
    const { page: tab1, context } = await e2e.newPage();
    await tab1.goto('/profile');
    const loginUrl = new URL(tab1.url());
    expect(loginUrl.pathname).toBe('/login');
    expect(loginUrl.searchParams.get('next')).toBe('/profile');
    await waitForHydration(tab1);
    await tab1.getByLabel('E-mail').fill(address);
    await tab1.getByLabel('Пароль', { exact: true }).fill('secret12');
    await tab1.getByRole('button', { name: 'Увійти', exact: true }).click();
    await tab1.waitForURL(/\/profile\/\d+\/dashboard$/);
    await expect.poll(() => tab1.getByTestId('email-state').textContent()).toBe('E-mail підтверджено');
    expect(await tab1.getByRole('navigation', { name: 'Меню кабінету' }).getByRole('link', { name: 'Мої замовлення' }).count()).toBe(1);

    await tab1.getByLabel('Ім’я').fill('Тетяна Оновлена');
    await tab1.getByRole('button', { name: 'Зберегти', exact: true }).click();
    await expect.poll(() => tab1.getByText('Дані збережено').count()).toBeGreaterThan(0);
    await expect.poll(() => tab1.getByRole('button', { name: 'Меню користувача' }).textContent()).toContain('Тетяна Оновлена');

    const tab2 = await context.newPage();
    await tab2.goto(tab1.url());
    await waitForHydration(tab2);
    await tab1.getByRole('button', { name: 'Меню користувача' }).click();
    await tab1.getByRole('menuitem', { name: 'Вийти' }).click();
    // Signed out, the profile guard shows only other people's subscriptions page (spec part 1 §2),
    // in this tab and — through the broadcast — in the other one, whose header is reset too.
    await tab1.waitForURL(/\/profile\/\d+\/my-subscriptions$/);
    await tab2.waitForURL(/\/profile\/\d+\/my-subscriptions$/);
    await tab2.getByRole('banner').getByRole('button', { name: 'Увійти' }).waitFor();
    expect(await tab2.getByRole('button', { name: 'Меню користувача' }).count()).toBe(0);
  });

  it('the login modal: opens from the header, switches tabs, closes on Escape and on a backdrop press', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Увійти' }).click();
    const dialog = page.getByRole('dialog', { name: 'Вхід' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'Увійти' }).click();
    await page.getByRole('tab', { name: 'Реєстрація' }).click();
    const signup = page.getByRole('dialog', { name: 'Реєстрація' });
    await signup.waitFor();
    // Agreement on by default; unticking it disables the submit.
    const agree = signup.getByRole('checkbox');
    expect(await agree.isChecked()).toBe(true);
    await agree.uncheck();
    expect(await signup.getByRole('button', { name: 'Зареєструватися' }).isDisabled()).toBe(true);
    await page.mouse.click(5, 5);
    await signup.waitFor({ state: 'detached' });
  });

  it('a wrong password on the login page shows the spec text', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill('user@fahivets.ua');
    await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Увійти', exact: true }).click();
    await expect.poll(() => page.getByText('Невірний логін або пароль').count()).toBeGreaterThan(0);
  });

  it('form validation on blur, then on change; the phone mask; the password toggle', async () => {
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/signup');
    await waitForHydration(page);
    const email = page.getByLabel('E-mail');
    await email.click();
    await page.getByLabel('Ім’я').click();
    await expect.poll(() => page.getByText('Це поле необхідно заповнити').count()).toBe(1);
    await email.fill('bad@');
    await expect.poll(() => page.getByText('Введіть коректно e-mail').count()).toBe(1);
    await email.fill('good@example.com');
    await expect.poll(() => page.getByText('Введіть коректно e-mail').count()).toBe(0);

    const phone = page.getByLabel('Телефон');
    await phone.click();
    await phone.pressSequentially('0501112233');
    expect(await phone.inputValue()).toBe('+38 (050) 111-22-33');
    // The operator code's 0 is part of the mask: typing without it gives the same number.
    await phone.fill('');
    await phone.click();
    await phone.pressSequentially('501112233');
    expect(await phone.inputValue()).toBe('+38 (050) 111-22-33');

    const password = page.getByLabel('Пароль', { exact: true });
    await password.fill('123');
    await page.getByLabel('Повторіть пароль').click();
    await expect.poll(() => page.getByText('Будь ласка, введіть не менше 6 символів.').count()).toBe(1);
    await page.getByRole('button', { name: 'Показати пароль' }).first().click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await page.getByRole('button', { name: 'Приховати пароль' }).count()).toBe(1);
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});
