import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { newsPostPath } from '../../common/news';
import { newsPosts } from '../../server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHandbook, buildNewsPost, buildUser, uniq } from '../support/factories';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const cards = (page: Page) => page.getByRole('list', { name: 'Довідники' }).getByRole('listitem');
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id);

describe('handbooks in the browser', () => {
  it('filters by topic (searchable multi-choice) and type with chips; axe clean', async () => {
    const { db } = e2e.server.deps;
    const topicA = uniq('ta-').toLowerCase();
    const topicB = uniq('tb-').toLowerCase();
    for (let i = 0; i < 3; i++) await buildHandbook(db, { topics: [topicA], access: 'professional' });
    await buildHandbook(db, { topics: [topicB], access: 'professional' });
    const free = await buildHandbook(db, { topics: [topicB], access: 'free', title: `Безкоштовний ${uniq()}` });

    const { page } = await e2e.newPage();
    await page.goto('/handbooks');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Довідники');
    await page.getByText('Довідники', { exact: true }).and(page.locator('summary')).click();
    const topics = page.getByRole('group', { name: 'Теми' });
    await topics.getByRole('searchbox', { name: 'Пошук тем' }).fill(topicB);
    expect(await topics.getByRole('checkbox').count()).toBe(1);
    await topics.getByRole('checkbox', { name: new RegExp(topicB) }).check();
    await topics.getByRole('searchbox', { name: 'Пошук тем' }).fill(topicA);
    await topics.getByRole('checkbox', { name: new RegExp(topicA) }).check();
    await page.getByRole('button', { name: 'Застосувати' }).click();
    await page.waitForURL(/handbooksItems=/);
    await expect.poll(() => cards(page).count()).toBe(5);
    const chips = page.getByRole('region', { name: 'Вибрані фільтри' });
    expect(await chips.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(`Тема ${topicA}`),
      expect.stringContaining(`Тема ${topicB}`),
    ]);

    await page
      .getByRole('navigation', { name: 'Тип довідників' })
      .getByRole('link', { name: /Безкоштовні/ })
      .click();
    await page.waitForURL(/type=free/);
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().getByRole('heading').textContent()).toContain('Безкоштовний');
    await chips.getByRole('button', { name: `Прибрати «Тема ${topicB}»` }).click();
    await expect.poll(() => page.url()).not.toContain(topicB);
    await expect.poll(() => cards(page).count()).toBe(0);
    await chips.getByRole('button', { name: 'Прибрати «Безкоштовні»' }).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    expect(await axe(page)).toEqual([]);
    expect(free.id).toBeGreaterThan(0);
  });

  it('a paid handbook at 360 px: no chapter text for a guest, no horizontal scroll, axe clean', async () => {
    const { db } = e2e.server.deps;
    const secret = `Прихований-зміст-${uniq()}`;
    const { id } = await buildHandbook(db, {
      access: 'premium',
      chapters: [{ title: 'Розділ про строки', body: secret }],
    });
    const html = await (await e2e.server.request(`/handbooks/${id}`)).text();
    expect(html).toContain('Розділ про строки');
    expect(html).not.toContain(secret);
    const { page } = await e2e.newPage({ mobile: true });
    await page.goto(`/handbooks/${id}`);
    await waitForHydration(page);
    expect(await page.getByTestId('handbook-locked').count()).toBe(1);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    expect(await axe(page)).toEqual([]);
    await page.goto('/handbooks');
    await waitForHydration(page);
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  });

  it('a favourite handbook and news post show in /favorites and "Мої обрані"; both in latest viewed', async () => {
    const { db } = e2e.server.deps;
    const { user, cookie } = await buildUser(db);
    const handbook = await buildHandbook(db, { title: `Обраний довідник ${uniq()}` });
    const post = await buildNewsPost(db, { title: `Обрана новина ${uniq()}` });
    const { page } = await e2e.newPage({ session: cookie });

    await page.goto(`/handbooks/${handbook.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /В обране/ }).click();
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe('1');
    const handbookTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    const [{ slug }] = await db.select({ slug: newsPosts.slug }).from(newsPosts).where(eq(newsPosts.id, post.id));
    await page.goto(newsPostPath({ id: post.id, slug }));
    await waitForHydration(page);
    await page.getByRole('button', { name: /В обране/ }).click();
    await expect.poll(() => page.getByTestId('favorites-count').textContent()).toBe('1');
    const postTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    await page.goto('/favorites');
    await waitForHydration(page);
    const favorites = page.getByRole('list', { name: 'Обране' });
    expect(await favorites.getByRole('link').allTextContents()).toEqual([postTitle, handbookTitle]);
    await page.getByRole('navigation', { name: 'Види обраного' }).getByRole('link', { name: 'Довідники' }).click();
    await page.waitForURL(/type=handbook/);
    await expect.poll(() => favorites.getByRole('link').allTextContents()).toEqual([handbookTitle]);

    await page.goto(`/profile/${user.id}/favorite`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Мої обрані');
    expect(await favorites.getByRole('link').allTextContents()).toEqual([postTitle, handbookTitle]);

    for (const path of ['/events/latest', `/profile/${user.id}/latest`]) {
      await page.goto(path);
      await waitForHydration(page);
      const latest = page.getByRole('list', { name: 'Останні переглянуті' });
      expect(await latest.getByRole('link').allTextContents()).toEqual([postTitle, handbookTitle]);
    }
  });

  it('handbook staff: an editor writes chapters, creates and publishes; readers rate it', async () => {
    const { db } = e2e.server.deps;
    const editor = await buildUser(db, { options: { handbooks_editor: true } });
    const reader = await buildUser(db);
    const { page: refused } = await e2e.newPage({ session: reader.cookie });
    expect((await refused.goto('/handbooks/editor'))?.status()).toBe(403);
    const { page } = await e2e.newPage({ session: editor.cookie });
    await page.goto('/handbooks/editor');
    await waitForHydration(page);
    const title = `Довідник редакції ${uniq()}`;
    await page.getByRole('button', { name: 'Створити довідник' }).click();
    expect(await page.getByText('Введіть назву довідника').count()).toBeGreaterThan(0);
    await page.getByLabel('Назва', { exact: true }).fill(title);
    await page.getByLabel('Анонс (видно всім)').fill('Коротко про лікарняні у 2026 році.');
    await page.getByLabel('Розділ 1: назва').fill('Хто оплачує перші дні');
    await page.getByLabel('Розділ 1: текст').fill('Перші п’ять днів оплачує роботодавець.\n\nДалі — Пенсійний фонд.');
    await page.getByRole('button', { name: 'Додати розділ' }).click();
    await page.getByLabel('Розділ 2: назва').fill('Як подати документи');
    await page.getByRole('button', { name: 'Створити довідник' }).click();
    await page.waitForURL(/\/handbooks\/editor\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect.poll(() => page.getByTestId('chapter').count()).toBe(2);
    const item = page.getByTestId('staff-item').filter({ hasText: title });
    await item.getByRole('button', { name: `Опублікувати: ${title}` }).click();
    await expect.poll(() => item.getAttribute('data-status')).toBe('published');
    expect(await axe(page)).toEqual([]);

    const { page: readerPage } = await e2e.newPage({ session: reader.cookie });
    await readerPage.goto(`/handbooks/${id}`);
    await waitForHydration(readerPage);
    expect(await readerPage.getByTestId('handbook-content').textContent()).toContain('Далі — Пенсійний фонд.');
    await readerPage.getByRole('button', { name: 'Оцінка 5 з 5' }).click();
    await expect.poll(() => readerPage.getByTestId('rating-summary').textContent()).toBe('5.0 · оцінок: 1');
    const shared = readerPage.waitForResponse((r) => r.url().endsWith(`/api/handbooks/handbook/${id}/share`));
    await readerPage.getByRole('button', { name: /^Поділитися \d/ }).click();
    expect((await shared).status()).toBe(200);
    await expect.poll(() => readerPage.getByTestId('share-count').textContent()).toBe('1');
  });
});
