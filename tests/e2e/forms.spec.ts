import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPosts } from '../../server/db/schema';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
const noScript: BrowserContext[] = [];
beforeAll(async () => {
  // Behind a trusted proxy each limit test speaks from an address of its own (X-Forwarded-For).
  e2e = await startE2E({ env: { TRUST_PROXY: '1' } });
});
let lastIp = 0;
const freshIp = () => `203.0.113.${++lastIp}`;
afterAll(async () => {
  for (const c of noScript) await c.close().catch(() => {});
  await e2e?.close();
});

/** A browser that never runs the page's JavaScript: what a visitor sees before the bundle loads. */
async function pageWithoutJavaScript() {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, locale: 'uk-UA', javaScriptEnabled: false });
  noScript.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function registerAccount(email: string, password: string) {
  const r = await e2e.server.request('/api/clients/register', {
    method: 'POST',
    json: { email, name: 'Олена Форма', phone: '380671234567', password, password_confirmation: password },
  });
  expect(r.status).toBe(201);
}

describe('page forms work before JavaScript loads (route actions)', () => {
  it(
    'login: the server renders field errors, then the spec text for a wrong password, then signs in and ' +
      'redirects to next',
    async () => {
      const email = `nojs-login-${Date.now()}@example.com`;
      await registerAccount(email, 'secret12');
      const page = await pageWithoutJavaScript();
      await page.goto('/login?next=/profile');

      const empty = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Увійти', exact: true }).click();
      expect((await empty).status()).toBe(422);
      await page.waitForLoadState();
      expect(await page.getByText('Це поле необхідно заповнити').count()).toBe(2);

      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
      const wrong = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Увійти', exact: true }).click();
      expect((await wrong).status()).toBe(401);
      await page.waitForLoadState();
      expect(await page.getByTestId('form-error').textContent()).toBe('Невірний логін або пароль');
      // The e-mail is kept for the next try; the password is never echoed back.
      expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
      expect(await page.getByLabel('Пароль', { exact: true }).inputValue()).toBe('');

      await page.getByLabel('Пароль', { exact: true }).fill('secret12');
      await page.getByRole('button', { name: 'Увійти', exact: true }).click();
      await page.waitForURL(/\/profile\/\d+\/dashboard$/);
      expect(await page.getByRole('button', { name: 'Меню користувача' }).textContent()).toContain('Олена Форма');
    },
  );

  it(
    'signup: the shared rules answer under the fields; a valid form creates the account and goes to ' + '/successful',
    async () => {
      const page = await pageWithoutJavaScript();
      await page.goto('/signup');
      await page.getByLabel('E-mail').fill('not-an-email');
      await page.getByLabel('Ім’я').fill('Петро Без Скриптів');
      await page.getByLabel('Пароль', { exact: true }).fill('123');
      await page.getByLabel('Повторіть пароль').fill('123');
      await page.getByRole('button', { name: 'Зареєструватися' }).click();
      await page.waitForLoadState();
      expect(await page.getByText('Введіть коректно e-mail').count()).toBe(1);
      expect(await page.getByText('Будь ласка, введіть не менше 6 символів.').count()).toBe(2);
      expect(await page.getByLabel('Ім’я').inputValue()).toBe('Петро Без Скриптів');

      const email = `nojs-signup-${Date.now()}@example.com`;
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Телефон').fill('+38 (067) 123-45-67');
      await page.getByLabel('Пароль', { exact: true }).fill('secret12');
      await page.getByLabel('Повторіть пароль').fill('secret12');
      await page.getByRole('button', { name: 'Зареєструватися' }).click();
      await page.waitForURL(/\/successful\?next=%2F$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Реєстрація успішна');
      expect(await page.getByText(`Ми надіслали лист на ${email}`).count()).toBe(1);
    },
  );

  it('a form posted to a page from another site is refused', async () => {
    const email = `cross-site-${Date.now()}@example.com`;
    await registerAccount(email, 'secret12');
    const body = new URLSearchParams({ email, password: 'secret12', next: '/' });
    const crossSite = await e2e.server.request('/login', {
      method: 'POST',
      body,
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    // React Router refuses a mismatched Origin before any action runs; a POST with no Origin at all
    // reaches the action, whose own check refuses it.
    expect(crossSite.status).toBe(400);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    // Plain fetch: the test server's helper would add this site's Origin.
    const noOrigin = await fetch(`${e2e.server.url}/login`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(noOrigin.status).toBe(403);
    expect(noOrigin.headers.get('set-cookie')).toBeNull();
    expect(await noOrigin.text()).toContain('Запит з іншого сайту відхилено');
    const sameSite = await e2e.server.request('/login', {
      method: 'POST',
      body,
      headers: { origin: e2e.server.url, 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(sameSite.status).toBe(302);
    expect(sameSite.headers.get('set-cookie')).toMatch(/HttpOnly/);
  });
});

describe('page actions keep the API’s limits', () => {
  it('five wrong passwords posted to /login stop the sixth try, even with the right password', async () => {
    const email = `limited-${Date.now()}@example.com`;
    await registerAccount(email, 'secret12');
    const post = (password: string) =>
      e2e.server.request('/login', {
        method: 'POST',
        body: new URLSearchParams({ email, password, next: '/' }),
        // A new address per try: what stops the sixth is the account's counter, not the IP's.
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
      });
    for (let i = 0; i < 5; i++) expect((await post('wrong-password')).status).toBe(401);
    const refused = await post('secret12');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.text()).toContain('Забагато спроб авторизації, спробуйте через декілька хвилин');
  });

  it(
    'a browser that signed in before, by the page or by the API, still signs in on the page while the account is ' +
      'locked',
    async () => {
      const email = `known-device-${Date.now()}@example.com`;
      await registerAccount(email, 'secret12');
      const post = (password: string, cookie?: string) =>
        e2e.server.request('/login', {
          method: 'POST',
          body: new URLSearchParams({ email, password, next: '/' }),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
          cookie,
          redirect: 'manual',
        });
      const deviceOf = (r: Response) => r.headers.getSetCookie().find((c) => c.startsWith('fahivets_device='));
      const first = deviceOf(await post('secret12'));
      expect(first).toMatch(/; Path=\/;/);
      expect(first).toMatch(/HttpOnly/);
      expect(first).toMatch(/SameSite=Lax/);
      const byPage = first?.split(';')[0];
      const byApi = deviceOf(
        await e2e.server.request('/api/clients/login', { method: 'POST', json: { email, password: 'secret12' } }),
      )?.split(';')[0];
      expect(byApi).toBeDefined();
      for (let i = 0; i < 5; i++) expect((await post('wrong-password')).status).toBe(401);
      expect((await post('secret12')).status).toBe(429);
      for (const device of [byPage, byApi]) {
        const owner = await post('secret12', device);
        expect(owner.status).toBe(302);
        expect(owner.headers.getSetCookie().some((c) => /HttpOnly/.test(c) && !c.startsWith('fahivets_device='))).toBe(
          true,
        );
      }
    },
  );
});

describe('page actions keep the API’s per-IP limits', () => {
  it('five failed logins from one address, each for another e-mail, stop that address’s sixth try', async () => {
    const ip = freshIp();
    const post = (email: string) =>
      e2e.server.request('/login', {
        method: 'POST',
        body: new URLSearchParams({ email, password: 'wrong-password', next: '/' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 5; i++) expect((await post(`spray-${i}-${Date.now()}@example.com`)).status).toBe(401);
    const refused = await post(`spray-last-${Date.now()}@example.com`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Забагато спроб авторизації');
    // The same action reached as a data request (a submission with JavaScript) is refused too.
    const asData = await e2e.server.request('/login.data', {
      method: 'POST',
      body: new URLSearchParams({ email: `spray-data-${Date.now()}@example.com`, password: 'wrong-password' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    });
    expect(asData.status).toBe(429);
    // Another address is not affected.
    const other = await e2e.server.request('/login', {
      method: 'POST',
      body: new URLSearchParams({ email: `spray-other-${Date.now()}@example.com`, password: 'wrong-password' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
    });
    expect(other.status).toBe(401);
  });
});

describe('validation timing (spec part 1 §5)', () => {
  it('nothing while typing into a fresh field; checked on blur; then rechecked on every change', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await waitForHydration(page);
    const email = page.getByLabel('E-mail');
    await email.click();
    await email.pressSequentially('bad');
    expect(await page.getByText('Введіть коректно e-mail').count()).toBe(0);
    await page.getByLabel('Пароль', { exact: true }).click();
    await expect.poll(() => page.getByText('Введіть коректно e-mail').count()).toBe(1);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // Back in the field: each change rechecks it, without leaving it.
    await email.click();
    await email.pressSequentially('@example.com');
    await expect.poll(() => page.getByText('Введіть коректно e-mail').count()).toBe(0);
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    await email.press('Backspace');
    await email.press('Backspace');
    await email.press('Backspace');
    await email.press('Backspace');
    await expect.poll(() => page.getByText('Введіть коректно e-mail').count()).toBe(1);
    // The password was left empty: it was checked when it lost focus.
    expect(await page.getByText('Це поле необхідно заповнити').count()).toBe(1);
  });
});

describe('the news editor (TipTap)', () => {
  it('Enter makes paragraphs; Word markup pasted in is stored clean', async () => {
    const { page } = await e2e.newPage({ loginAs: 'editor@fahivets.ua' });
    await page.goto('/news/editor');
    await waitForHydration(page);
    const title = `Чиста вставка ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Заголовок', exact: true }).fill(title);
    const body = page.getByRole('textbox', { name: 'Текст новини' });
    await body.click();
    await page.keyboard.type('Перший абзац.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Другий абзац.');
    await page.keyboard.press('Enter');
    await expect.poll(() => body.locator('p').count()).toBe(3);

    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft ' +
      'Word 15">' +
      '<style>p.MsoNormal{mso-style-parent:"";margin:0cm;font-family:Calibri}</style></head><body>' +
      '<!--StartFragment--><p class=MsoNormal style="mso-margin-top-alt:auto;mso-line-height-rule:exactly">' +
      '<b><span style="font-size:12.0pt;mso-bidi-font-family:Arial">Відпустка</span></b>' +
      '<span style="mso-spacerun:yes"> </span>ділиться на частини<o:p></o:p></p>' +
      '<p class=MsoNormal><o:p>&nbsp;</o:p></p>' +
      '<p class=MsoListParagraph style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><![if !supportLists]>' +
      '<span style="font-family:Symbol">·<span style="font:7.0pt">&nbsp;&nbsp;</span></span><![endif]>' +
      'Основна частина — 14 днів<o:p></o:p></p><!--EndFragment--></body></html>';
    await body.evaluate((el, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Відпустка ділиться на частини');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, word);
    await expect.poll(() => body.locator('strong').count()).toBe(1);

    await page.getByRole('button', { name: 'Зберегти' }).click();
    await page.waitForURL(/\/news\/editor\?id=\d+$/);
    const [stored] = await e2e.server.deps.db.select().from(newsPosts).where(eq(newsPosts.title, title));
    const html = stored.content ?? '';
    expect(html).toContain('<p>Перший абзац.</p><p>Другий абзац.</p>');
    expect(html).toContain('<strong>Відпустка</strong>');
    expect(html).toContain('ділиться на частини');
    expect(html).toContain('Основна частина — 14 днів');
    for (const junk of ['mso-', 'MsoNormal', '<o:p', 'style=', 'class=', '<span', '<!--', 'Calibri']) {
      expect(html).not.toContain(junk);
    }
  });
});
