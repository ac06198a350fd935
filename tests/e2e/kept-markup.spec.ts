import type { Page } from 'playwright-core';
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
      [data[0].url, 'section[aria-labelledby="related-title"] li'],
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
