import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newsPosts, packages, subscriptions, users } from '../../server/db/schema';
import { decodeData, encodeData } from '../../server/payments/liqpay-protocol';
import { providerFor } from '../../server/payments/provider';
import { sessionCookieFor } from '../support/login';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A seeded paywalled news post: its address and a fragment of the full text missing from the lead. */
async function paidPost() {
  const rows = await e2e.server.deps.db.select().from(newsPosts).where(eq(newsPosts.isFree, false));
  for (const row of rows) {
    const fragment = [...row.content.matchAll(/<p>([^<&]{30,})<\/p>/g)]
      .map((m) => m[1].slice(0, 30))
      .find((f) => !row.contentShort.includes(f));
    if (fragment) return { path: `/news/${row.id}-${row.slug}`, fragment };
  }
  throw new Error('no paywalled post with a distinctive paragraph');
}

const userId = async (email: string) =>
  (await e2e.server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe('subscriptions in the browser', () => {
  it(
    'a user compares packages, checks out in sandbox via the simulator, returns, sees the package and opens a ' +
      'previously locked post and service',
    async () => {
      const id = await userId('user@fahivets.ua');
      const { page } = await e2e.newPage({ loginAs: 'user@fahivets.ua' });

      // Locked before: a paywalled news post shows only its lead with the restricted-access notice.
      const post = await paidPost();
      await page.goto(post.path);
      expect(await page.getByRole('complementary', { name: 'Обмежений доступ' }).count()).toBe(1);
      expect(await page.getByTestId('news-body').textContent()).not.toContain(post.fragment);

      // Locked before: the personal consultant opens the theme's no-access modal.
      await page.goto(`/profile/${id}/my-subscriptions`);
      await waitForHydration(page);
      expect(await page.getByTestId('no-subscription').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Особистий консультант' }).click();
      const modal = page.getByRole('dialog', { name: 'Особистий консультант' });
      await modal.waitFor();
      expect(await modal.textContent()).toContain('доступний у пакетах «Професіонал», «Преміум» і «Преміум PRO»');
      expect(await modal.getByRole('link', { name: 'Детальніше' }).getAttribute('href')).toBe('/subscribe');
      await modal.getByRole('link', { name: 'Детальніше' }).click();
      await page.waitForURL('**/subscribe');

      // Compare: five packages side by side, the demo offer for a user who never had one.
      await waitForHydration(page);
      const list = page.getByRole('list', { name: 'Пакети' });
      expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Стандарт',
        'Професіонал',
        'Преміум',
        'Преміум PRO',
        'Військовий облік PRO',
      ]);
      expect(await page.getByRole('heading', { name: 'Спробуйте безкоштовно' }).isVisible()).toBe(true);
      await page.getByText('1 місяць', { exact: true }).click();
      expect(await page.getByTestId('price-professional').textContent()).toBe('790\u00a0грн');
      await page.getByText('12 місяців', { exact: true }).click();
      expect(await page.getByTestId('price-professional').textContent()).toBe('7\u00a0190\u00a0грн');
      await page.getByRole('link', { name: 'Оформити «Професіонал»' }).click();
      await page.waitForURL('**/checkout/professional/12m');

      // Checkout: the plan is chosen, buyer details prefilled, then the provider form.
      await waitForHydration(page);
      expect(await page.getByRole('radio', { name: /12 місяців/ }).isChecked()).toBe(true);
      expect(await page.getByLabel('E-mail').inputValue()).toBe('user@fahivets.ua');
      await page.getByRole('button', { name: /^Оформити за/ }).click();
      await page.getByTestId('order-created').waitFor();
      const dataLayer = await page.evaluate(
        () =>
          (
            window as unknown as {
              dataLayer: {
                event?: string;
                ecommerce?: { items?: { item_category: string; item_id: string }[]; currency?: string };
              }[];
            }
          ).dataLayer,
      );
      const begin = dataLayer.find((e) => e.event === 'begin_checkout');
      expect(begin?.ecommerce).toMatchObject({
        currency: 'UAH',
        items: [{ item_id: 'professional-12m', item_category: 'Передплата' }],
      });
      expect(dataLayer.some((e) => e.event === 'add_payment_info')).toBe(true);
      await page.getByRole('button', { name: 'Перейти до оплати' }).click();

      // The simulator's pay page (LiqPay protocol, sandbox): pay.
      await page.waitForURL('**/payments/simulator');
      expect(await page.getByRole('heading', { name: 'Оплата замовлення' }).isVisible()).toBe(true);
      expect(await page.locator('dd').allTextContents()).toContain('7190 UAH');
      await page.getByRole('button', { name: 'Оплатити' }).click();

      // Back in the cabinet: the order is paid.
      await page.waitForURL(`**/profile/${id}/subscriptions?order=*`);
      expect(await page.getByTestId('payment-return').textContent()).toContain('Передплата вже діє');
      expect(await page.getByTestId('orders').getAttribute('data-state')).toBe('loaded-not-empty');
      expect(await page.getByRole('list', { name: 'Замовлення' }).getByText('Оплачено').count()).toBe(1);

      // My subscriptions: the package, its end date and days left.
      await page.getByRole('navigation', { name: 'Меню кабінету' }).getByRole('link', { name: 'Мої підписки' }).click();
      await page.waitForURL(`**/profile/${id}/my-subscriptions`);
      const current = page.getByTestId('current-subscription');
      await current.waitFor();
      expect(await current.getByRole('heading').textContent()).toBe('Професіонал');
      expect(await page.getByTestId('subscription-end').textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(Number(await page.getByTestId('days-left').textContent())).toBeGreaterThan(360);

      // The previously locked post now opens in full.
      await page.goto(post.path);
      expect(await page.getByRole('complementary', { name: 'Обмежений доступ' }).count()).toBe(0);
      expect(await page.getByTestId('news-body').textContent()).toContain(post.fragment);

      // The previously locked service now opens.
      await page.goto(`/profile/${id}/my-subscriptions`);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Особистий консультант' }).click();
      await page.waitForURL('**/consultations/osobistiy-konsultant');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Особистий консультант');
    },
  );

  it('declining in the simulator leaves the order unpaid and grants nothing', async () => {
    const { page } = await e2e.newPage({ loginAs: 'consultant@fahivets.ua' });
    await page.goto('/checkout/standard/1m');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Оформити за/ }).click();
    await page.getByRole('button', { name: 'Перейти до оплати' }).click();
    await page.getByRole('button', { name: 'Відмовитися' }).click();
    await page.waitForURL('**/subscriptions?order=*');
    expect(await page.getByTestId('payment-return').textContent()).toContain('не оплачено');
    const r = await fetch(`${e2e.server.url}/api/shop4/access`, {
      headers: { cookie: await sessionCookieFor(e2e.server.deps.db, 'consultant@fahivets.ua') },
    });
    expect((await r.json()).packages).toEqual([]);
  });

  it('a return without a callback grants nothing and waits; a later callback updates the page', async () => {
    const email = 'constructor@fahivets.ua';
    const cookie = await sessionCookieFor(e2e.server.deps.db, email);
    const created = await fetch(`${e2e.server.url}/api/shop4/orders`, {
      method: 'POST',
      headers: { cookie, origin: e2e.server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ product: 'premium-pro', plan: '3m', name: 'Олена', email, phone: '380671110007' }),
    });
    const order = (await created.json()).data;
    const resultUrl = String(decodeData(order.checkout.data)?.result_url);
    const { page } = await e2e.newPage({ loginAs: email });
    await page.goto(resultUrl);
    await waitForHydration(page);
    expect(await page.getByTestId('payment-return').textContent()).toContain('Очікуємо підтвердження оплати');
    const access = async () =>
      (await (await fetch(`${e2e.server.url}/api/shop4/access`, { headers: { cookie } })).json()).packages;
    expect(await access()).toEqual([]);
    const provider = providerFor(e2e.server.deps.env);
    const data = encodeData({
      public_key: provider.publicKey,
      status: 'sandbox',
      order_id: order.order_id,
      amount: order.amount,
      currency: 'UAH',
    });
    const cb = await fetch(`${e2e.server.url}/api/payments/liqpay/callback`, {
      method: 'POST',
      body: new URLSearchParams({ data, signature: provider.signData(data) }),
    });
    expect(cb.status).toBe(200);
    await expect
      .poll(() => page.getByTestId('payment-return').textContent(), { timeout: 10_000 })
      .toContain('Передплата вже діє');
    expect(await access()).toEqual(['premium-pro']);
    // The purchase reaches the data layer once, with the order as transaction_id.
    const purchases = () =>
      page.evaluate(() =>
        (
          (
            window as unknown as {
              dataLayer?: {
                event?: string;
                ecommerce?: {
                  transaction_id?: string;
                  currency?: string;
                  items?: { item_id: string; transaction_id?: string }[];
                };
              }[];
            }
          ).dataLayer ?? []
        ).filter((e) => e.event === 'purchase'),
      );
    await expect.poll(async () => (await purchases()).length).toBe(1);
    expect((await purchases())[0].ecommerce).toMatchObject({
      transaction_id: order.order_id,
      currency: 'UAH',
      items: [{ item_id: 'premium-pro-3m', transaction_id: order.order_id }],
    });
    await page.reload();
    await waitForHydration(page);
    expect(await purchases()).toEqual([]);
  });

  it('checkout shows server field errors and the invoice option for legal entities', async () => {
    const { page } = await e2e.newPage({ loginAs: 'editor@fahivets.ua', mobile: true });
    await page.goto('/checkout/premium');
    await waitForHydration(page);
    expect(await page.getByRole('radio', { name: /12 місяців/ }).isChecked()).toBe(true);
    await page.getByLabel('Рахунок для юридичної особи').check();
    await page.getByLabel('Код ЄДРПОУ').fill('12');
    await page.getByLabel('Код ЄДРПОУ').blur();
    expect(await page.getByText('Код ЄДРПОУ — 8 цифр').isVisible()).toBe(true);
    await page.getByLabel('Назва юридичної особи').fill('ТОВ «Кадри»');
    await page.getByLabel('Код ЄДРПОУ').fill('12345678');
    await page.getByRole('button', { name: /^Оформити за/ }).click();
    await page.getByTestId('order-created').waitFor();
    expect(await page.getByTestId('order-created').textContent()).toContain('Рахунок для юридичної особи надішлемо');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it('guests see the demo offer and a login prompt at checkout; unknown products are 404', async () => {
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/subscribe');
    expect(await page.getByRole('heading', { name: 'Спробуйте безкоштовно' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await waitForHydration(page);
    const view = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string; ecommerce?: { promotion_id: string } }[] }).dataLayer.find(
        (e) => e.event === 'view_promotion',
      ),
    );
    expect(view?.ecommerce?.promotion_id).toBe(`banner_subscribe_new:${new URL(e2e.server.url).host}/demo`);
    await page.goto('/checkout/professional/3m');
    expect(await page.getByRole('link', { name: 'Увійти' }).getAttribute('href')).toBe(
      '/login?next=%2Fcheckout%2Fprofessional%2F3m',
    );
    expect((await page.goto('/checkout/no-such-package'))?.status()).toBe(404);
    expect((await page.goto('/checkout/professional/99m'))?.status()).toBe(404);
  });
});

describe('cabinet popups and renewal', () => {
  type Pushed = { event?: string; ecommerce?: { promotion_id?: string } };
  const pushed = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).map((e) => ({
        event: e.event,
        promotion_id: e.ecommerce?.promotion_id,
      })),
    );

  it(
    'the expiring-within-14-days popup shows once per key, on any page, and pushes banner_subscribe_end ' +
      'view/close/select',
    async () => {
      const id = await userId('demo@fahivets.ua');
      const { page, context } = await e2e.newPage({ loginAs: 'demo@fahivets.ua', mobile: true });
      // Not only in the cabinet: the first page the subscriber opens shows it.
      await page.goto('/news');
      await waitForHydration(page);
      const popup = page.getByRole('dialog', { name: 'Передплата скоро закінчиться' });
      await popup.waitFor();
      expect(await popup.textContent()).toMatch(/До кінця передплати \d+ дн\. \(до \d{2}\.\d{2}\.\d{4}\)/);
      const host = new URL(e2e.server.url).host;
      expect(await pushed(page)).toContainEqual({
        event: 'view_promotion',
        promotion_id: `banner_subscribe_end:${host}/checkout/premium/12m`.slice(0, 50),
      });
      await popup.getByRole('button', { name: 'Закрити' }).click();
      await expect.poll(() => popup.count()).toBe(0);
      expect((await pushed(page)).filter((e) => e.event === 'close_promotion')).toHaveLength(1);

      // The same key: not shown again, not on a reload either, nor in the cabinet.
      await page.goto(`/profile/${id}/my-subscriptions`);
      await waitForHydration(page);
      // The popup decides once the page's requests have settled; then it must still be absent.
      await page.waitForLoadState('networkidle');
      expect(await popup.count()).toBe(0);
      expect((await pushed(page)).some((e) => e.event === 'view_promotion')).toBe(false);

      // Another key (the stored one cleared): shown again; «Продовжити» is a select and leads to the checkout.
      await page.evaluate(() => window.localStorage.clear());
      await page.reload();
      await waitForHydration(page);
      await popup.waitFor();
      const renew = popup.getByRole('link', { name: 'Продовжити' });
      expect(await renew.getAttribute('href')).toBe('/checkout/premium/12m');
      // Keep the page (and its dataLayer) to read the pushes: the link's navigation itself is cancelled.
      await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
      await renew.click();
      await expect.poll(() => popup.count()).toBe(0);
      const events = (await pushed(page)).map((e) => e.event);
      expect(events).toContain('select_promotion');
      expect(events).not.toContain('close_promotion');
      await context.close();
    },
  );

  it('a monthly (recurring) subscriber stops the renewal from the cabinet; the period runs on', async () => {
    const db = e2e.server.deps.db;
    const [u] = await db.insert(users).values({ email: 'recurring@matrix.ua', name: 'Ірина Помісячна' }).returning();
    const { page } = await e2e.newPage({ loginAs: 'recurring@matrix.ua' });
    await page.goto('/checkout/standard/1m');
    await waitForHydration(page);
    await page.getByLabel('Телефон').fill('0671234567');
    await page.getByRole('button', { name: /^Оформити за/ }).click();
    await page.getByRole('button', { name: 'Перейти до оплати' }).click();
    await page.getByRole('button', { name: 'Оплатити' }).click();
    await page.waitForURL('**/subscriptions?order=*');

    await page.goto(`/profile/${u.id}/my-subscriptions`);
    await waitForHydration(page);
    const current = page.getByTestId('current-subscription');
    expect(await current.textContent()).toContain('Автоподовженнящомісяця');
    await current.getByRole('button', { name: 'Скасувати автоподовження' }).click();
    await page.getByText('Автоподовження скасовано').waitFor();
    await expect.poll(() => current.getByRole('button', { name: 'Скасувати автоподовження' }).count()).toBe(0);
    expect(await current.getByRole('heading').textContent()).toBe('Стандарт');
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    expect({ status: row.status, isRecurring: row.isRecurring }).toEqual({ status: 1, isRecurring: false });
  });
});

describe('access matrix in SSR HTML', () => {
  const servicesOpenBy: Record<string, string[]> = {
    'moderator@fahivets.ua': [],
    'demo@fahivets.ua': ['Особистий консультант', 'Консультант з документів'],
    'professional@fahivets.ua': ['Особистий консультант', 'Консультант з документів'],
    'premiumpro@fahivets.ua': ['Особистий консультант', 'Консультант з документів', 'Консультант з військового обліку'],
    'expired@matrix.ua': [],
    'military@matrix.ua': ['Консультант з військового обліку'],
  };
  it(
    'per role: consultation services open or locked in the cabinet, and a paywalled news post cut to ' + 'its lead',
    async () => {
      const db = e2e.server.deps.db;
      const day = 86_400_000;
      for (const [email, code, endIn] of [
        ['expired@matrix.ua', 'premium-pro', -2],
        ['military@matrix.ua', 'military-pro', 10],
      ] as const) {
        const [u] = await db.insert(users).values({ email, name: email }).returning();
        const [pkg] = await db.select().from(packages).where(eq(packages.code, code));
        await db.insert(subscriptions).values({
          userId: u.id,
          packageId: pkg.id,
          beginAt: new Date(Date.now() - 60 * day),
          endAt: new Date(Date.now() + endIn * day),
        });
      }
      for (const [email, open] of Object.entries(servicesOpenBy)) {
        const id = await userId(email);
        const html = await (
          await fetch(`${e2e.server.url}/profile/${id}/my-subscriptions`, {
            headers: { cookie: await sessionCookieFor(db, email) },
          })
        ).text();
        for (const title of ['Особистий консультант', 'Консультант з документів', 'Консультант з військового обліку']) {
          const isOpen =
            html.includes(`href="/consultations/`) &&
            new RegExp(`<a[^>]*href="/consultations/[^"]+"[^>]*>${title}</a>`).test(html);
          expect({ email, title, isOpen }).toEqual({ email, title, isOpen: open.includes(title) });
        }
      }
      // A paywalled news post: the full text only for roles with an active package (paid or demo).
      const post = await paidPost();
      const readers: Record<string, boolean> = {
        guest: false,
        'moderator@fahivets.ua': false,
        'expired@matrix.ua': false,
        'demo@fahivets.ua': true,
        'professional@fahivets.ua': true,
        'military@matrix.ua': true,
        'premiumpro@fahivets.ua': true,
      };
      for (const [who, canRead] of Object.entries(readers)) {
        const headers: Record<string, string> = who === 'guest' ? {} : { cookie: await sessionCookieFor(db, who) };
        const html = await (await fetch(`${e2e.server.url}${post.path}`, { headers })).text();
        expect({
          who,
          full: html.includes(post.fragment),
          locked: html.includes('aria-label="Обмежений доступ"'),
        }).toEqual({ who, full: canRead, locked: !canRead });
      }

      // A guest looking at somebody's cabinet sees no subscriptions at all.
      const guestHtml = await (
        await fetch(`${e2e.server.url}/profile/${await userId('premiumpro@fahivets.ua')}/my-subscriptions`)
      ).text();
      expect(guestHtml).toContain('Підписки користувача бачить лише власник кабінету.');
      expect(guestHtml).not.toContain('Преміум PRO</h2>');
    },
  );
});

describe('subscription offers a person can reach', () => {
  type Pushed = { event?: string; ecommerce?: { promotion_id?: string } };
  const pushed = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).map((e) => ({
        event: e.event,
        promotion_id: e.ecommerce?.promotion_id,
      })),
    );

  it(
    'the locked video of a paywalled post opens the no-subscription modal; «Детальніше» leads to ' + '/subscribe',
    async () => {
      const rows = await e2e.server.deps.db.select().from(newsPosts).where(eq(newsPosts.isFree, false));
      const row = rows.find((r) => r.contentShort.includes('<iframe') && r.status === 'published');
      if (!row) throw new Error('no paywalled post with a video in its lead');
      const { page } = await e2e.newPage({ mobile: true });
      await page.goto(`/news/${row.id}-${row.slug}`);
      await waitForHydration(page);
      await page.getByAltText('Доступ до перегляду не надано').click();
      const dialog = page.getByRole('dialog', { name: 'Доступ лише для передплатників' });
      await dialog.waitFor();
      expect(await pushed(page)).toContainEqual({
        event: 'view_promotion',
        promotion_id: expect.stringMatching(/^button_noaccess_video:/),
      });
      await dialog.getByRole('link', { name: 'Детальніше' }).click();
      await page.waitForURL('**/subscribe');
      expect(await pushed(page)).toContainEqual({
        event: 'select_promotion',
        promotion_id: expect.stringMatching(/^button_noaccess_video:/),
      });
    },
  );

  it(
    'the header offers «Передплатити» to people without a subscription only; the modal closes with a close ' + 'event',
    async () => {
      // A person with no subscription at all (the demo accounts are changed by the tests above).
      await e2e.server.deps.db
        .insert(users)
        .values({ email: 'offer@example.ua', name: 'Світлана Нова', confirmed: true });
      const { page } = await e2e.newPage({ loginAs: 'offer@example.ua' });
      await page.goto('/news');
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Передплатити' }).click();
      const dialog = page.getByRole('dialog', { name: 'Оформіть передплату' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      const events = await pushed(page);
      expect(events).toContainEqual({
        event: 'view_promotion',
        promotion_id: expect.stringMatching(/^header_subscribe:/),
      });
      expect(events).toContainEqual({
        event: 'close_promotion',
        promotion_id: expect.stringMatching(/^header_subscribe:/),
      });

      const subscriber = await e2e.newPage({ loginAs: 'professional@fahivets.ua' });
      await subscriber.page.goto('/news');
      await waitForHydration(subscriber.page);
      expect(await subscriber.page.getByRole('banner').getByRole('button', { name: 'Передплатити' }).count()).toBe(0);
    },
  );
});
