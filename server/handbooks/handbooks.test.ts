import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHandbook, buildNewsPost, buildUser, grantSubscription, uniq } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { capabilities } from '../capabilities';
import { buildRegistry, defineCapability } from '../capability';
import { getTopicPage } from '../topics/topic-page';
import { listHandbooks } from './list-handbooks';

let t: TestServer;
const DAY = 86_400_000;
type Card = { id: number; title: string; date: string; access: boolean; favorite: boolean; excerpt: string };

beforeAll(async () => {
  // Its own database without demo content: every list holds exactly what the tests build.
  t = await startTestServer({ demo: false });
});
afterAll(async () => {
  await t?.stop();
});

const get = async (path: string, cookie?: string) => {
  const r = await t.request(path, { cookie });
  return { status: r.status, body: await r.json() };
};

describe('handbook lists', () => {
  const topic = uniq('tema-').toLowerCase();
  const other = uniq('insha-').toLowerCase();
  const ids: number[] = [];
  let accountingOnly: number;

  beforeAll(async () => {
    const { db } = t.database;
    const start = Date.now() - 30 * DAY;
    for (let i = 0; i < 14; i++) {
      const { id } = await buildHandbook(db, {
        title: `Довідник номер ${i + 1} про відпустки`,
        topics: i < 10 ? [topic] : [other],
        access: i % 2 ? 'professional' : 'free',
        publishedAt: new Date(start + i * DAY),
      });
      ids.push(id);
    }
    ({ id: accountingOnly } = await buildHandbook(db, { themes: ['accounting'], topics: [topic] }));
    await buildHandbook(db, { state: 'draft', topics: [topic] });
  });

  it('12 a page, newest first; the second page holds the rest; types and topic filters with counts', async () => {
    const first = await get('/api/search?filters=1&category=handbooks');
    expect(first.status).toBe(200);
    expect(first.body.data.map((c: Card) => c.id)).toEqual([...ids].reverse().slice(0, 12));
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 14 });
    expect(first.body.totals).toEqual({ total: 14, absolute_total: 14 });
    expect(first.body.rubric).toEqual({ name: 'handbooks', title: 'Довідники' });
    expect(first.body.types).toEqual([
      { id: 'all', label: 'Усі довідники', count: 14 },
      { id: 'free', label: 'Безкоштовні', count: 7 },
      { id: 'favorite', label: 'Обрані', count: 0 },
    ]);
    const [filter] = first.body.filters;
    expect(filter).toMatchObject({ queryName: 'handbooksItems', title: 'Теми', placeholder: 'Пошук тем' });
    expect(filter.items).toEqual(
      expect.arrayContaining([
        { id: topic, label: `Тема ${topic}`, count: 10 },
        { id: other, label: `Тема ${other}`, count: 4 },
      ]),
    );
    const second = await get('/api/handbooks/search?page=2');
    expect(second.body.data.map((c: Card) => c.id)).toEqual([ids[1], ids[0]]);
    expect(second.body.types).toEqual([]);
  });

  it('filters by topic, type, words and the strict phrase; the accounting theme has its own handbook', async () => {
    const byTopic = await get(`/api/search?filters=1&category=handbooks&handbookItems=${other}&type=free`);
    expect(byTopic.body.data.map((c: Card) => c.id)).toEqual([ids[12], ids[10]]);
    expect(byTopic.body.types.find((x: { id: string }) => x.id === 'all').count).toBe(4);
    expect(byTopic.body.filters[0].items.find((x: { id: string }) => x.id === topic).count).toBe(5);
    const words = await get(`/api/handbooks/search?q=${encodeURIComponent('відпустки номер 13')}&page=3`);
    expect(words.body.data.map((c: Card) => c.id)).toEqual([ids[12]]);
    expect(words.body.meta.current_page).toBe(1);
    const loose = await get(`/api/handbooks/search?q=${encodeURIComponent('відпустки 13')}`);
    expect(loose.body.meta.total).toBe(1);
    const strict = await get(`/api/handbooks/search?q=${encodeURIComponent('відпустки 13')}&strict_search=1`);
    expect(strict.body.meta.total).toBe(0);
    // The hr list (default theme) never shows the accounting-only handbook.
    const hr = await get(`/api/handbooks/search?handbooksItems=${topic}&limit=50`);
    expect(hr.body.data.map((c: Card) => c.id)).not.toContain(accountingOnly);
    const accounting = await listHandbooks({ db: t.database.db, user: null, theme: 'accounting', topics: [topic] });
    expect(accounting.rows.map((r) => r.id)).toContain(accountingOnly);
  });

  it('bad input is a Ukrainian 422, never a 500', async () => {
    const noCategory = await get('/api/search?q=x');
    expect(noCategory.status).toBe(422);
    expect((await get('/api/search?category=news')).body.message).toBe('Пошук доступний у категорії handbooks');
    expect((await get('/api/handbooks/search?type=secret')).body.message).toBe('Некоректний тип довідників');
    expect((await get('/api/handbooks/search?page=0')).status).toBe(422);
    expect((await get('/api/handbooks/search?handbookItems=%00')).status).toBe(422);
    expect([404, 422]).toContain((await get('/api/handbooks/99999999999')).status);
    expect((await get('/api/handbooks/999999')).status).toBe(404);
  });

  it('favourites through the shared mechanism: type favorite lists them with paging and a search term', async () => {
    expect((await get('/api/handbooks/search?type=favorite')).status).toBe(401);
    const { cookie } = await buildUser(t.database.db);
    for (const id of [ids[2], ids[5]]) {
      const r = await t.request(`/api/records/favorite/handbook/${id}`, {
        method: 'POST',
        json: { favorite: 1 },
        cookie,
      });
      expect(await r.json()).toEqual({ favorite: true, favorites_count: 1 });
    }
    const favs = await get('/api/handbooks/search?type=favorite&limit=1&filters=1', cookie);
    expect(favs.body.data.map((c: Card) => [c.id, c.favorite])).toEqual([[ids[5], true]]);
    expect(favs.body.meta).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
    expect(favs.body.types.find((x: { id: string }) => x.id === 'favorite').count).toBe(2);
    const found = await get(`/api/handbooks/search?type=favorite&q=${encodeURIComponent('номер 3 ')}`, cookie);
    expect(found.body.data.map((c: Card) => c.id)).toEqual([ids[2]]);
    const all = await get('/api/records/favorites?type=handbook', cookie);
    expect(all.body.data.map((f: { url: string }) => f.url)).toEqual([`/handbooks/${ids[5]}`, `/handbooks/${ids[2]}`]);
  });
});

describe('one handbook', () => {
  it('chapters reach only those the access service lets in: guest, no package, lower package, right one', async () => {
    const { db } = t.database;
    const secret = `Закритий-текст-${uniq()}`;
    const { id, itemIds } = await buildHandbook(db, {
      access: 'professional',
      chapters: [
        { title: 'Відкрита назва', body: `${secret} перший.` },
        { title: 'Друга назва', body: `${secret} другий.` },
      ],
    });
    const noPackage = await buildUser(db);
    const standard = await buildUser(db);
    await grantSubscription(db, { userId: standard.user.id, packageCode: 'standard' });
    const pro = await buildUser(db);
    await grantSubscription(db, { userId: pro.user.id, packageCode: 'professional' });
    for (const cookie of [undefined, noPackage.cookie, standard.cookie]) {
      for (const path of [`/api/handbooks/${id}`, `/api/handbooks/${id}/${itemIds[1]}`]) {
        const r = await t.request(path, { cookie });
        const text = await r.text();
        expect(r.status).toBe(200);
        expect(text).not.toContain(secret);
        const body = JSON.parse(text);
        expect(body.data).toMatchObject({ access: false, content: null });
        expect(body.data.items.map((i: { title: string }) => i.title)).toEqual(['Відкрита назва', 'Друга назва']);
      }
    }
    const open = await get(`/api/handbooks/${id}`, pro.cookie);
    expect(open.body.data.access).toBe(true);
    expect(open.body.data.content.map((c: { paragraphs: string[] }) => c.paragraphs[0])).toEqual([
      `${secret} перший.`,
      `${secret} другий.`,
    ]);
    const child = await get(`/api/handbooks/${id}/${itemIds[1]}`, pro.cookie);
    expect(child.body.data.child).toEqual({ id: itemIds[1], title: 'Друга назва' });
    expect(child.body.data.content).toHaveLength(1);
    const elsewhere = await buildHandbook(db);
    expect((await get(`/api/handbooks/${id}/${elsewhere.itemIds[0]}`, pro.cookie)).status).toBe(404);
    const draft = await buildHandbook(db, { state: 'draft' });
    expect((await get(`/api/handbooks/${draft.id}`, pro.cookie)).status).toBe(404);
  });

  it('counters: empty id list answers empty; visits count and fill latest viewed; shares are atomic', async () => {
    const { db } = t.database;
    expect((await get('/api/handbooks/counters')).body).toEqual({ data: [] });
    expect((await get('/api/handbooks/counters?ids=')).body).toEqual({ data: [] });
    expect((await get('/api/handbooks/counters?ids=1,x')).status).toBe(422);
    const { id } = await buildHandbook(db);
    const draft = await buildHandbook(db, { state: 'draft' });
    const { cookie } = await buildUser(db);
    const visit = await t.request(`/api/handbooks/visit/${id}`, { method: 'PUT', cookie });
    expect(await visit.json()).toEqual({ views: 1 });
    expect((await t.request(`/api/handbooks/visit/${draft.id}`, { method: 'PUT', cookie })).status).toBe(404);
    const latest = await get('/api/records/latest', cookie);
    expect(latest.body.data[0]).toMatchObject({ type: 'handbook', id, url: `/handbooks/${id}` });

    const shares = await Promise.all(
      Array.from({ length: 20 }, () => t.request(`/api/handbooks/handbook/${id}/share`, { method: 'PUT' })),
    );
    const counts = await Promise.all(shares.map(async (r) => (await r.json()).share_count as number));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const counters = await get(`/api/handbooks/counters?ids=${id},${draft.id}&with-favorites=1`, cookie);
    expect(counters.body.data).toEqual([
      expect.objectContaining({ id, views: 1, share_count: 20, favorites: false, favorites_count: 0 }),
    ]);
    expect((await t.request(`/api/handbooks/handbook/${draft.id}/share`, { method: 'PUT' })).status).toBe(404);
  });
});

describe('staff operations', () => {
  const body = {
    title: 'Графік відпусток на 2027 рік',
    description: 'Як скласти і затвердити графік.',
    access: 'standard',
    topics: [],
    chapters: [{ title: 'Строки', body: 'Графік затверджують до 1 січня.' }],
  };
  it('only handbook editors create, edit and publish; a draft stays hidden until published', async () => {
    const { db } = t.database;
    const store = (json: unknown, cookie?: string) =>
      t.request('/api/handbooks/store-handbook', { method: 'POST', json, cookie });
    expect((await store(body)).status).toBe(401);
    const plain = await buildUser(db);
    expect((await store(body, plain.cookie)).status).toBe(403);
    const editor = await buildUser(db, { options: { handbooks_editor: true } });
    const bad = await store({ ...body, title: '   ', chapters: [] }, editor.cookie);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toMatchObject({
      title: ['Введіть назву довідника'],
      chapters: ['Додайте хоча б один розділ'],
    });
    expect((await store({ ...body, title: 'a\u0000b' }, editor.cookie)).status).toBe(422);
    const unknownTopic = await store({ ...body, topics: ['nemaie-takoi-temy'] }, editor.cookie);
    expect((await unknownTopic.json()).errors).toEqual({ topics: ['Такої теми немає'] });
    const created = await store(body, editor.cookie);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ title: body.title, status: 'draft', editable: true });
    expect((await get(`/api/handbooks/${data.id}`)).status).toBe(404);
    const edited = await store({ ...body, id: data.id, title: 'Графік відпусток: як скласти' }, editor.cookie);
    expect((await edited.json()).data.title).toBe('Графік відпусток: як скласти');
    const publish = (json: unknown, cookie?: string) =>
      t.request(`/api/handbooks/handbook/${data.id}/publish`, { method: 'PUT', json, cookie });
    expect((await publish({ published: true }, plain.cookie)).status).toBe(403);
    expect((await publish({}, editor.cookie)).status).toBe(422);
    expect(await (await publish({ published: true }, editor.cookie)).json()).toEqual({
      id: data.id,
      status: 'published',
    });
    expect((await get(`/api/handbooks/${data.id}`)).body.data.title).toBe('Графік відпусток: як скласти');
    expect((await store({ ...body, id: 999999 }, editor.cookie)).status).toBe(404);
  });
});

describe('across kinds', () => {
  it('the side menu shows how many public handbooks exist', async () => {
    const label = async () => {
      const { body } = await get('/api/menu/side-navigation');
      const item = body.data.find((i: { options: { counter?: string } }) => i.options.counter === 'handbooks');
      return Number(item.options.label);
    };
    const before = await label();
    await buildHandbook(t.database.db);
    await buildHandbook(t.database.db, { state: 'draft' });
    await buildHandbook(t.database.db, { themes: ['accounting'] });
    expect(await label()).toBe(before + 1);
  });

  it('/themes/{alias} gathers every kind that registered onTopic, in list order', async () => {
    const { db } = t.database;
    const topic = uniq('spilna-').toLowerCase();
    const handbook = await buildHandbook(db, { topics: [topic] });
    const post = await buildNewsPost(db, { topics: [topic] });
    const extra = defineCapability({
      name: 'extra',
      onTopic: async ({ topic: on }) => ({
        kind: 'extra',
        title: 'Інше',
        items: [{ id: 1, title: `Про ${on.alias}`, url: '/x', excerpt: '', date: null }],
        total: 1,
        moreUrl: null,
      }),
    });
    const { topicSources } = buildRegistry([...capabilities, extra]);
    const page = await getTopicPage({ db, sources: topicSources, alias: topic, theme: 'hr' });
    expect(page.sections.map((s) => [s.kind, s.items.map((i) => i.id)])).toEqual([
      ['news', [post.id]],
      ['handbook', [handbook.id]],
      ['extra', [1]],
    ]);
    const accounting = await getTopicPage({ db, sources: topicSources, alias: topic, theme: 'accounting' });
    expect(accounting.sections.find((s) => s.kind === 'handbook')?.items).toHaveLength(1);
    await expect(getTopicPage({ db, sources: topicSources, alias: 'nemaie', theme: 'hr' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
