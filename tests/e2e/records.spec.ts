import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, grantSubscription, uniq } from '../support/factories';
import { buildRecord } from '../support/records-factory';
import { type E2E, startE2E, waitForHydration } from './support/browser';

let e2e: E2E;
let subscriber: string;
let topic: string;
let webinar: Awaited<ReturnType<typeof buildRecord>>;
let course: Awaited<ReturnType<typeof buildRecord>>;
const YOUTUBE_ID = 'RecE2eVid01';

beforeAll(async () => {
  e2e = await startE2E();
  const db = e2e.server.deps.db;
  const built = await buildUser(db);
  subscriber = built.cookie;
  await grantSubscription(db, { userId: built.user.id, packageCode: 'standard' });
  topic = uniq('tema').toLowerCase();
  webinar = await buildRecord(db, {
    title: 'Вебінар для перевірки плеєра',
    packages: ['standard'],
    topics: [topic],
    videos: [
      { title: 'Частина 1. Огляд змін', embedId: YOUTUBE_ID, duration: '00:40:00' },
      { title: 'Частина 2. Практика', embedId: '905000111', duration: '00:35:00' },
    ],
  });
  course = await buildRecord(db, {
    title: 'Мінікурс для перевірки модулів',
    kind: 'minicourse',
    oneModule: true,
    packages: ['standard'],
    topics: [topic],
    modules: [
      { title: 'Модуль 1. Основи', videos: [{ title: 'Вступ' }, { title: 'Документи' }] },
      { title: 'Модуль 2. Розрахунок', videos: [{ title: 'Формула' }, { title: 'Приклади' }] },
    ],
  });
});
afterAll(async () => {
  await e2e?.close();
});

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('video records in the browser', () => {
  it('browses with filters from the query and opens a record', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`/events/all?type=all&themeItems=${topic}`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Відео');
    await expect.poll(() => page.getByTestId('record-card').count()).toBe(2);
    // The side menu's «Відео» counter is the real number of published videos, not the spec's default.
    const served = await (await fetch(`${e2e.server.url}/api/records/events/counters?keys[]=videos`)).json();
    const shown = await page.locator('[data-counter="videos"]').first().textContent();
    expect(shown?.replace(/\s/g, '')).toBe(String(served.data.videos));
    await page.goto(`/events/all?type=all&themeItems=${topic}&typeItems=minicourse`);
    await expect.poll(() => page.getByTestId('record-card').count()).toBe(1);
    await page.getByRole('link', { name: 'Мінікурс для перевірки модулів' }).click();
    await page.waitForURL(`**/events/${course.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Мінікурс для перевірки модулів');
    expect(await page.getByTestId('record-module').count()).toBe(2);
  });

  it('a guest sees the poster; playing asks to sign in and no player loads', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`/events/${webinar.id}`);
    await waitForHydration(page);
    expect(await page.content()).not.toContain(YOUTUBE_ID);
    await page.getByTestId('video-poster').click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('poster → player; the watch position is saved and resumes after reload; home continues it', async () => {
    const { page } = await e2e.newPage({ session: subscriber });
    await page.goto(`/events/${webinar.id}/${webinar.videoIds[0]}`);
    await waitForHydration(page);
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByTestId('video-poster').click();
    const frame = page.locator('iframe[data-provider="youtube"]');
    expect(await frame.getAttribute('src')).toContain(`/embed/${YOUTUBE_ID}`);
    const saved = page.waitForResponse((r) => r.url().endsWith(`/video/${webinar.videoIds[0]}/timecode`));
    await page.evaluate(() => {
      const data = JSON.stringify({ event: 'infoDelivery', info: { currentTime: 95.4 } });
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://www.youtube-nocookie.com', data }));
    });
    expect((await saved).status()).toBe(200);
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByTestId('video-poster').textContent()).toContain('00:01:35');
    await page.getByTestId('video-poster').click();
    expect(await page.locator('iframe').getAttribute('src')).toContain('start=95');
    await page.goto('/');
    await page.getByTestId('continue-watching').first().waitFor();
    expect(await page.getByTestId('continue-watching').first().textContent()).toContain('Частина 1. Огляд змін');
    expect(await page.getByRole('heading', { name: 'Нові відео' }).count()).toBe(1);
  });

  it('a mini-course video outside the first module shows only its module', async () => {
    const { page } = await e2e.newPage({ session: subscriber });
    await page.goto(`/events/${course.id}/${course.videoIds[2]}`);
    await waitForHydration(page);
    const modules = page.getByTestId('record-module');
    expect(await modules.count()).toBe(1);
    expect(await modules.getByRole('heading').textContent()).toBe('Модуль 2. Розрахунок');
    const crumbs = page.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    expect(await crumbs.textContent()).toContain('Формула');
    const parent = crumbs.getByRole('link', { name: 'Мінікурс для перевірки модулів' });
    expect(await parent.getAttribute('href')).toBe(`/events/${course.id}/${course.videoIds[0]}`);
    await page.getByRole('link', { name: 'Усі модулі курсу' }).click();
    await expect.poll(() => page.getByTestId('record-module').count()).toBe(2);
  });

  it('at 360 px nothing scrolls sideways', async () => {
    const { page } = await e2e.newPage({ mobile: true });
    for (const path of ['/events/all', `/events/${course.id}/${course.videoIds[2]}`]) {
      await page.goto(path);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    }
  });

  it('the list, record and home pages are axe clean', { timeout: 180_000 }, async () => {
    const { page } = await e2e.newPage();
    for (const path of ['/events/all', `/events/${webinar.id}`, '/']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
  });

  it('shares and rates on the record page; the rating stays after reload', async () => {
    const { page } = await e2e.newPage({ session: subscriber });
    await page.goto(`/events/${webinar.id}`);
    await waitForHydration(page);
    const before = Number(await page.getByTestId('share-count').textContent());
    const shared = page.waitForResponse((r) => r.url().endsWith(`/api/records/record/${webinar.id}/share`));
    await page.getByRole('button', { name: /^Поділитися \d/ }).click();
    expect((await shared).status()).toBe(200);
    await expect.poll(() => page.getByTestId('share-count').textContent()).toBe(String(before + 1));
    await page.getByRole('button', { name: 'Оцінка 4 з 5' }).click();
    await expect.poll(() => page.getByTestId('rating-summary').textContent()).toBe('4.0 · оцінок: 1');
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('button', { name: 'Оцінка 4 з 5' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a video page counts its visit as the video page; a video without a recording says when it comes', async () => {
    const pending = await buildRecord(e2e.server.deps.db, {
      title: 'Запис, який ще монтують',
      isFree: true,
      videos: [{ title: 'Повний запис', embedId: null }],
    });
    const { page } = await e2e.newPage({ session: subscriber });
    const visited = page.waitForResponse((r) => r.url().includes(`/api/records/events/visit/${pending.id}/`));
    await page.goto(`/events/${pending.id}/${pending.videoIds[0]}`);
    const visit = await visited;
    expect(visit.url()).toContain('route_type=record-child');
    expect((await visit.json()).video_views).toBe(1);
    expect(await page.getByTestId('video-soon').textContent()).toContain('Відео буде доступне найближчим часом');
    expect(await page.getByTestId('video-poster').count()).toBe(0);
  });

  it('records staff: others are refused; an editor creates, adds a video and publishes', async () => {
    const db = e2e.server.deps.db;
    const editor = await buildUser(db, { options: { records_editor: true } });
    const { page: refused } = await e2e.newPage({ session: subscriber });
    const denied = await refused.goto('/events/editor');
    expect(denied?.status()).toBe(403);
    const { page } = await e2e.newPage({ session: editor.cookie });
    await page.goto('/events/editor');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Новий запис');
    await page.getByRole('button', { name: 'Створити запис' }).click();
    expect(await page.getByText('Вкажіть назву').count()).toBeGreaterThan(0);
    const title = `Вебінар редакції ${uniq()}`;
    await page.getByLabel('Назва', { exact: true }).fill(title);
    await page.getByLabel('Опис').fill('Про зміни у звітності 2026 року.');
    await page.getByLabel('Тип запису').selectOption('consultation');
    await page.getByRole('button', { name: 'Створити запис' }).click();
    await page.waitForURL(/\/events\/editor\?id=\d+/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Редагування запису');
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByLabel('Назва відео').fill('Повний запис консультації');
    await page.getByLabel('Тривалість (гг:хх:сс)').fill('1:5');
    await page.getByRole('button', { name: 'Додати відео' }).click();
    expect(await page.getByText('Тривалість має формат гг:хх:сс').count()).toBeGreaterThan(0);
    await page.getByLabel('Тривалість (гг:хх:сс)').fill('01:05:00');
    await page.getByRole('button', { name: 'Додати відео' }).click();
    await expect.poll(() => page.getByTestId('staff-videos').textContent()).toContain('відео ще не додано');
    const item = page.getByTestId('staff-item').filter({ hasText: title });
    expect(await item.getAttribute('data-status')).toBe('draft');
    await item.getByRole('button', { name: `Опублікувати: ${title}` }).click();
    await expect.poll(() => item.getAttribute('data-status')).toBe('published');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.goto(`/events/${id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.getByTestId('video-soon').count()).toBe(1);
  });
});

describe("the record page's comments block", () => {
  it('follows the record: a paid record shows it to those it opens for, a free one to everybody', async () => {
    const db = e2e.server.deps.db;
    const plain = (await buildUser(db)).cookie;
    const blocks = [{ type: 'comments', name: 'thread' }];
    const paid = await buildRecord(db, {
      title: 'Платний вебінар з обговоренням',
      packages: ['standard'],
      videos: [{ embedId: '905000112' }],
      blocks,
    });
    const open = await buildRecord(db, {
      title: 'Відкрита відеоконсультація з обговоренням',
      isFree: true,
      videos: [{ embedId: '905000113' }],
      blocks,
    });
    const shows = async (id: number, cookie?: string) => {
      const r = await e2e.server.request(`/events/${id}`, { cookie });
      expect(r.status).toBe(200);
      return (await r.text()).includes('id="comments-title"');
    };
    expect(await shows(paid.id)).toBe(false);
    expect(await shows(paid.id, plain)).toBe(false);
    expect(await shows(paid.id, subscriber)).toBe(true);
    expect(await shows(open.id)).toBe(true);
    expect(await shows(open.id, plain)).toBe(true);
  });
});
