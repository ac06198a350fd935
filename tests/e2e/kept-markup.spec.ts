import type { Page } from 'playwright-core';
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E, waitForHydration } from './support/browser';

/**
 * Blocks whose markup the server keeps per their data (ADR 071) hydrate onto that markup: no hydration
 * error, and the list items the server sent are the very nodes React adopted (a mismatch makes React
 * drop the server's nodes and render anew in the browser).
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Records, before any script of the page runs, the items of the kept lists and every error reported. */
async function watch(page: Page, selector: string) {
  await page.addInitScript((sel: string) => {
    const w = window as unknown as { keptErrors: string[]; keptItems: Element[] };
    w.keptErrors = [];
    w.keptItems = [];
    window.addEventListener('error', (e) => w.keptErrors.push(String(e.message || e.error)));
    const origError = console.error;
    console.error = (...args: unknown[]) => {
      w.keptErrors.push(args.map(String).join(' '));
      origError(...args);
    };
    // The document is parsed, module scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.keptItems = [...document.querySelectorAll(sel)];
    });
  }, selector);
}

async function hydratesOntoServerMarkup(page: Page, path: string, selector: string) {
  await watch(page, selector);
  await page.goto(path);
  await waitForHydration(page);
  const state = await page.evaluate((sel: string) => {
    const w = window as unknown as { keptErrors: string[]; keptItems: Element[] };
    const now = [...document.querySelectorAll(sel)];
    return {
      errors: w.keptErrors,
      sent: w.keptItems.length,
      adopted: w.keptItems.filter((el, i) => el.isConnected && now[i] === el).length,
    };
  }, selector);
  expect(state.sent, `${path}: items of ${selector} in the server's HTML`).toBeGreaterThan(0);
  expect(state.errors, path).toEqual([]);
  expect(state.adopted, `${path}: items React kept`).toBe(state.sent);
}

describe('kept markup hydrates', () => {
  it('for a guest: home, article, the news, videos, handbooks and documents lists, a theme page', async () => {
    const { data } = await (await fetch(`${e2e.server.url}/api/news/all?limit=1`)).json();
    const pages: [string, string][] = [
      ['/', 'section[aria-labelledby="news-title"] li, section[aria-labelledby="new-videos-title"] li'],
      [data[0].url, 'section[aria-labelledby="related-title"] li, aside nav[aria-label="Розділи"] a'],
      ['/news', 'ul[aria-label="Новини"] > li'],
      ['/events/all', 'main ul > li:has([data-testid="record-card"])'],
      ['/handbooks', 'main ul.grid > li'],
      ['/documents', 'main ul.grid > li'],
      ['/themes/vidpustky', 'main section section ul > li'],
    ];
    for (const [path, selector] of pages) {
      const { page } = await e2e.newPage();
      await hydratesOntoServerMarkup(page, path, selector);
    }
  });

  it('for a subscriber: home and article', async () => {
    const { data } = await (await fetch(`${e2e.server.url}/api/news/all?limit=1`)).json();
    for (const [path, selector] of [
      ['/', 'section[aria-labelledby="new-videos-title"] li, section[aria-labelledby="sections-title"] li'],
      [data[0].url, 'section[aria-labelledby="related-title"] li'],
    ]) {
      const { page } = await e2e.newPage({ loginAs: 'professional@fahivets.ua' });
      await hydratesOntoServerMarkup(page, path, selector);
    }
  });
});

type LoaderData = Record<string, Record<string, unknown> | undefined>;

/** The loader data of a page as the browser gets it: a document's inline scripts, or a `.data` answer. */
async function loaderDataOf(path: string, asData: boolean): Promise<LoaderData> {
  const res = await fetch(`${e2e.server.url}${asData ? `${path}.data` : path}`);
  expect(res.status).toBe(200);
  let stream = res.body as ReadableStream<Uint8Array>;
  if (!asData) {
    const html = await res.text();
    const text = [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/g)]
      .map((m) => JSON.parse(m[1]) as string)
      .join('');
    const bytes = new TextEncoder().encode(text);
    stream = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
  }
  const { value, done } = await decodeViaTurboStream(stream, globalThis);
  await done;
  const decoded = value as Record<string, { data?: unknown }> & { loaderData?: LoaderData };
  if (decoded.loaderData) return decoded.loaderData;
  return Object.fromEntries(Object.entries(decoded).map(([id, v]) => [id, v.data as Record<string, unknown>]));
}

/** Marks the window, so a full page load (which loses the mark) tells itself from a client-side navigation. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { keptMark: 'same page' }));
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { keptMark?: string }).keptMark);

describe('page-only data (ADR 072)', () => {
  it('an article document carries neither its body nor its related cards in its data; a `.data` answer does', async () => {
    const { data } = await (await fetch(`${e2e.server.url}/api/news/all?limit=1`)).json();
    const path: string = data[0].url;
    const inDocument = (await loaderDataOf(path, false)).news as { post: { body: unknown }; related: unknown };
    expect(inDocument.post.body).toEqual({ inPage: expect.any(Number), length: expect.any(Number) });
    expect(inDocument.related).toEqual({ inPage: expect.any(Number), length: expect.any(Number) });
    const asData = (await loaderDataOf(path, true)).news as { post: { body: unknown }; related: unknown[] };
    expect(typeof asData.post.body).toBe('string');
    expect((asData.post.body as string).length).toBe((inDocument.post.body as { length: number }).length);
    expect(Array.isArray(asData.related)).toBe(true);
    expect(asData.related.length).toBe((inDocument.related as { length: number }).length);
    expect(asData.related.length).toBeGreaterThan(0);
  });

  it('a theme page document carries its sections without their items', async () => {
    const routes = Object.values(await loaderDataOf('/themes/vidpustky', false));
    const sections = routes.find((d) => d && 'sections' in d)?.sections as { items: unknown }[];
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) expect(s.items).toEqual({ inPage: expect.any(Number), length: expect.any(Number) });
  });

  it('the kept body and cards stay as the server wrote them; their links navigate without reloading the page', async () => {
    const { data } = await (await fetch(`${e2e.server.url}/api/news/all?limit=1`)).json();
    const { page } = await e2e.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(data[0].url);
    const serverBody = await page.locator('[data-testid="news-body"]').innerHTML();
    await waitForHydration(page);
    expect(serverBody.length).toBeGreaterThan(100);
    expect(await page.locator('[data-testid="news-body"]').innerHTML()).toBe(serverBody);
    await markWindow(page);
    const related = page.locator('section[aria-labelledby="related-title"] li a').first();
    const href = await related.getAttribute('href');
    expect(href).toMatch(/^\/news\/\d+-/);
    await related.click();
    await page.waitForURL((u) => u.pathname === href);
    // The next article came by a data request: its body and cards are rendered by the browser.
    await expect.poll(() => page.locator('h1#page-title').textContent()).not.toBe(data[0].title);
    expect(await windowMark(page)).toBe('same page');
    expect((await page.locator('[data-testid="news-body"]').innerHTML()).length).toBeGreaterThan(100);
    expect(await page.locator('section[aria-labelledby="related-title"] li').count()).toBeGreaterThan(0);
    // Back to the first article: rendered from its data this time, the same body as the server's.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === data[0].url);
    await expect.poll(() => page.locator('h1#page-title').textContent()).toBe(data[0].title);
    expect(await page.locator('[data-testid="news-body"]').textContent()).toBe(
      await page.evaluate(
        (html) => Object.assign(document.createElement('div'), { innerHTML: html }).textContent,
        serverBody,
      ),
    );
    expect(await windowMark(page)).toBe('same page');
    expect(errors).toEqual([]);
  });

  it('a link of a kept home block navigates without reloading; a modified click is left to the browser', async () => {
    const { page } = await e2e.newPage({ loginAs: 'professional@fahivets.ua' });
    await page.goto('/');
    await waitForHydration(page);
    const home = await loaderDataOf('/', false);
    expect(home.index?.news).toEqual({ inPage: expect.any(Number), length: expect.any(Number) });
    await markWindow(page);
    const link = page.locator('section[aria-labelledby="news-title"] li a').first();
    const href = (await link.getAttribute('href')) as string;
    // Ctrl+click opens a new tab and leaves this page where it is.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/');
    await link.click();
    await page.waitForURL((u) => u.pathname === href);
    await page.locator('[data-testid="news-body"]').waitFor();
    expect(await windowMark(page)).toBe('same page');
  });
});

describe('the side menu, a kept block (ADR 073)', () => {
  it('marks the section of the address, follows client-side navigation and expands its topics', async () => {
    const { data } = await (await fetch(`${e2e.server.url}/api/news/all?limit=1`)).json();
    const { page } = await e2e.newPage({ loginAs: 'professional@fahivets.ua' });
    await hydratesOntoServerMarkup(page, data[0].url, 'aside nav[aria-label="Розділи"] a');
    const menu = page.locator('aside nav[aria-label="Розділи"]');
    const current = () => menu.locator('a[aria-current="page"]').allTextContents();
    expect(await current()).toEqual(['Новини']);
    await markWindow(page);
    await menu.locator('a[href="/documents"]').click();
    await page.waitForURL((u) => u.pathname === '/documents');
    await expect.poll(current).toEqual([expect.stringMatching(/^Документи/)]);
    expect(await windowMark(page)).toBe('same page');
    const topics = menu.getByTestId('topics-menu').getByRole('link');
    const shown = await topics.count();
    expect(shown).toBeGreaterThan(0);
    await menu.getByRole('button', { name: /^Усі теми/ }).click();
    await expect.poll(() => topics.count()).toBeGreaterThan(shown);
  });
});
