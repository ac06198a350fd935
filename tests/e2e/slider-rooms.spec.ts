import { AxeBuilder } from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_ROOM_EMPTY } from '../../common/named-rooms';
import { campaignRegistrations, webinars } from '../../server/db/schema';
import { buildUser, uniq } from '../support/factories';
import { buildWebinar } from '../support/webinars-factory';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
});

const HOUR = 3_600_000;
type Push = { event?: string; ecommerce?: { promotion_id?: string; creative_slot?: string } };
const promotionEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Push[] }).dataLayer ?? [])
      .filter((e) => e.event?.endsWith('_promotion'))
      .map((e) => `${e.event} ${e.ecommerce?.promotion_id}`),
  );

describe('sliders', () => {
  it('without scripts the home slider shows the first slide and links to the others', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Пропозиції' });
    await slider.getByRole('heading', { name: 'Три дні повного доступу — безкоштовно' }).waitFor();
    expect(await slider.getByRole('link', { name: 'Отримати демодоступ' }).getAttribute('href')).toBe('/demo');
    expect(await slider.getByRole('heading', { name: 'Безкоштовні вебінари щотижня' }).isVisible()).toBe(false);
    const others = slider.getByRole('list', { name: 'Інші пропозиції' });
    expect(await others.getByRole('link', { name: 'Безкоштовні вебінари щотижня' }).getAttribute('href')).toBe(
      '/free-webinars',
    );
    await context.close();
  });

  it('with scripts it turns by buttons and keys, pauses, and pushes promotion view, select and close', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await waitForHydration(page);
    const slider = page.getByRole('region', { name: 'Пропозиції' });
    const pause = slider.getByRole('button', { name: 'Зупинити прокручування' });
    await pause.click();
    await slider.getByRole('button', { name: 'Увімкнути прокручування' }).waitFor();
    await expect.poll(() => promotionEvents(page)).toContain(`view_promotion main_page_banner:${hostOf(page)}/demo`);

    await slider.getByRole('button', { name: 'Наступний слайд' }).click();
    await slider.getByRole('heading', { name: 'Безкоштовні вебінари щотижня' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await slider.getByRole('heading', { name: 'Запитайте експерта — відповідь протягом доби' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await slider.getByRole('heading', { name: 'Безкоштовні вебінари щотижня' }).waitFor();
    await slider.getByRole('button', { name: /^Слайд 1:/ }).click();
    expect(await slider.getByRole('button', { name: /^Слайд 1:/ }).getAttribute('aria-current')).toBe('true');

    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="promo-slider"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await slider.getByRole('button', { name: 'Сховати' }).click();
    expect(await page.getByTestId('promo-slider').count()).toBe(0);
    const events = await promotionEvents(page);
    expect(events).toContain(`view_promotion main_page_banner:${hostOf(page)}/free-webinars`);
    expect(events).toContain(`close_promotion main_page_banner:${hostOf(page)}/demo`);

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Пропозиції' }).getByRole('link', { name: 'Отримати демодоступ' }).click();
    await page.waitForURL('**/demo');
  });

  it('the news page has its own slider', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/news');
    const slider = page.getByRole('region', { name: 'Пропозиції' });
    await slider.getByRole('heading', { name: 'Не пропускайте важливих змін' }).waitFor();
  });

  it('staff edit slides as rows: add, move, remove, save; a server error shows at its field', async () => {
    const editor = await buildUser(e2e.server.deps.db, { options: { events_editor: true } });
    const { page } = await e2e.newPage({ session: editor.cookie });
    await page.goto('/slider/editor?slider=home');
    await waitForHydration(page);
    const rows = page.getByTestId('slide-row');
    const before = await rows.count();
    expect(before).toBeGreaterThan(2);

    await page.getByRole('button', { name: 'Додати слайд' }).click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    const n = before + 1;
    const title = `Весняна знижка ${uniq('s')}`;
    await page.getByLabel(`Слайд ${n}: заголовок`).fill(title);
    await page.getByLabel(`Слайд ${n}: текст`).fill('Передплата зі знижкою 20 % до кінця квітня.');
    await page.getByLabel(`Слайд ${n}: посилання`).fill('/subscribe');
    await page.getByLabel(`Слайд ${n}: напис на кнопці`).fill('Обрати передплату');
    // The server checks the dates' order.
    await page.getByLabel(`Слайд ${n}: показувати з`).fill('2026-05-02T10:00');
    await page.getByLabel(`Слайд ${n}: показувати до`).fill('2026-05-01T10:00');
    await page.getByRole('button', { name: 'Зберегти слайди' }).click();
    await page.getByText('Дата завершення має бути пізнішою за дату початку').waitFor();
    await page.getByLabel(`Слайд ${n}: показувати з`).fill('');
    await page.getByLabel(`Слайд ${n}: показувати до`).fill('');

    for (let i = n; i > 1; i--) await page.getByRole('button', { name: `Вище: слайд ${i}`, exact: true }).click();
    await expect.poll(() => page.getByLabel('Слайд 1: заголовок').inputValue()).toBe(title);
    await page.getByRole('button', { name: `Видалити слайд ${n}`, exact: true }).click();
    await expect.poll(() => rows.count()).toBe(before);
    await page.getByRole('button', { name: 'Зберегти слайди' }).click();
    await page.getByText('Слайди збережено').waitFor();

    const { page: visitor } = await e2e.newPage();
    await visitor.goto('/');
    await visitor.getByRole('region', { name: 'Пропозиції' }).getByRole('heading', { name: title }).waitFor();
  });
});

function hostOf(page: Page): string {
  return new URL(page.url()).host;
}

describe('named rooms and materials', () => {
  it('a participant enters /room_velseminar: the live room with chat and materials; guests sign in first', async () => {
    const db = e2e.server.deps.db;
    await db.update(webinars).set({ roomAlias: null });
    const w = await buildWebinar(
      db,
      {
        title: `Великий семінар ${uniq('v')}`,
        starts_at: new Date(Date.now() - HOUR / 2).toISOString(),
        stream_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        room_alias: 'room_velseminar',
        materials: [{ title: 'Довідники кадровика', url: '/handbooks' }],
      },
      e2e.server.deps,
    );
    const member = await buildUser(db);
    await db.insert(campaignRegistrations).values({ campaign: `webinar-${w.id}`, email: member.user.email });

    const { page } = await e2e.newPage({ session: member.cookie });
    await page.goto('/room_velseminar');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
    expect(await page.locator('iframe[title^="Трансляція"]').getAttribute('src')).toContain('youtube-nocookie.com');
    expect(
      await page.getByTestId('materials').getByRole('link', { name: 'Довідники кадровика' }).getAttribute('href'),
    ).toBe('/handbooks');
    await page.getByText('Зараз у кімнаті: 1').waitFor();
    await page.waitForSelector('#comments[data-live="joined"]');
    await page.getByLabel('Ваш коментар').fill('Вітаю з великого семінару!');
    await page.getByRole('button', { name: 'Надіслати' }).click();
    await page.getByRole('list', { name: 'Список коментарів' }).getByText('Вітаю з великого семінару!').waitFor();

    // The webinar page lists the materials for participants only.
    await page.goto(`/free-webinars/${w.id}`);
    await page.getByRole('heading', { name: 'Матеріали для учасників' }).waitFor();
    const stranger = await buildUser(db);
    const { page: other } = await e2e.newPage({ session: stranger.cookie });
    await other.goto(`/free-webinars/${w.id}`);
    expect(await other.getByRole('heading', { name: 'Матеріали для учасників' }).count()).toBe(0);
    expect((await other.goto('/room_velseminar'))?.status()).toBe(403);

    const { page: guest } = await e2e.newPage();
    await guest.goto('/room_velseminar');
    await guest.waitForURL('**/login?next=%2Froom_velseminar');
  });

  it('a named room without a current or next webinar says so', async () => {
    const db = e2e.server.deps.db;
    await db.update(webinars).set({ roomAlias: null }).where(eq(webinars.roomAlias, 'klubna_zustrich'));
    const { page } = await e2e.newPage();
    const res = await page.goto('/klubna_zustrich');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Клубна зустріч' }).waitFor();
    await page.getByText(NAMED_ROOM_EMPTY).waitFor();
    expect(await page.getByRole('link', { name: 'Безкоштовні вебінари' }).last().getAttribute('href')).toBe(
      '/free-webinars',
    );
  });
});
