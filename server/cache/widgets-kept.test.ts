import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNewsPost, buildUser } from '../../tests/support/factories';
import { requestWithHost } from '../../tests/support/host-request';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { documents, newsPosts } from '../db/schema';
import { newsServices } from '../news/news-services';
import { storeNewsPost } from '../news/store-post';
import { forgetKept } from './kept-lists';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});
// The clock stands still unless the test moves it: a slow machine never lets a kept answer expire mid-test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The test server serves the accounting theme on this host (THEME_HOSTS), HR on any other. */
const ACCOUNTING_HOST = 'buh.localhost';

type Widget = { data: { latest: { id: number; title: string }[]; popular: { id: number }[] } };
const widget = async (cookie?: string, host = '127.0.0.1'): Promise<Widget> =>
  (await requestWithHost(t.url, '/api/news/widget', { host, cookie })).json();
const latestTitle = (w: Widget, id: number) => w.data.latest.find((p) => p.id === id)?.title;

describe("a guest's widgets are kept a second (ADR 019)", () => {
  it('one answer per theme for guests, never for a reader; a save through the app is seen at once', async () => {
    const db = t.database.db;
    const reader = await buildUser(db);
    const editor = await buildUser(db, { role: 'news_editor' });
    const first = await buildNewsPost(db, { isFixed: true, order: 0, publishedAt: new Date(Date.now() - 1_000) });
    const hrOnly = await buildNewsPost(db, { isFixed: true, order: 0, themes: ['hr'] });
    const hr = await widget();
    expect(latestTitle(hr, first.id)).toBe(first.title);
    expect(hr.data.latest.map((p) => p.id)).toContain(hrOnly.id);
    // The accounting site's guests have an answer of their own (THEME_HOSTS of the test server).
    const accounting = await widget(undefined, ACCOUNTING_HOST);
    expect(accounting.data.latest.map((p) => p.id)).not.toContain(hrOnly.id);
    expect(latestTitle(accounting, first.id)).toBe(first.title);

    // A change that bypasses the app's saves (another process without Redis): guests get the kept answer
    // for the rest of the second; a reader's widget is read for them.
    await db.update(newsPosts).set({ title: 'Змінено поза збереженням' }).where(eq(newsPosts.id, first.id));
    expect(latestTitle(await widget(), first.id)).toBe(first.title);
    expect(latestTitle(await widget(reader.cookie), first.id)).toBe('Змінено поза збереженням');
    expect(latestTitle(await widget(undefined, ACCOUNTING_HOST), first.id)).toBe(first.title);
    vi.setSystemTime(Date.now() + 1_001);
    expect(latestTitle(await widget(), first.id)).toBe('Змінено поза збереженням');
    expect(latestTitle(await widget(undefined, ACCOUNTING_HOST), first.id)).toBe('Змінено поза збереженням');

    // A save through the app forgets the kept answer: the next guest sees it at once.
    const stored = await db.select().from(newsPosts).where(eq(newsPosts.id, first.id));
    await storeNewsPost({
      db,
      user: editor.user,
      input: {
        id: first.id,
        title: 'Збережено редактором',
        slug: stored[0].slug,
        content: stored[0].content ?? '<p>Текст</p>',
        status: 'published',
        published_at: stored[0].publishedAt?.toISOString() ?? null,
        is_fixed: true,
        order: 0,
        themes: stored[0].themes,
      },
    });
    expect(latestTitle(await widget(), first.id)).toBe('Збережено редактором');
  });

  it('the documents widgets likewise: kept for guests, read for a reader, forgotten with the kept values', async () => {
    const db = t.database.db;
    const reader = await buildUser(db);
    type Docs = { data: { latest: { id: number; title: string }[] } };
    const docs = async (cookie?: string): Promise<Docs> =>
      (await requestWithHost(t.url, '/api/documents/widgets', { host: '127.0.0.1', cookie })).json();
    const before = await docs();
    const [{ id, title }] = before.data.latest;
    const titleOf = (w: Docs) => w.data.latest.find((d) => d.id === id)?.title;
    await db.update(documents).set({ title: 'Змінено поза збереженням' }).where(eq(documents.id, id));
    expect(titleOf(await docs())).toBe(title);
    expect(titleOf(await docs(reader.cookie))).toBe('Змінено поза збереженням');
    vi.setSystemTime(Date.now() + 1_001);
    expect(titleOf(await docs())).toBe('Змінено поза збереженням');
    // What a save of a document calls (store-document.ts): the next guest reads the widgets again.
    await db.update(documents).set({ title }).where(eq(documents.id, id));
    forgetKept(db);
    expect(titleOf(await docs())).toBe(title);
  });

  it('the news filters’ counts likewise: one answer per theme, seen after the second or at once after a save', async () => {
    const db = t.database.db;
    const alias = `kept-facet-${Date.now()}`;
    const post = await buildNewsPost(db, { topics: [alias], themes: ['hr'] });
    type Filters = { filters: { queryName: string; items: { id: string; count: number }[] }[] };
    const count = async (host = '127.0.0.1') => {
      const r = await requestWithHost(t.url, '/api/news/all?filters=topicItems', { host });
      const { filters } = (await r.json()) as Filters;
      return filters.find((f) => f.queryName === 'topicItems')?.items.find((i) => i.id === alias)?.count ?? 0;
    };
    // The news page's filters panel reads the same counts (the page's loader calls this service).
    const panel = async () => (await newsServices({ db }).filters('hr')).topics.find((i) => i.id === alias)?.count ?? 0;
    expect(await count()).toBe(1);
    expect(await count(ACCOUNTING_HOST)).toBe(0);
    expect(await panel()).toBe(1);

    // Taken back to drafts without the app's save: the kept counts stand for the rest of the second.
    await db.update(newsPosts).set({ status: 'draft' }).where(eq(newsPosts.id, post.id));
    expect(await count()).toBe(1);
    expect(await panel()).toBe(1);
    vi.setSystemTime(Date.now() + 1_001);
    expect(await count()).toBe(0);
    expect(await panel()).toBe(0);

    // What a save calls (store-post.ts): the next request counts again.
    await db.update(newsPosts).set({ status: 'published' }).where(eq(newsPosts.id, post.id));
    forgetKept(db);
    expect(await count()).toBe(1);
  });
});
