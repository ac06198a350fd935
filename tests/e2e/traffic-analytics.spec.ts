import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRegistrations, orders } from '../../server/db/schema';
import { buildUser, uniq } from '../support/factories';
import { type E2E, startE2E, waitForHydration } from './support/browser';

const WIDGET = 'https://chat.example.test/widget.js';
/** The stand-in widget adds its element late, as real ones do. */
const widgetJs = `setTimeout(function(){var d=document.createElement('div');d.id='chat-widget';d.textContent='Чат';document.body.appendChild(d)},300);`;

describe('tag manager and chat widget configured', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { GTM_ID: 'GTM-E2E7TEST', CHAT_WIDGET_SRC: WIDGET } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('loads the container with the page nonce and hides the widget on the spec paths only', async () => {
    const { page } = await e2e.newPage();
    const gtmRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      gtmRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route(WIDGET, (route) => route.fulfill({ contentType: 'text/javascript', body: widgetJs }));
    const widget = page.locator('#chat-widget');

    await page.goto('/news');
    await waitForHydration(page);
    // The inline loader ran under the CSP (its nonce) and asked for the container.
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event),
    );
    expect(events).toContain('gtm.js');
    await expect.poll(() => gtmRequests.some((u) => u.includes('id=GTM-E2E7TEST'))).toBe(true);
    await widget.waitFor({ state: 'visible' });

    await page.goto('/login');
    await waitForHydration(page);
    await expect.poll(async () => (await widget.count()) === 1 && !(await widget.isVisible())).toBe(true);

    await page.goto('/login?next=%2Froom_velseminar');
    await waitForHydration(page);
    await widget.waitFor({ state: 'visible' });

    await page.goto('/checkout/standard/3m');
    await waitForHydration(page);
    await expect.poll(async () => (await widget.count()) === 1 && !(await widget.isVisible())).toBe(true);
  });
});

describe('default configuration, traffic of orders and the staff report', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it('loads neither a tag manager nor a chat widget', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/news');
    await waitForHydration(page);
    expect(await page.locator('script[data-testid="gtm"]').count()).toBe(0);
    expect(await page.locator('script[data-chat-widget]').count()).toBe(0);
    expect(await page.content()).not.toContain('googletagmanager');
  });

  it('a checkout form posted without JavaScript stores the __utm__ cookie’s source with the order', async () => {
    const { user, cookie } = await buildUser(e2e.server.deps.db);
    const touch = {
      source: 'newsletter',
      medium: 'email',
      campaign: 'lystopad',
      content: 'none',
      term: 'none',
      gclid: 'none',
    };
    const r = await fetch(`${e2e.server.url}/checkout/standard/3m`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: `${cookie}; __utm__=${encodeURIComponent(JSON.stringify(touch))}`,
        origin: e2e.server.url,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        plan: '3m',
        name: 'Ірина Коваль',
        email: user.email,
        phone: '0671234567',
        payment_type: 'card',
      }),
    });
    expect(r.status).toBe(200);
    const [row] = await e2e.server.deps.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(row).toMatchObject({ source: 'newsletter', medium: 'email', utm: { campaign: 'lystopad' } });
  });

  it('an events editor reads registrations and paid orders per source; others are refused', async () => {
    const db = e2e.server.deps.db;
    const alias = uniq('osin').replace(/[^A-Za-z0-9_-]/g, '');
    for (const source of ['google', 'google', 'facebook']) {
      await db.insert(campaignRegistrations).values({
        campaign: alias,
        email: `${uniq('t')}@example.com`,
        source,
        medium: source === 'google' ? 'organic' : 'referral',
        utm: { source },
      });
    }
    const editor = await buildUser(db, { role: 'events_editor' });
    const { page } = await e2e.newPage({ session: editor.cookie });
    await page.goto(`/campaigns/traffic?campaign=${alias}`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Джерела реєстрацій і оплат');
    const rows = page.getByTestId('traffic-registrations').locator('tbody tr');
    expect(await rows.allTextContents()).toEqual(['googleorganicnone2', 'facebookreferralnone1']);
    expect(await page.getByRole('heading', { name: 'Оплачені замовлення за джерелами' }).count()).toBe(1);

    await page.getByLabel('З дати').fill('2026-03-05');
    await page.getByLabel('По дату').fill('2026-03-01');
    await page.getByRole('button', { name: 'Показати' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('Кінець періоду раніше за початок');

    const plain = await buildUser(db);
    const other = await e2e.newPage({ session: plain.cookie });
    expect((await other.page.goto('/campaigns/traffic'))?.status()).toBe(403);
  });
});
