import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRegistrations, newsPosts, subscriptions, users } from '../../server/db/schema';
import { saveWebinar } from '../../server/webinars/save-webinar';
import { webinarInput } from '../../server/webinars/webinars.schema';
import { buildNewsPost, buildUser, uniq } from '../support/factories';
import type { Page } from 'playwright-core';
import { type E2E, startE2E, waitForHydration } from './support/browser';

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('the free demo in the browser', () => {
  it('a guest from a partner link takes the demo from /subscribe in one form and reads a paid post', async () => {
    const db = e2e.server.deps.db;
    const fragment = 'Розрахунок відпускних у 2026 році ведуть за 12 місяців';
    const post = await buildNewsPost(db, {
      paywalled: true,
      content: `<p>Короткий вступ до теми відпусток.</p><p>${fragment} перед місяцем відпустки.</p><p>Підсумок.</p>`,
    });
    const [{ slug }] = await db.select({ slug: newsPosts.slug }).from(newsPosts).where(eq(newsPosts.id, post.id));
    const address = `demo-${Date.now()}@example.com`;

    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/subscribe?utm_source=partner&utm_medium=banner&utm_campaign=spring');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Отримати демодоступ' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Отримати демодоступ' }).click();
    await page.waitForURL('**/demo');
    await waitForHydration(page);
    expect(await noHorizontalScroll(page)).toBe(true);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await page.getByLabel('E-mail').fill(address);
    await page.getByLabel('Ім’я').fill('Марина Коваль');
    await page.getByLabel('Телефон').click();
    await page.getByLabel('Телефон').pressSequentially('0671234567');
    await page.getByLabel('Пароль', { exact: true }).fill('secret12');
    await page.getByLabel('Повторіть пароль').fill('secret12');
    await page.getByRole('button', { name: 'Отримати демодоступ' }).click();
    await page.waitForURL('**/thank_auth');

    await page.goto(`/news/${post.id}-${slug}`);
    expect(await page.getByRole('complementary', { name: 'Обмежений доступ' }).count()).toBe(0);
    expect(await page.getByTestId('news-body').textContent()).toContain(fragment);

    const [user] = await db.select().from(users).where(eq(users.email, address));
    const demos = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(demos.map((d) => ({ isDemo: d.isDemo, campaigns: d.campaigns }))).toEqual([
      { isDemo: true, campaigns: ['demo'] },
    ]);
    const [registration] = await db
      .select()
      .from(campaignRegistrations)
      .where(eq(campaignRegistrations.userId, user.id));
    expect(registration).toMatchObject({ campaign: 'demo', source: 'partner', medium: 'banner' });
    expect(registration.utm.campaign).toBe('spring');

    // Back on /demo the offer is not repeated: the demo is running.
    await page.goto('/demo');
    expect(await page.getByText('У вас уже є доступ до матеріалів порталу.').count()).toBe(1);
  });
});

describe('free webinars in the browser', () => {
  it('a guest registers from the webinar page; a user registers in one click and sees it after reload', async () => {
    const db = e2e.server.deps.db;
    const title = `Лікарняні у 2026 році ${uniq('w')}`;
    const { webinar } = await saveWebinar({
      db,
      id: null,
      input: webinarInput.parse({
        title,
        starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        lecturers: [{ name: 'Світлана Бондар', position: 'експертка з соцстраху' }],
        gifts: ['Пам’ятка з розрахунку лікарняних'],
        is_published: true,
      }),
    });
    const guestEmail = `webinar-${Date.now()}@example.com`;
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto('/free-webinars');
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/free-webinars/${webinar.id}`);
    await waitForHydration(page);
    expect(await noHorizontalScroll(page)).toBe(true);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Зареєструватися безкоштовно' }).click();
    await page.getByRole('dialog').getByLabel('Ім’я').fill('Галина Мельник');
    await page.getByLabel('E-mail').fill(guestEmail);
    await page.getByLabel('Телефон').click();
    await page.getByLabel('Телефон').pressSequentially('0501234567');
    await page.getByRole('dialog').getByRole('button', { name: 'Зареєструватися безкоштовно' }).click();
    await page.waitForURL('**/page_thanks_calendar_webinar');
    const rows = await db.select().from(campaignRegistrations).where(eq(campaignRegistrations.email, guestEmail));
    expect(rows.map((r) => r.campaign)).toEqual([`webinar-${webinar.id}`]);

    const member = await buildUser(db);
    const { page: own } = await e2e.newPage({ session: member.cookie });
    await own.goto(`/free-webinars/${webinar.id}`);
    await waitForHydration(own);
    await own.getByRole('button', { name: 'Зареєструватися безкоштовно' }).click();
    await own.waitForURL('**/page_thanks_calendar_webinar');
    await own.goto(`/free-webinars/${webinar.id}`);
    expect(await own.getByText('Ви зареєстровані').count()).toBe(1);
  });
});
