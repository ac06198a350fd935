import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../support/test-server';
import { sessionCookieFor } from '../../support/login';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A fresh browser context (own cookies); mobile = 360 px wide. */
  /** `loginAs` an e-mail, or `session` a Cookie header value from a factory's buildUser. */
  newPage(opts?: {
    mobile?: boolean;
    loginAs?: string;
    session?: string;
  }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

/** Production build + real server on port 0 + Debian's Chromium (headless). */
export async function startE2E(opts: { env?: Record<string, string>; demo?: boolean } = {}): Promise<E2E> {
  const server = await startTestServer({ ssr: 'production', env: opts.env, demo: opts.demo });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async newPage(o = {}) {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'uk-UA',
        viewport: o.mobile ? { width: 360, height: 740 } : { width: 1280, height: 900 },
        isMobile: o.mobile,
        hasTouch: o.mobile,
      });
      contexts.push(context);
      if (o.loginAs || o.session) {
        const cookie = o.session ?? (await sessionCookieFor(server.deps.db, o.loginAs as string));
        const [name, value] = cookie.split('=');
        await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
      }
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { page, context };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
      await server.stop();
    },
  };
}

/** Waits until React has hydrated the document (root sets data-hydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]');
}
