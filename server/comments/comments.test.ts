import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages } from '../../common/comments';
import { msg } from '../../common/messages';
import { type BuiltUser, buildNewsPost, buildUser, grantSubscription } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { comments, newsPosts, threads } from '../db/schema';
import { threadOf } from './ensure-thread';

let t: TestServer;
let author: BuiltUser;
let other: BuiltUser;
let moderator: BuiltUser;
let consultant: BuiltUser;
let postId: number;
let thread: number;

beforeAll(async () => {
  t = await startTestServer();
  const db = t.deps.db;
  [author, other, moderator, consultant] = await Promise.all([
    buildUser(db, { name: 'Олена Коваль' }),
    buildUser(db, { name: 'Петро Шевчук' }),
    buildUser(db, { role: 'moderator', name: 'Модератор' }),
    buildUser(db, { role: 'consultant', name: 'Консультант' }),
  ]);
  postId = (await buildNewsPost(db)).id;
  thread = (await threadOf(db, 'news', postId))?.id as number;
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

type Json = Record<string, unknown> & { data: Record<string, unknown> & { id: number } };
async function post(path: string, json: unknown, cookie?: string) {
  const res = await t.request(path, { method: 'POST', json, cookie });
  return { status: res.status, body: (await res.json()) as Json };
}
const comment = (text: string, cookie = author.cookie, extra: Record<string, unknown> = {}) =>
  post(`/api/comments/${thread}/comments`, { text, ...extra }, cookie);
async function list(path = `/api/comments/${thread}/comments`, cookie?: string) {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as { data: Json['data'][]; meta: Record<string, number> } };
}

describe('comments on a news post', () => {
  it('a news post gets its thread when it is created', async () => {
    expect(thread).toBeGreaterThan(0);
  });

  it('a guest reads, an account posts; counters move in the same transaction', async () => {
    const guest = await comment('Гість пише', '');
    expect(guest.status).toBe(401);
    // The article's row is kept a second for readers; a comment forgets it, so the count below is fresh.
    const before = (await (await t.request(`/api/news/post/${postId}`)).json()) as { data: Record<string, unknown> };
    expect(before.data.comments_count).toBe(0);
    const first = await comment('Чи входить 8 березня до відпустки?');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      name: 'Олена Коваль',
      email: author.user.email,
      text: 'Чи входить 8 березня до відпустки?',
      parent_id: null,
      status: null,
      attachments: [],
      options: { notification: false },
    });
    await comment('Входить, якщо не перенесено', other.cookie);
    const page = await list();
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ current_page: 1, per_page: 20, total: 2, total_comments: 2 });
    expect(page.body.data.map((c) => c.name)).toEqual(['Петро Шевчук', 'Олена Коваль']);
    expect(page.body.data.every((c) => c.email === '')).toBe(true);
    const counters = await t.request(`/api/news/post/${postId}`);
    const card = ((await counters.json()) as { data: Record<string, unknown> }).data;
    expect(card).toMatchObject({
      comments_count: 2,
      comments_names: ['Петро Шевчук', 'Олена Коваль'],
      comments_others: 0,
    });
    const v2 = await list(`/api/comments/v2/${thread}/comments?limit=1&page=2`);
    expect(v2.body.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
  });

  it('sanitises text: XSS inert, links nofollow, copy-with-source trimmed', async () => {
    const res = await comment(
      '<script>alert(1)</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a> ' +
        '<a href="https://zakon.rada.gov.ua">закон</a>\nДжерело: https://fahivets.ua/news/1',
    );
    expect(res.status).toBe(201);
    const text = res.body.data.text as string;
    expect(text).not.toMatch(/<script|<img|onerror=|javascript:/i);
    expect(text).toContain('<a href="https://zakon.rada.gov.ua" rel="nofollow ugc noopener">закон</a>');
    expect(text).not.toContain('Джерело');
    const empty = await comment('   \nДжерело: https://fahivets.ua/news/1');
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: commentMessages.textRequired,
      errors: { text: [commentMessages.textRequired] },
    });
  });

  it('validates input: missing text, bad ids, unknown thread → 400', async () => {
    expect((await post(`/api/comments/${thread}/comments`, {}, author.cookie)).status).toBe(422);
    expect((await post(`/api/comments/${thread}/comments`, { text: 'x', parent_id: 'a' }, author.cookie)).status).toBe(
      422,
    );
    const missing = await post('/api/comments/99999999/comments', { text: 'Привіт' }, author.cookie);
    expect(missing).toEqual({ status: 400, body: { message: commentMessages.threadMissing, error: 'bad_request' } });
    expect((await list('/api/comments/abc/comments')).status).toBe(400);
    expect((await list(`/api/comments/${thread}/comments?page=0`)).status).toBe(422);
    const nul = await comment('a\u0000b');
    expect(nul.status).toBeLessThan(500);
  });

  it('own comment is editable within the window; others’ are not; staff can', async () => {
    const mine = await comment('Перша редакція');
    const id = mine.body.data.id;
    const edited = await post(
      `/api/comments/${thread}/comments/${id}/update`,
      { text: 'Друга редакція' },
      author.cookie,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.text).toBe('Друга редакція');
    const foreign = await post(`/api/comments/${thread}/comments/${id}/update`, { text: 'Чуже' }, other.cookie);
    expect(foreign).toEqual({ status: 403, body: { message: commentMessages.notOwn, error: 'forbidden' } });
    await t.deps.db
      .update(comments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(comments.id, id));
    const late = await post(`/api/comments/${thread}/comments/${id}/update`, { text: 'Пізно' }, author.cookie);
    expect(late.body).toEqual({ message: commentMessages.editWindowPassed, error: 'forbidden' });
    const byStaff = await post(
      `/api/comments/${thread}/comments/${id}/update`,
      { text: 'Виправлено' },
      moderator.cookie,
    );
    expect(byStaff.status).toBe(200);
    expect((await post(`/api/comments/${thread}/comments/${id}/update`, { text: 'x' })).status).toBe(401);
  });

  it('staff actions need the moderator option or the consultant role', async () => {
    const c = await comment('Питання для модерації');
    const id = c.body.data.id;
    for (const action of ['block', 'hit']) {
      expect((await post(`/api/comments/${thread}/comments/${id}/${action}`, {}, other.cookie)).status).toBe(403);
      expect((await post(`/api/comments/${thread}/comments/${id}/${action}`, {})).status).toBe(401);
    }
    const hit = await post(`/api/comments/${thread}/comments/${id}/hit`, {}, consultant.cookie);
    expect(hit.body.data.is_hit).toBe(true);
    const progress = await post(
      `/api/comments/${thread}/comments/${id}/status`,
      { status: 'inprogress' },
      moderator.cookie,
    );
    expect(progress.body.data.status).toBe('inprogress');
    const bad = await post(`/api/comments/${thread}/comments/${id}/status`, { status: 'done' }, moderator.cookie);
    expect(bad.status).toBe(422);
    const clarify = await post(
      `/api/comments/${thread}/comments/${id}/clarify`,
      { text: 'Уточніть дату наказу' },
      consultant.cookie,
    );
    expect(clarify.body.data).toMatchObject({ status: 'clarify', status_text: 'Уточніть дату наказу' });
    expect((await post(`/api/comments/${thread}/comments/${id}/clarify`, {}, consultant.cookie)).status).toBe(422);
    const reply = await post(
      `/api/comments/${thread}/comments/${id}/reply`,
      { text: 'Відповідь фахівця' },
      consultant.cookie,
    );
    expect(reply.status).toBe(201);
    expect(reply.body.data.parent_id).toBe(id);
    expect((await post(`/api/comments/${thread}/comments/${id}/reply`, { text: 'Я' }, other.cookie)).status).toBe(403);
    const page = await list();
    const parent = page.body.data.find((x) => x.id === id) as Json['data'];
    expect(parent.status).toBe('answered');
    expect((parent.children as { text: string }[]).map((x) => x.text)).toEqual(['Відповідь фахівця']);

    const before = (await list()).body.meta.total_comments;
    const blocked = await post(`/api/comments/${thread}/comments/${id}/block`, {}, moderator.cookie);
    expect(blocked.body.data.state).toBe('blocked');
    const afterBlock = await list();
    expect(afterBlock.body.data.some((x) => x.id === id)).toBe(false);
    expect(afterBlock.body.meta.total_comments).toBe(before - 1);
    expect((await list(undefined, moderator.cookie)).body.data.some((x) => x.id === id)).toBe(true);
    const [row] = await t.deps.db.select().from(newsPosts).where(eq(newsPosts.id, postId));
    expect(row.commentsCount).toBe(before - 1);
  });

  it('delete: own or staff; the comment leaves the list and the counters', async () => {
    const c = await comment('Видалю');
    const id = c.body.data.id;
    const foreign = await t.request(`/api/comments/${thread}/comments/${id}`, {
      method: 'DELETE',
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(403);
    const own = await t.request(`/api/comments/${thread}/comments/${id}`, { method: 'DELETE', cookie: author.cookie });
    expect(own.status).toBe(200);
    expect((await list()).body.data.some((x) => x.id === id)).toBe(false);
    const again = await t.request(`/api/comments/${thread}/comments/${id}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    expect(again.status).toBe(404);
  });

  it('replies by users nest under their parent; another thread’s comment is not a parent', async () => {
    const root = await comment('Корінь');
    const reply = await comment('Відповідь користувача', other.cookie, { parent_id: root.body.data.id });
    expect(reply.body.data.parent_id).toBe(root.body.data.id);
    const otherPost = await buildNewsPost(t.deps.db);
    const otherThread = (await threadOf(t.deps.db, 'news', otherPost.id))?.id;
    const cross = await post(
      `/api/comments/${otherThread}/comments`,
      { text: 'x', parent_id: root.body.data.id },
      author.cookie,
    );
    expect(cross.status).toBe(404);
  });

  it('search within a thread and across the site (staff only)', async () => {
    await comment('Унікальне слово лікарняний_100%');
    const found = await list(`/api/comments/v2/${thread}/search?q=${encodeURIComponent('лікарняний_100%')}`);
    expect(found.body.data).toHaveLength(1);
    const none = await list(`/api/comments/v2/${thread}/search?q=${encodeURIComponent('_%')}`);
    expect(none.body.data).toHaveLength(0);
    const ordered = await list(`/api/comments/v2/${thread}/search?q=&order=id&direction=asc&limit=2`);
    expect(ordered.body.data[0].id).toBeLessThan(ordered.body.data[1].id);
    expect((await list('/api/comments/search?q=лікарняний')).status).toBe(401);
    expect((await list('/api/comments/search?q=лікарняний', other.cookie)).status).toBe(403);
    const all = await list(`/api/comments/search?q=${encodeURIComponent('лікарняний')}`, moderator.cookie);
    expect(all.body.data.length).toBeGreaterThanOrEqual(1);
  });

  it('a paywalled item’s thread is closed to those without access', async () => {
    const paid = await buildNewsPost(t.deps.db, { paywalled: true });
    const paidThread = (await threadOf(t.deps.db, 'news', paid.id))?.id;
    expect((await list(`/api/comments/${paidThread}/comments`)).status).toBe(401);
    const closed = await list(`/api/comments/${paidThread}/comments`, other.cookie);
    expect(closed.status).toBe(403);
    const closedPost = await post(`/api/comments/${paidThread}/comments`, { text: 'x' }, other.cookie);
    expect(closedPost.status).toBe(403);
    const subscriber = await buildUser(t.deps.db);
    await grantSubscription(t.deps.db, { userId: subscriber.user.id, packageCode: 'standard' });
    expect((await list(`/api/comments/${paidThread}/comments`, subscriber.cookie)).status).toBe(200);
    expect((await list(`/api/comments/${paidThread}/comments`, moderator.cookie)).status).toBe(200);
    const draft = await buildNewsPost(t.deps.db, { state: 'draft' });
    const draftThread = (await threadOf(t.deps.db, 'news', draft.id))?.id;
    expect((await list(`/api/comments/${draftThread}/comments`)).status).toBe(400);
  });

  it('a private thread shows each author only their own; staff see all', async () => {
    const [priv] = await t.deps.db.insert(threads).values({ title: 'Приватне', isPrivate: true }).returning();
    const path = `/api/comments/${priv.id}/comments`;
    await post(path, { text: 'Моє питання' }, author.cookie);
    await post(path, { text: 'Чуже питання' }, other.cookie);
    expect((await list(path)).status).toBe(401);
    expect((await list(path, author.cookie)).body.data.map((c) => c.text)).toEqual(['Моє питання']);
    expect((await list(path, other.cookie)).body.data.map((c) => c.text)).toEqual(['Чуже питання']);
    expect((await list(path, moderator.cookie)).body.data).toHaveLength(2);
  });

  it('a read-only thread refuses new comments except from staff', async () => {
    const [ro] = await t.deps.db.insert(threads).values({ title: 'Архів', readonly: 1 }).returning();
    const refused = await post(`/api/comments/${ro.id}/comments`, { text: 'Пізно' }, author.cookie);
    expect(refused.body).toEqual({ message: commentMessages.readonly, error: 'forbidden' });
  });

  it('attachments: posted with the comment, limits checked, served with the thread’s access', async () => {
    const upload = async (name: string, body: BlobPart, cookie = author.cookie) => {
      const form = new FormData();
      form.set('file', new File([body], name));
      const res = await t.request(`/api/comments/${thread}/comments/attachment`, {
        method: 'POST',
        body: form,
        cookie,
      });
      return ((await res.json()) as { data: { id: number; url: string } }).data;
    };
    const a = await upload('zvit.txt', 'Звіт');
    const b = await upload('zvit.txt', 'Інший звіт');
    const dup = await comment('З дублікатом', author.cookie, { attachments: [a.id, b.id] });
    expect(dup.body).toEqual({
      message: msg.attachmentDuplicate('zvit.txt'),
      errors: { attachments: [msg.attachmentDuplicate('zvit.txt')] },
    });
    const six = await comment('Шість', author.cookie, { attachments: [1, 2, 3, 4, 5, 6] });
    expect(six.body.errors).toEqual({ attachments: [msg.attachmentCount] });
    const stranger = await upload('chuzhyi.txt', 'x', other.cookie);
    const foreign = await comment('Чужий файл', author.cookie, { attachments: [stranger.id] });
    expect(foreign.body.errors).toEqual({ attachments: [msg.attachmentFailure] });
    const ok = await comment('З файлом', author.cookie, { attachments: [a.id] });
    expect(ok.status).toBe(201);
    expect(ok.body.data.attachments).toEqual([{ id: a.id, name: 'zvit.txt', url: a.url, size: 8 }]);
    expect((await t.request(a.url)).status).toBe(200);
    // The thread's page carries each comment's files, a reply's in its own place, in upload order.
    const c = await upload('hrafik.txt', 'Графік відпусток');
    const reply = await comment('Відповідь з файлами', author.cookie, {
      parent_id: ok.body.data.id,
      attachments: [c.id, b.id],
    });
    expect(reply.status).toBe(201);
    const shown = (await list()).body.data.find((x) => x.id === ok.body.data.id) as Json['data'];
    expect(shown.attachments).toEqual([{ id: a.id, name: 'zvit.txt', url: a.url, size: 8 }]);
    expect((shown.children as Json['data'][]).map((x) => [x.id, x.attachments])).toEqual([
      [
        reply.body.data.id,
        [
          { id: b.id, name: 'zvit.txt', url: b.url, size: Buffer.byteLength('Інший звіт') },
          { id: c.id, name: 'hrafik.txt', url: c.url, size: Buffer.byteLength('Графік відпусток') },
        ],
      ],
    ]);
    const reuse = await comment('Знову', author.cookie, { attachments: [a.id] });
    expect(reuse.status).toBe(422);
    await post(`/api/comments/${thread}/comments/${ok.body.data.id}/block`, {}, moderator.cookie);
    expect((await t.request(a.url)).status).toBe(404);
    expect((await t.request(a.url, { cookie: moderator.cookie })).status).toBe(200);
  });

  it('"Мої коментарі" lists the user’s comments with their item, paged', async () => {
    const res = await t.request('/api/comments/my?limit=2', { cookie: other.cookie });
    const body = (await res.json()) as { data: { item: { type: string; url: string } }[]; meta: { total: number } };
    expect(res.status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.meta.total).toBeGreaterThan(2);
    const all = await t.request('/api/comments/my?limit=50', { cookie: other.cookie });
    const items = ((await all.json()) as typeof body).data.map((c) => c.item);
    expect(items).toContainEqual(expect.objectContaining({ type: 'news', url: expect.stringMatching(/^\/news\//) }));
    expect((await t.request('/api/comments/my')).status).toBe(401);
  });

  it('realtime settings name the host, key, cookie and session', async () => {
    const guest = await t.request('/api/sockets/settings');
    expect(((await guest.json()) as Json).data).toMatchObject({
      key: 'fahivets',
      cookie: 'fahivets_session',
      session: null,
    });
    const signed = await t.request('/api/sockets/settings', { cookie: author.cookie });
    expect(((await signed.json()) as Json).data.session).toEqual({ user_id: author.user.id, name: 'Олена Коваль' });
  });
});
