import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrder, buildUser } from '../support/factories';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const phoneMenu = (page: Page) => page.getByTestId('phone-menu');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Меню', exact: true });

describe('phone menu (360 px)', () => {
  it('has search and «Передплата», scrolls to its end with all topics open, closes on Escape', async () => {
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/news');
    await waitForHydration(page);
    await menuButton(page).click();
    const menu = phoneMenu(page);
    await menu.waitFor();
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Пошук' }).getAttribute('href')).toBe('/search');
    expect(await menu.getByRole('link', { name: 'Передплата' }).getAttribute('href')).toBe('/subscribe');

    await menu.getByRole('button', { name: /^Усі теми/ }).click();
    await menu.getByRole('button', { name: 'Згорнути' }).waitFor();
    // Taller than the screen: the menu itself scrolls, and its last topic can be brought into view.
    const box = await menu.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      bottom: el.getBoundingClientRect().bottom,
    }));
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    expect(box.bottom).toBeLessThanOrEqual(740);
    const last = menu.getByTestId('topics-menu').getByRole('link').last();
    await menu.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => last.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await expect.poll(() => menu.getByRole('button', { name: 'Згорнути' }).isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await menuButton(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('closes when the login modal opens, and nothing is left over the page', async () => {
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/news');
    await waitForHydration(page);
    await menuButton(page).click();
    await phoneMenu(page).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Увійти' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => phoneMenu(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // The page under the header takes taps again: the first news card opens.
    const first = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.tap();
    await page.waitForURL(`**${href}`);
  });

  it(
    'a section that needs an account opens the notice and closes the menu; following a link closes ' + 'it too',
    async () => {
      const { page } = await e2e.newPage({ mobile: true });
      await page.goto('/news');
      await waitForHydration(page);
      await menuButton(page).click();
      await phoneMenu(page).getByRole('link', { name: 'Передплата' }).click();
      await page.waitForURL('**/subscribe');
      await expect.poll(() => phoneMenu(page).count()).toBe(0);
    },
  );
});

describe('404 and error pages', () => {
  for (const mobile of [true, false]) {
    it(
      `an unknown path: 404 in the shell, Ukrainian text, a title; the technical message only in data ` +
        `(${mobile ? 360 : 1280} px)`,
      async () => {
        const { page } = await e2e.newPage({ mobile });
        const r = await page.goto('/no/such/page');
        expect(r?.status()).toBe(404);
        expect(await page.title()).toBe('Сторінку не знайдено — Фахівець: Кадри');
        const screen = page.getByTestId('error-screen');
        expect(await screen.getAttribute('data-detail')).toBe('Page not found: /no/such/page');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Сторінку не знайдено');
        expect(await screen.textContent()).toContain('Скористайтеся меню');
        // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not the serialized data in scripts
        expect(await page.locator('body').innerText()).not.toContain('Page not found');
        expect(await page.getByRole('banner').isVisible()).toBe(true);
        expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
        if (mobile) {
          await waitForHydration(page);
          await menuButton(page).click();
          expect(await phoneMenu(page).getByRole('navigation', { name: 'Розділи' }).isVisible()).toBe(true);
        } else {
          expect(await page.getByRole('navigation', { name: 'Розділи' }).first().isVisible()).toBe(true);
        }
      },
    );
  }

  it('a failed parameter rule of a page in another layout is a 404 in the shell too', async () => {
    const { page } = await e2e.newPage();
    const r = await page.goto('/confirmations/NOT-A-UUID');
    expect(r?.status()).toBe(404);
    expect(await page.getByTestId('error-screen').getAttribute('data-detail')).toBe(
      'Page Not Found: /confirmations/NOT-A-UUID',
    );
    expect(await page.title()).toBe('Сторінку не знайдено — Фахівець: Кадри');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
  });

  it('/error shows the technical-works screen with the header, menu and footer', async () => {
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/error');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('На сайті тривають технічні роботи');
    expect(await page.title()).toBe('Технічні роботи — Фахівець: Кадри');
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
  });
});

describe('phone mask', () => {
  it('a pasted number in any common spelling becomes +38 (067) 123-45-67', async () => {
    const { cookie } = await buildUser(e2e.server.deps.db, { phone: null });
    const { page, context } = await e2e.newPage({ session: cookie });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    await page.goto('/checkout/standard/3m');
    await waitForHydration(page);
    const phone = page.getByLabel('Телефон');
    for (const pasted of ['+380671234567', '380671234567', '0671234567', '671234567']) {
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await phone.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Control+V');
      await expect.poll(() => phone.inputValue(), { message: pasted }).toBe('+38 (067) 123-45-67');
    }
    // Typed with the operator's 0, digit by digit.
    await phone.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('0501112233');
    await expect.poll(() => phone.inputValue()).toBe('+38 (050) 111-22-33');
  });
});

describe('checkout and orders', () => {
  it(
    'a guest at checkout is offered both «Увійти» and «Зареєструватися», each coming back to the ' + 'checkout',
    async () => {
      const { page } = await e2e.newPage({ mobile: true });
      await page.goto('/checkout/professional/3m');
      expect(await page.getByText('увійдіть або зареєструйтеся').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Увійти' }).last().getAttribute('href')).toBe(
        '/login?next=%2Fcheckout%2Fprofessional%2F3m',
      );
      expect(await page.getByRole('link', { name: 'Зареєструватися' }).getAttribute('href')).toBe(
        '/signup?next=%2Fcheckout%2Fprofessional%2F3m',
      );
    },
  );

  it(
    '«Оформити» twice keeps one pending order; it is paid later from «Мої замовлення» or cancelled ' + 'there',
    async () => {
      const { user, cookie } = await buildUser(e2e.server.deps.db);
      const { page } = await e2e.newPage({ session: cookie });
      for (let i = 0; i < 2; i++) {
        await page.goto('/checkout/standard/6m');
        await waitForHydration(page);
        await page.getByRole('button', { name: /^Оформити за/ }).click();
        await page.getByTestId('order-created').waitFor();
      }
      await page.goto(`/profile/${user.id}/subscriptions`);
      await waitForHydration(page);
      const items = page.getByTestId('order');
      expect(await items.count()).toBe(1);
      expect(await items.first().textContent()).toContain('Очікує оплати');

      // Cancel it: the order stays listed as cancelled, with no buttons.
      await items
        .first()
        .getByRole('button', { name: /^Скасувати замовлення/ })
        .click();
      await expect.poll(() => items.first().textContent()).toContain('Скасовано');
      expect(await items.first().getByRole('button').count()).toBe(0);

      // A new checkout, left unpaid, is paid from the cabinet: straight to the provider's page.
      await page.goto('/checkout/standard/6m');
      await waitForHydration(page);
      await page.getByRole('button', { name: /^Оформити за/ }).click();
      await page.getByTestId('order-created').waitFor();
      await page.goto(`/profile/${user.id}/subscriptions`);
      await waitForHydration(page);
      expect(await items.count()).toBe(2);
      await items
        .first()
        .getByRole('button', { name: /^Оплатити замовлення/ })
        .click();
      await page.waitForURL('**/payments/simulator');
      await page.getByRole('button', { name: 'Оплатити' }).click();
      await page.waitForURL(`**/profile/${user.id}/subscriptions?order=*`);
      await expect.poll(() => page.getByTestId('payment-return').textContent()).toContain('Передплата вже діє');
      expect(await items.first().textContent()).toContain('Оплачено');
    },
  );

  it('orders are paged in the URL and read by the loader, with no client fetch', async () => {
    const db = e2e.server.deps.db;
    const { user, cookie } = await buildUser(db);
    for (let i = 0; i < 12; i++)
      await buildOrder(db, {
        userId: user.id,
        packageCode: 'premium',
        planCode: '3m',
        status: i < 3 ? 'paid' : 'failed',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    const { page } = await e2e.newPage({ session: cookie, mobile: true });
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/kbs/shop4/orders')) apiCalls.push(r.url());
    });
    await page.goto(`/profile/${user.id}/subscriptions`);
    await waitForHydration(page);
    const items = page.getByTestId('order');
    expect(await items.count()).toBe(10);
    await page.getByRole('link', { name: 'Наступні' }).click();
    await page.waitForURL(/\?page=2$/);
    await expect.poll(() => items.count()).toBe(2);
    expect(await page.getByText('Сторінка 2 з 2').isVisible()).toBe(true);
    await page.getByLabel('Лише оплачені').check();
    await page.waitForURL(/\?paid=1$/);
    await expect.poll(() => items.count()).toBe(3);
    expect(await page.getByRole('navigation', { name: 'Сторінки замовлень' }).count()).toBe(0);
    await page.reload();
    expect(await items.count()).toBe(3);
    expect(await page.getByLabel('Лише оплачені').isChecked()).toBe(true);
    expect(apiCalls).toEqual([]);
  });
});

describe('narrow screens and the favicon', () => {
  it(
    'at 360 px the package comparison says it scrolls and shows an edge until its end; at 1280 px it ' + 'does not',
    async () => {
      const { page } = await e2e.newPage({ mobile: true });
      await page.goto('/subscribe');
      await waitForHydration(page);
      const scroller = page.getByTestId('compare-scroller');
      const hint = page.getByText('Гортайте вбік, щоб порівняти всі пакети');
      expect(await hint.isVisible()).toBe(true);
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const edge = page.getByTestId('compare-more-edge');
      expect(await edge.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => edge.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
      // The service names stay in view while the packages scroll.
      expect(
        await scroller
          .getByRole('rowheader')
          .first()
          .evaluate((el) => el.getBoundingClientRect().left >= 0),
      ).toBe(true);

      const wide = await e2e.newPage();
      await wide.page.goto('/subscribe');
      await waitForHydration(wide.page);
      expect(await wide.page.getByText('Гортайте вбік, щоб порівняти всі пакети').isVisible()).toBe(false);
    },
  );

  it('at 360 px the news sort menu shows its whole label', async () => {
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/news');
    const select = page.getByRole('combobox', { name: 'Сортування' });
    for (const label of ['Найновіші', 'Найпопулярніші', 'Найбільше реакцій']) {
      const fits = await select.evaluate((el, text) => {
        const s = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const room = el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
        return ctx.measureText(text).width <= room;
      }, label);
      expect(fits, label).toBe(true);
    }
  });

  it('/favicon.ico is an icon with long-lived caching, as is the SVG one', async () => {
    const ico = await fetch(`${e2e.server.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/icon/);
    expect(ico.headers.get('cache-control')).toBe('public, max-age=2592000');
    const bytes = new Uint8Array(await ico.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    const svg = await fetch(`${e2e.server.url}/favicon.svg`);
    expect(svg.headers.get('cache-control')).toBe('public, max-age=2592000');
  });
});
