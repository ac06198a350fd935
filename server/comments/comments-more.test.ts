import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commentRules } from '../../common/comments';
import { buildComments } from '../../tests/support/comments-factory';
import { buildDocument, buildDocumentRubric } from '../../tests/support/documents';
import {
  type BuiltUser,
  buildHandbook,
  buildNewsPost,
  buildUser,
  grantSubscription,
} from '../../tests/support/factories';
import { buildRecord } from '../../tests/support/records-factory';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { comments, documents, handbooks, newsPosts, records, threads } from '../db/schema';
import { commentsServices } from './comments-services';
import { saveWebinar } from '../webinars/save-webinar';
import { webinarInput } from '../webinars/webinars.schema';
import { threadOf } from './ensure-thread';

let t: TestServer;
let reader: BuiltUser;
let subscriber: BuiltUser;
let moderator: BuiltUser;
let services: ReturnType<typeof commentsServices>;

beforeAll(async () => {
  t = await startTestServer();
  const db = t.deps.db;
  [reader, subscriber, moderator] = await Promise.all([
    buildUser(db, { name: 'Світлана Читачка' }),
    buildUser(db, { name: 'Марко Передплатник' }),
    buildUser(db, { role: 'moderator', name: 'Модератор' }),
  ]);
  await grantSubscription(db, { userId: subscriber.user.id, packageCode: 'premium-pro' });
  services = commentsServices(t.deps);
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

type Page = { data: { id: number; text: string }[]; meta: Record<string, number> };
async function get(path: string, cookie?: string) {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as Page };
}
async function post(path: string, json: unknown, cookie?: string) {
  const res = await t.request(path, { method: 'POST', json, cookie });
  return { status: res.status, body: (await res.json()) as { data: { id: number } } };
}

describe('the comments block’s data', () => {
  it('names the viewer, the thread’s commenters and the pages for «load more»', async () => {
    const news = await buildNewsPost(t.deps.db);
    const thread = (await threadOf(t.deps.db, 'news', news.id))?.id as number;
    await buildComments(t.deps.db, t.deps.registry, { thread, count: 45, name: (i) => `Читач ${i % 5}` });
    const block = await services.block({ kind: 'news', itemId: news.id, user: reader.user });
    expect(block).toMatchObject({
      viewerId: reader.user.id,
      isStaff: false,
      names: ['Читач 4', 'Читач 3', 'Читач 2'],
      others: 2,
      meta: { current_page: 1, last_page: 3, total: 45, total_comments: 45 },
    });
    expect(block?.data).toHaveLength(20);
    const guest = await services.block({ kind: 'news', itemId: news.id, user: null });
    expect(guest?.viewerId).toBeNull();
    // «Load more»: the next pages follow without repeats; the last is short.
    const second = await get(`/api/comments/${thread}/comments?page=2`);
    const third = await get(`/api/comments/${thread}/comments?page=3`);
    const ids = [...(block?.data ?? []), ...second.body.data, ...third.body.data].map((c) => c.id);
    expect(third.body.data).toHaveLength(5);
    expect(new Set(ids).size).toBe(45);
    expect(third.body.meta).toMatchObject({ current_page: 3, last_page: 3, total: 45 });
    // Past the last page: no rows, and still the thread's count.
    const fourth = await get(`/api/comments/${thread}/comments?page=4`);
    expect(fourth.body.data).toEqual([]);
    expect(fourth.body.meta).toMatchObject({ current_page: 4, last_page: 3, total: 45 });
    const empty = await buildNewsPost(t.deps.db);
    const none = await services.block({ kind: 'news', itemId: empty.id, user: null });
    expect(none?.meta).toMatchObject({ current_page: 1, last_page: 1, total: 0 });
  });

  it('takes the item the page has read for its own thread only; a paywalled one still needs access', async () => {
    const paid = await buildNewsPost(t.deps.db, { paywalled: true });
    const free = await buildNewsPost(t.deps.db);
    // The page's reading of the paywalled post opens the block to a guest no more than a reread does.
    const item = { kind: 'news' as const, id: paid.id, isFree: false };
    expect(await services.block({ kind: 'news', itemId: paid.id, user: null, item })).toBeNull();
    expect(await services.block({ kind: 'news', itemId: paid.id, user: null })).toBeNull();
    // An item of another post is not taken for this one: the free post's block is read by its own rules.
    const block = await services.block({ kind: 'news', itemId: free.id, user: null, item });
    expect(block?.thread).toBeTruthy();
  });

  it('the block keeps its thread row a second; a comment posted forgets it at once', async () => {
    const news = await buildNewsPost(t.deps.db);
    const author = await buildUser(t.deps.db, { name: 'Олена' });
    const before = await services.block({ kind: 'news', itemId: news.id, user: null });
    expect(before?.names).toEqual([]);
    const res = await t.request(`/api/comments/${before?.thread.id}/comments`, {
      method: 'POST',
      json: { text: 'Дякую за розбір' },
      cookie: author.cookie,
    });
    expect(res.status).toBe(201);
    expect((await services.block({ kind: 'news', itemId: news.id, user: null }))?.names).toEqual(['Олена']);
    // Changed behind the code's back: the kept row answers within its second, the table after it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await t.deps.db
        .update(threads)
        .set({ title: 'Змінено' })
        .where(eq(threads.id, before?.thread.id as number));
      expect((await services.block({ kind: 'news', itemId: news.id, user: null }))?.thread.title).not.toBe('Змінено');
      vi.advanceTimersByTime(1_001);
      expect((await services.block({ kind: 'news', itemId: news.id, user: null }))?.thread.title).toBe('Змінено');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the block keeps its first page a second for readers; each comment write forgets it; staff and e-mails stay per viewer', async () => {
    const news = await buildNewsPost(t.deps.db);
    const author = await buildUser(t.deps.db, { name: 'Ірина' });
    const block = (user: BuiltUser['user'] | null) => services.block({ kind: 'news', itemId: news.id, user });
    const shown = async (user: BuiltUser['user'] | null) =>
      (await block(user))?.data.map((c) => ({ text: c.text, hit: c.is_hit, email: c.email }));
    const threadId = (await block(null))?.thread.id as number;
    expect(await shown(null)).toEqual([]);
    const base = `/api/comments/${threadId}/comments`;
    const posted = await post(base, { text: 'Чи рахується відпустка?' }, author.cookie);
    expect(posted.status).toBe(201);
    const id = posted.body.data.id;
    // Posted, edited, marked and blocked: each is seen by the next reader at once.
    expect((await shown(reader.user))?.map((c) => c.text)).toEqual([
      expect.stringContaining('Чи рахується відпустка?'),
    ]);
    expect(
      (await post(`${base}/${id}/update`, { text: 'Чи рахується щорічна відпустка?' }, author.cookie)).status,
    ).toBe(200);
    expect((await shown(null))?.[0].text).toContain('Чи рахується щорічна відпустка?');
    expect((await post(`${base}/${id}/hit`, {}, moderator.cookie)).status).toBe(200);
    expect((await shown(null))?.[0].hit).toBe(true);
    // The kept rows are shared, what each viewer may see of them is not: the author sees their e-mail.
    expect((await shown(author.user))?.[0].email).toBe(author.user.email);
    expect((await shown(reader.user))?.[0].email).toBe('');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Changed behind the code's back: readers get the kept page within its second, staff the table.
      await t.deps.db.update(comments).set({ text: '<p>Змінено в базі</p>' }).where(eq(comments.id, id));
      expect((await shown(reader.user))?.[0].text).toContain('щорічна');
      expect((await shown(moderator.user))?.[0].text).toContain('Змінено в базі');
      vi.advanceTimersByTime(1_001);
      expect((await shown(null))?.[0].text).toContain('Змінено в базі');
    } finally {
      vi.useRealTimers();
    }
    expect((await post(`${base}/${id}/block`, {}, moderator.cookie)).status).toBe(200);
    expect(await shown(null)).toEqual([]);
    expect(await shown(moderator.user)).toHaveLength(1);
  });

  it('reads of the comments API keep the thread row and its item a second; a posted comment and writes do not wait', async () => {
    const db = t.deps.db;
    const news = await buildNewsPost(db);
    const thread = (await threadOf(db, 'news', news.id))?.id as number;
    const list = async () => {
      const res = await t.request(`/api/comments/${thread}/comments`);
      return { status: res.status, title: ((await res.json()) as { thread?: { title: string } }).thread?.title };
    };
    expect((await list()).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Changed behind the code's back: the kept row answers within its second…
      await db.update(threads).set({ title: 'Змінено' }).where(eq(threads.id, thread));
      expect((await list()).title).not.toBe('Змінено');
      // …and a comment posted through the API forgets it at once.
      const posted = await t.request(`/api/comments/${thread}/comments`, {
        method: 'POST',
        json: { text: 'Дякую, корисно' },
        cookie: reader.cookie,
      });
      expect(posted.status).toBe(201);
      expect((await list()).title).toBe('Змінено');
      // The post hidden behind the code's back: a read may answer from the kept second, a write reads afresh.
      await db.update(newsPosts).set({ status: 'draft' }).where(eq(newsPosts.id, news.id));
      expect((await list()).status).toBe(200);
      const refused = await t.request(`/api/comments/${thread}/comments`, {
        method: 'POST',
        json: { text: 'Ще одне питання' },
        cookie: reader.cookie,
      });
      expect(refused.status).toBe(400);
      vi.advanceTimersByTime(1_001);
      expect((await list()).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a large thread comes whole up to the limit; above it the request is refused', async () => {
    const news = await buildNewsPost(t.deps.db);
    const thread = (await threadOf(t.deps.db, 'news', news.id))?.id as number;
    await buildComments(t.deps.db, t.deps.registry, { thread, count: 1200 });
    const all = await get(`/api/comments/v2/${thread}/comments?limit=${commentRules.limitMax}`);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(1200);
    expect(all.body.data[0].text).toBe('Коментар номер 1200');
    expect(all.body.meta).toMatchObject({ last_page: 1, total: 1200 });
    const search = await get(`/api/comments/v2/${thread}/search?q=${encodeURIComponent('номер 1')}&limit=1000`);
    expect(search.body.meta.total).toBe(1 + 10 + 100 + 201);
    const tooMany = await get(`/api/comments/${thread}/comments?limit=${commentRules.limitMax + 1}`);
    expect(tooMany.status).toBe(422);
  });
});

describe('threads of other kinds (records, handbooks, documents)', () => {
  it('a page view makes a missing thread once, and later views only read it', async () => {
    const handbook = await buildHandbook(t.deps.db, { title: 'Довідник без гілки' });
    await t.deps.db.delete(threads).where(and(eq(threads.kind, 'handbook'), eq(threads.itemId, handbook.id)));
    const first = await services.block({
      kind: 'handbook',
      itemId: handbook.id,
      user: null,
      ensure: { title: 'Довідник без гілки', readonly: 1 },
    });
    const made = await threadOf(t.deps.db, 'handbook', handbook.id);
    expect(made).toMatchObject({ title: 'Довідник без гілки', readonly: 1 });
    expect(first?.thread.id).toBe(made?.id);
    // Settings given on a later view do not change the thread that is there.
    const again = await services.block({
      kind: 'handbook',
      itemId: handbook.id,
      user: null,
      ensure: { title: 'Інша' },
    });
    expect(again?.thread.id).toBe(made?.id);
    const rows = await t.deps.db
      .select()
      .from(threads)
      .where(and(eq(threads.kind, 'handbook'), eq(threads.itemId, handbook.id)));
    expect(rows.map((r) => [r.title, r.readonly])).toEqual([['Довідник без гілки', 1]]);
  });

  it('a handbook gets its thread when it is made, once; comments move its counters', async () => {
    const handbook = await buildHandbook(t.deps.db, { title: 'Довідник кадровика' });
    const made = await threadOf(t.deps.db, 'handbook', handbook.id);
    expect(made?.title).toBe('Довідник кадровика');
    const first = await services.block({
      kind: 'handbook',
      itemId: handbook.id,
      user: reader.user,
      ensure: { title: 'Довідник кадровика' },
    });
    const again = await services.block({ kind: 'handbook', itemId: handbook.id, user: null, ensure: {} });
    expect(first?.thread.id).toBe(made?.id);
    expect(again?.thread.id).toBe(made?.id);
    const rows = await t.deps.db
      .select()
      .from(threads)
      .where(and(eq(threads.kind, 'handbook'), eq(threads.itemId, handbook.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe('Довідник кадровика');
    const thread = rows[0].id;
    const posted = await post(`/api/comments/${thread}/comments`, { text: 'Дякую за довідник' }, reader.cookie);
    expect(posted.status).toBe(201);
    const [row] = await t.deps.db.select().from(handbooks).where(eq(handbooks.id, handbook.id));
    expect(row.commentsCount).toBe(1);
    const block = await services.block({ kind: 'handbook', itemId: handbook.id, user: null, ensure: {} });
    expect(block?.names).toEqual(['Світлана Читачка']);
    // An unknown kind makes no thread.
    expect(await services.block({ kind: 'nothing', itemId: handbook.id, user: null, ensure: {} })).toBeNull();
    expect(await threadOf(t.deps.db, 'nothing', handbook.id)).toBeNull();
  });

  it('a document and a webinar get their threads when they are made (the webinar’s is its room chat)', async () => {
    const rubric = (await buildDocumentRubric(t.deps.db, moderator.user)).alias;
    const doc = await buildDocument(t.deps.db, moderator.user, { rubric, title: 'Наказ про відпустку' });
    expect((await threadOf(t.deps.db, 'document', doc))?.title).toBe('Наказ про відпустку');
    const { webinar } = await saveWebinar({
      db: t.deps.db,
      id: null,
      input: webinarInput.parse({
        title: 'Лікарняні у 2026 році',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        is_published: true,
      }),
    });
    const chat = await threadOf(t.deps.db, 'webinar', webinar.id);
    expect(chat?.title).toBe('Лікарняні у 2026 році');
    expect(webinar.chatThreadId).toBe(chat?.id);
  });

  it('a paywalled handbook’s thread follows its access; a draft names no thread', async () => {
    const paid = await buildHandbook(t.deps.db, { access: 'premium' });
    const block = await services.block({ kind: 'handbook', itemId: paid.id, user: subscriber.user, ensure: {} });
    const thread = block?.thread.id as number;
    expect(thread).toBeGreaterThan(0);
    expect(await services.block({ kind: 'handbook', itemId: paid.id, user: reader.user, ensure: {} })).toBeNull();
    expect((await get(`/api/comments/${thread}/comments`)).status).toBe(401);
    expect((await get(`/api/comments/${thread}/comments`, reader.cookie)).status).toBe(403);
    expect((await post(`/api/comments/${thread}/comments`, { text: 'x' }, reader.cookie)).status).toBe(403);
    expect((await get(`/api/comments/${thread}/comments`, subscriber.cookie)).status).toBe(200);
    expect((await get(`/api/comments/${thread}/comments`, moderator.cookie)).status).toBe(200);
    const draft = await buildHandbook(t.deps.db, { state: 'draft' });
    expect(await services.block({ kind: 'handbook', itemId: draft.id, user: reader.user, ensure: {} })).toBeNull();
    const draftThread = (await threadOf(t.deps.db, 'handbook', draft.id))?.id;
    expect((await get(`/api/comments/${draftThread}/comments`, reader.cookie)).status).toBe(400);
  });

  it('a record’s thread takes its comments block’s settings; a paid record’s thread needs its package', async () => {
    const free = await buildRecord(t.deps.db, { isFree: true });
    const block = await services.block({
      kind: 'record',
      itemId: free.id,
      user: null,
      ensure: { title: 'Запис', readonly: 1, replies: 2 },
    });
    expect(block?.thread).toMatchObject({ readonly: 1, replies: 2 });
    const thread = block?.thread.id as number;
    const refused = await post(`/api/comments/${thread}/comments`, { text: 'Закрито' }, reader.cookie);
    expect(refused.status).toBe(403);
    await t.deps.db.update(threads).set({ readonly: 0 }).where(eq(threads.id, thread));
    expect((await post(`/api/comments/${thread}/comments`, { text: 'Корисно' }, reader.cookie)).status).toBe(201);
    const [row] = await t.deps.db.select().from(records).where(eq(records.id, free.id));
    expect(row.commentsCount).toBe(1);

    const paid = await buildRecord(t.deps.db, { isFree: false, packages: ['premium-pro'] });
    const paidThread = (await services.block({ kind: 'record', itemId: paid.id, user: moderator.user, ensure: {} }))
      ?.thread.id;
    expect((await get(`/api/comments/${paidThread}/comments`, reader.cookie)).status).toBe(403);
    expect((await get(`/api/comments/${paidThread}/comments`, subscriber.cookie)).status).toBe(200);
  });

  it('a document’s thread: free documents open to all, paid ones to their packages', async () => {
    const rubric = (await buildDocumentRubric(t.deps.db, moderator.user)).alias;
    const free = await buildDocument(t.deps.db, moderator.user, { rubric, access: 'free' });
    const block = await services.block({ kind: 'document', itemId: free, user: null, ensure: { title: 'Наказ' } });
    expect(block?.data).toEqual([]);
    const thread = block?.thread.id as number;
    expect((await post(`/api/comments/${thread}/comments`, { text: 'Гарний зразок' }, reader.cookie)).status).toBe(201);
    const [row] = await t.deps.db.select().from(documents).where(eq(documents.id, free));
    expect(row.commentsCount).toBe(1);
    const paid = await buildDocument(t.deps.db, moderator.user, { rubric, access: 'premium' });
    expect(await services.block({ kind: 'document', itemId: paid, user: reader.user, ensure: {} })).toBeNull();
    expect(await services.block({ kind: 'document', itemId: paid, user: subscriber.user, ensure: {} })).not.toBeNull();
  });
});
