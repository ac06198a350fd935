import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '../support/mail';
import { startOidcProvider } from '../support/oidc';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * The letter written to DATA_DIR/outbox for an address (no SMTP_URL in this run), optionally one whose text
 * has `contains`.
 */
async function outboxMailFor(address: string, contains?: string) {
  const dir = path.join(e2e.server.deps.env.DATA_DIR, 'outbox');
  const find = async () => {
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    for (const f of files) {
      const raw = await fs.readFile(path.join(dir, f), 'utf8');
      if (!raw.includes(`To: ${address}`)) continue;
      const mail = parseMail(raw);
      if (!contains || mail.text.includes(contains)) return mail;
    }
    return null;
  };
  await expect.poll(find, { timeout: 5_000, message: `no letter for ${address}` }).not.toBeNull();
  return (await find()) as NonNullable<Awaited<ReturnType<typeof find>>>;
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('accounts in the browser', () => {
  it(
    'register → confirm from the outbox letter → login via /profile guard → cabinet → edit profile → logout ' +
      'resets a second tab',
    async () => {
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
      expect(
        await tab1
          .getByRole('navigation', { name: 'Меню кабінету' })
          .getByRole('link', { name: 'Мої замовлення' })
          .count(),
      ).toBe(1);

      await tab1.getByLabel('Ім’я').fill('Тетяна Оновлена');
      await tab1.getByRole('button', { name: 'Зберегти', exact: true }).click();
      await expect.poll(() => tab1.getByText('Дані збережено').count()).toBeGreaterThan(0);
      await expect
        .poll(() => tab1.getByRole('button', { name: 'Меню користувача' }).textContent())
        .toContain('Тетяна Оновлена');

      const tab2 = await context.newPage();
      await tab2.goto(tab1.url());
      await waitForHydration(tab2);
      await tab1.evaluate(() => {
        localStorage.setItem('free-webinar-registered:42', 'hr@example.ua');
        localStorage.setItem('theme-choice', 'kept');
      });
      await tab1.getByRole('button', { name: 'Меню користувача' }).click();
      await tab1.getByRole('menuitem', { name: 'Вийти' }).click();
      // Signed out, the profile guard shows only other people's subscriptions page (spec part 1 §2),
      // in this tab and — through the broadcast — in the other one, whose header is reset too.
      await tab1.waitForURL(/\/profile\/\d+\/my-subscriptions$/);
      await tab2.waitForURL(/\/profile\/\d+\/my-subscriptions$/);
      await tab2.getByRole('banner').getByRole('button', { name: 'Увійти' }).waitFor();
      expect(await tab2.getByRole('button', { name: 'Меню користувача' }).count()).toBe(0);
      // Logout removes the local free-webinar registration markers, and only those.
      expect(
        await tab1.evaluate(() => [
          localStorage.getItem('free-webinar-registered:42'),
          localStorage.getItem('theme-choice'),
        ]),
      ).toEqual([null, 'kept']);
    },
  );

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

  it(
    'password reset: letter from the outbox, mismatch under the field, the new password signs in, the link ' +
      'works once',
    async () => {
      const address = `reset-${Date.now()}@example.com`;
      const reg = await e2e.server.request('/api/clients/register', {
        method: 'POST',
        json: {
          email: address,
          name: 'Марія Скидання',
          phone: '380671234567',
          password: 'oldpass1',
          password_confirmation: 'oldpass1',
        },
      });
      expect(reg.status).toBe(201);
      const { page } = await e2e.newPage({ mobile: true });
      await page.goto('/restore');
      await waitForHydration(page);
      await page.getByLabel('E-mail').fill(address);
      await page.getByRole('button', { name: 'Надіслати посилання' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'ми надіслали на нього лист' }).count())
        .toBe(1);

      const mail = await outboxMailFor(address, '/restore?token=');
      const link = new URL(mail.text.match(/https?:\/\/\S+\/restore\?token=[\w-]+/)?.[0] as string);
      await page.goto(link.pathname + link.search);
      await waitForHydration(page);
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.getByLabel('Новий пароль').fill('newpass1');
      await page.getByLabel('Повторіть пароль').fill('newpass2');
      await page.getByRole('button', { name: 'Зберегти пароль' }).click();
      await expect.poll(() => page.getByText('Паролі не спвпадають').count()).toBe(1);
      await page.getByLabel('Повторіть пароль').fill('newpass1');
      await expect.poll(() => page.getByText('Паролі не спвпадають').count()).toBe(0);
      await page.getByRole('button', { name: 'Зберегти пароль' }).click();
      await page.waitForURL(/\/profile\/\d+\/dashboard$/);
      await expect
        .poll(() => page.getByRole('button', { name: 'Меню користувача' }).textContent())
        .toContain('Марія Скидання');

      // The same link in another browser is refused with the spec-style text; the old password no longer works.
      const { page: other } = await e2e.newPage();
      await other.goto(link.pathname + link.search);
      await waitForHydration(other);
      await other.getByLabel('Новий пароль').fill('another1');
      await other.getByLabel('Повторіть пароль').fill('another1');
      await other.getByRole('button', { name: 'Зберегти пароль' }).click();
      await expect
        .poll(() => other.getByText('Посилання для відновлення пароля недійсне або застаріло').count())
        .toBeGreaterThan(0);
      expect(new URL(other.url()).pathname).toBe('/restore');
      const oldLogin = await e2e.server.request('/api/clients/login', {
        method: 'POST',
        json: { email: address, password: 'oldpass1' },
      });
      expect(oldLogin.status).toBe(401);
    },
  );

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

describe('social buttons against a local OpenID provider', () => {
  let social: E2E;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    oidc = await startOidcProvider();
    social = await startE2E({
      env: {
        GOOGLE_CLIENT_ID: 'fahivets-test',
        GOOGLE_CLIENT_SECRET: 'fahivets-test-secret',
        OIDC_GOOGLE_ISSUER: oidc.issuer,
      },
    });
    oidc.addClient(`${social.server.url}/api/clients/social/google/callback`);
  });
  afterAll(async () => {
    await social?.close();
    await oidc?.close();
  });

  it(
    'Google from the login page: through the provider and back signed in, google_success pushed, shown as ' +
      'connected; a failed return shows the spec toast',
    async () => {
      const { page } = await social.newPage({ mobile: true });
      await page.goto('/login?next=/profile');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Google' }).click();
      // The provider's own (development) screens: sign in as "roksolana", then consent.
      await page.waitForURL(`${oidc.issuer}/**`);
      await page.locator('input[name="login"]').fill('roksolana');
      await page.locator('input[name="password"]').fill('any');
      await page.getByRole('button', { name: 'Sign-in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/profile\/\d+\/dashboard$/);
      await expect
        .poll(() => page.getByRole('button', { name: 'Меню користувача' }).textContent())
        .toContain('Користувач roksolana');
      await expect
        .poll(() =>
          page.evaluate(() =>
            ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
              (e) => e.event === 'google_success',
            ),
          ),
        )
        .toBe(true);
      await expect.poll(() => page.getByText('Google підключено').count()).toBe(1);
      // Created by this login (first_login): unlinking is refused with the spec text.
      await page.getByRole('button', { name: 'Відключити' }).click();
      await expect
        .poll(() =>
          page.getByText('Ви не можете відв’язати цей акаунт, Його видалення заблокує доступ до кабінету.').count(),
        )
        .toBeGreaterThan(0);

      // A return from the provider without our state: nobody is signed in, the login page shows the toast.
      const { page: guest } = await social.newPage();
      await guest.goto('/api/clients/social/google/callback?state=forged&code=forged');
      await guest.waitForURL(/\/login/);
      await waitForHydration(guest);
      await expect.poll(() => guest.getByText('Помилка підключення Google').count()).toBeGreaterThan(0);
      expect(await guest.getByRole('button', { name: 'Меню користувача' }).count()).toBe(0);
    },
  );
});
