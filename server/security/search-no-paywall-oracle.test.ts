import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { newsPosts, packages, subscriptions, users } from '../db/schema';

/**
 * Control: search ranks over what the visitor may read. For a visitor without access a paywalled
 * post matches on its title and lead only, so search cannot confirm words of its body.
 */
let t: TestServer;
let subscriber: string;
let guestUser: string;
const secret = `таємнеслово${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'щ')}`;
const leadWord = `лідслово${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'ю')}`;

beforeAll(async () => {
  t = await startTestServer();
  const db = t.database.db;
  await db.insert(newsPosts).values({
    slug: 'paywalled',
    title: 'Платний матеріал про відпустки',
    content: `<p>${leadWord}</p><p>${secret}</p>`,
    contentShort: `<p>${leadWord}</p>`,
    bodyText: `Платний матеріал про відпустки ${leadWord} ${secret}`,
    isFree: false,
    status: 'published',
    publishedAt: new Date(Date.now() - 60_000),
  });
  const [u] = await db.insert(users).values({ email: 'reader@search.ua', name: 'Reader' }).returning();
  const [pkg] = await db.select().from(packages).where(eq(packages.code, 'standard'));
  await db.insert(subscriptions).values({
    userId: u.id,
    packageId: pkg.id,
    beginAt: new Date(Date.now() - 86_400_000),
    endAt: new Date(Date.now() + 30 * 86_400_000),
  });
  subscriber = await sessionCookieFor(db, 'reader@search.ua');
  guestUser = await sessionCookieFor(db, 'user@fahivets.ua');
});
afterAll(async () => {
  await t?.stop();
});

const titles = async (q: string, cookie?: string) => {
  const r = await t.request(`/api/news/search?q=${encodeURIComponent(q)}`, { cookie });
  expect(r.status).toBe(200);
  const body = await r.json();
  return { titles: (body.data as { title: string }[]).map((p) => p.title), text: JSON.stringify(body) };
};

describe('search over paywalled news', () => {
  it('a guest and a signed-in user without access cannot find a paywalled post by a word of its body', async () => {
    for (const cookie of [undefined, guestUser]) {
      const found = await titles(secret, cookie);
      expect(found.titles).not.toContain('Платний матеріал про відпустки');
      expect(found.text).not.toContain(secret);
    }
  });
  it('they still find it by its title and its lead', async () => {
    for (const cookie of [undefined, guestUser]) {
      expect((await titles(leadWord, cookie)).titles).toContain('Платний матеріал про відпустки');
      expect((await titles('Платний матеріал', cookie)).titles).toContain('Платний матеріал про відпустки');
    }
  });
  it('a subscriber finds it by a word of its body', async () => {
    expect((await titles(secret, subscriber)).titles).toContain('Платний матеріал про відпустки');
  });
});
