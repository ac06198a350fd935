import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The SSR pages' own inputs (search query, post address, list parameters) get the same hostile
 * values as the API in server/http/bad-input.test.ts: out-of-range ids, NUL, lone surrogates
 * (as invalid UTF-8), very long text. Never a 5xx.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ssr: 'production' });
});
afterAll(async () => {
  await t?.stop();
});

const hostile = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '99999999999999999999',
    '2147483648-post',
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%C0%AF',
    'x'.repeat(5000),
    '-1',
    '1e9',
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
);

describe('bad input on SSR pages', () => {
  it('/news?q=…, /news/{post} and list parameters never answer 5xx', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        hostile,
        fc.constantFrom('q', 'page', 'order', 'direction', 'categoryItems[]'),
        async (v, key) => {
          for (const path of [`/news?${key}=${v}`, `/news/${v}`, `/news/${v}-x`, `/news/category/${v}`]) {
            const r = await t.request(path);
            await r.arrayBuffer();
            if (r.status >= 500) failures.push(`${path} → ${r.status}`);
          }
        },
      ),
      { numRuns: 40, seed: 20261123 },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
