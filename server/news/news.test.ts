import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewsPost, buildUser, grantSubscription } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { newsPosts } from '../db/schema';
import { buildSeedPost } from '../db/seed/news';

let t: TestServer;
let user: string;
let editor: string;
let moderator: string;
type Card = {
  id: number;
  title: string;
  url: string;
  alias: string;
  excerpt: string;
  post_access: boolean;
  is_fixed: boolean;
  order: number;
  headline?: string;
  favorites_count: number;
};

const json = async (r: Response) => r.json();
const get = async (path: string, cookie?: string) => t.request(path, { cookie });
const post = (path: string, body: unknown, cookie?: string) => t.request(path, { method: 'POST', json: body, cookie });

async function findPost(where: (p: typeof newsPosts.$inferSelect) => boolean) {
  const rows = await t.database.db.select().from(newsPosts).orderBy(asc(newsPosts.id));
  const row = rows.find(where);
  if (!row) throw new Error('no such seeded post');
  return row;
}

beforeAll(async () => {
  t = await startTestServer();
  const db = t.database.db;
  [user, editor, moderator] = (
    await Promise.all([buildUser(db), buildUser(db, { role: 'news_editor' }), buildUser(db, { role: 'moderator' })])
  ).map((u) => u.cookie);
});
afterAll(async () => {
  await t?.stop();
});

describe('news lists', () => {
  it(
    'GET /api/news/all: 20 per page, meta, fixed posts by order, excerpts; page 2 has no repeats; ' + 'widget',
    async () => {
      // Its own database without demo content: the list is exactly what the test builds.
      const own = await startTestServer({ demo: false });
      try {
        const db = own.database.db;
        const { user: author } = await buildUser(db, { role: 'news_editor', withSession: false });
        const sentence = 'Роботодавець повідомляє працівника про зміну істотних умов праці заздалегідь. ';
        const content = `<p>${sentence.repeat(4)}</p>`;
        const fixed = [];
        for (const order of [3, 1, 2]) fixed.push(await buildNewsPost(db, { author, content, isFixed: true, order }));
        for (let i = 0; i < 20; i++)
          await buildNewsPost(db, { author, content, publishedAt: new Date(Date.UTC(2026, 0, 1 + i)) });
        const draft = await buildNewsPost(db, { author, state: 'draft' });
        const scheduled = await buildNewsPost(db, { author, state: 'scheduled' });

        const r = await own.request('/api/news/all');
        expect(r.status).toBe(200);
        const body = await json(r);
        expect(body.data).toHaveLength(20);
        expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 23 });
        expect(body.data.slice(0, 4).map((p: Card) => [p.title, p.is_fixed, p.order])).toEqual([
          [fixed[1].title, true, 1],
          [fixed[2].title, true, 2],
          [fixed[0].title, true, 3],
          [expect.any(String), false, expect.any(Number)],
        ]);
        const words = body.data[5].excerpt.replace('…', '').split(/\s+/);
        expect(words).toHaveLength(15);
        expect(body.data[5].excerpt.endsWith('…')).toBe(true);
        expect(body.data[0].url).toMatch(/^\/news\/\d+-[a-z0-9-]+$/);
        const two = await json(await own.request('/api/news/all?page=2'));
        const titles = [...body.data, ...two.data].map((p: Card) => p.title);
        expect(titles).toHaveLength(23);
        expect(titles).not.toContain(draft.title);
        expect(titles).not.toContain(scheduled.title);
        // Page 2 continues without repeats.
        const firstIds = body.data.map((p: Card) => p.id);
        expect(two.data.filter((p: Card) => firstIds.includes(p.id))).toEqual([]);
        const short = await json(await own.request('/api/news/all?excerpt_words=3&limit=2'));
        expect(short.data).toHaveLength(2);
        expect(short.data[0].excerpt.replace('…', '').split(' ')).toHaveLength(3);
        const widget = await json(await own.request('/api/news/widget'));
        expect(widget.data.latest).toHaveLength(5);
        expect(widget.data.popular).toHaveLength(5);
      } finally {
        await own.stop();
      }
    },
  );

  it('a bad page number is a 422', async () => {
    const bad = await get('/api/news/all?page=abc');
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.page[0]).toBe('Некоректний номер сторінки');
  });

  it('a category alias lists its posts; an unknown one is 404; drafts and scheduled posts never appear', async () => {
    const body = await json(await get('/api/news/viiskovyi-oblik?limit=50'));
    expect(body.category.title).toBe('Військовий облік');
    expect(body.data.length).toBeGreaterThan(5);
    expect(
      body.data.every((p: { categories: { alias: string }[] }) =>
        p.categories.some((c) => c.alias === 'viiskovyi-oblik'),
      ),
    ).toBe(true);
    expect((await get('/api/news/no-such-category')).status).toBe(404);
    const all = await json(await get('/api/news/all?limit=50&page=2'));
    const titles = [...body.data, ...all.data].map((p: Card) => p.title).join('\n');
    expect(titles).not.toContain('Чернетка');
    expect(titles).not.toContain('Заплановано');
  });

  it('filters by topic, label and type (comma lists) and returns filter counters when asked', async () => {
    const byTopic = await json(await get('/api/news/all?topicItems=likarniani&limit=50'));
    expect(byTopic.data.length).toBeGreaterThan(0);
    expect(
      byTopic.data.every((p: { topics: { alias: string }[] }) => p.topics.some((x) => x.alias === 'likarniani')),
    ).toBe(true);
    const both = await json(await get('/api/news/all?labelItems=vazhlyvo,sudova-praktyka&typeItems=novyna&limit=50'));
    expect(both.data.every((p: { type: { alias: string } }) => p.type.alias === 'novyna')).toBe(true);
    const withFilters = await json(await get('/api/news/all?filters=topicItems,typeItems'));
    expect(withFilters.filters.map((f: { queryName: string }) => f.queryName)).toEqual(['topicItems', 'typeItems']);
    const types = withFilters.filters[1].items;
    // Every listed post has exactly one type: the type counters add up to the list's total.
    const { total } = (await json(await get('/api/news/all'))).meta;
    expect(types.reduce((s: number, i: { count: number }) => s + i.count, 0)).toBe(total);
    expect((await get('/api/news/all?topicItems=<x>')).status).toBe(422);
  });

  it('ordering by views descending and ascending', async () => {
    const desc = (await json(await get('/api/news/all?order=views&fixed_posts=0&limit=10'))).data.map(
      (p: { views: number }) => p.views,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = (await json(await get('/api/news/all?order=views&direction=asc&fixed_posts=0&limit=10'))).data.map(
      (p: { views: number }) => p.views,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect((await get('/api/news/all?order=random')).status).toBe(422);
  });

  it('topics, labels and types answer', async () => {
    for (const kind of ['topics', 'labels', 'types']) {
      const body = await json(await get(`/api/news/${kind}`));
      expect(body.data.length).toBeGreaterThan(2);
      expect(body.meta.total).toBe(body.data.length);
    }
  });
});

describe('news search', () => {
  it('finds by words of the body, ranked, with highlighted snippets; page is dropped', async () => {
    const r = await json(
      await get('/api/news/search?q=%20%D0%B1%D1%80%D0%BE%D0%BD%D1%8E%D0%B2%D0%B0%D0%BD%D0%BD%D1%8F%20&page=3'),
    );
    expect(r.meta.current_page).toBe(1);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data[0].title.toLowerCase()).toContain('бронювання');
    expect(r.data.some((p: Card) => p.headline?.includes('<mark>'))).toBe(true);
  });

  it('a search with more than 20 matches answers its 20 best with last_page 1 (no page 2 to load)', async () => {
    const r = await json(await get(`/api/news/search?q=${encodeURIComponent('працівників')}&page=2`));
    expect(r.meta.total).toBeGreaterThan(20);
    expect(r.data).toHaveLength(20);
    expect(r.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 20 });
  });

  it('tolerates a typo (трудвого → трудового) and needs every word', async () => {
    const typo = await json(await get(`/api/news/search?q=${encodeURIComponent('трудвого договору')}`));
    expect(typo.data.length).toBeGreaterThan(0);
    expect(typo.data.some((p: Card) => /трудового/i.test(p.headline ?? '') || /трудов/i.test(p.title))).toBe(true);
    const none = await json(await get(`/api/news/search?q=${encodeURIComponent('бронювання ґвинтокрил')}`));
    expect(none.data).toEqual([]);
  });

  it('takes a number as typed: a near number is not its typo', async () => {
    const post = await buildNewsPost(t.database.db, {
      content: '<p>Квазітариф за наказом номер 735193 діє з першого числа місяця.</p>',
    });
    const ids = async (q: string) =>
      ((await json(await get(`/api/news/search?q=${encodeURIComponent(q)}`))).data as Card[]).map((p) => p.id);
    expect(await ids('квазітариф 735193')).toContain(post.id);
    // By trigrams 735194 is close to 735193, which the lexicon has from this post.
    expect(await ids('квазітариф 735194')).not.toContain(post.id);
    expect(await ids('квазітарф 735193')).toContain(post.id);
  });

  it("a paywalled post is found by its lead and shows the lead's snippet to a reader without a subscription; a subscriber's comes from the body", async () => {
    const db = t.database.db;
    const lead = '<p>Квазіпремія нараховується за окремим положенням про преміювання працівників.</p>';
    const hidden = '<p>Квазіпремію рахують за таємнокоефіцієнтом від окладу за останні три місяці.</p>';
    const row = await buildNewsPost(db, { paywalled: true, contentShort: lead, content: `${lead}${hidden}` });
    const { user: reader, cookie: subscriber } = await buildUser(db);
    await grantSubscription(db, { userId: reader.id, packageCode: 'professional', days: 30 });
    const search = async (q: string, cookie?: string) =>
      ((await json(await get(`/api/news/search?q=${encodeURIComponent(q)}`, cookie))).data as Card[]).find(
        (p) => p.id === row.id,
      );
    for (const cookie of [undefined, user]) {
      const found = await search('квазіпремія', cookie);
      expect(found?.post_access).toBe(false);
      expect(found?.headline).toContain('<mark>Квазіпремія</mark>');
      expect(found?.headline).not.toContain('таємнокоефіцієнтом');
      expect(await search('таємнокоефіцієнтом', cookie)).toBeUndefined();
    }
    const open = await search('таємнокоефіцієнтом', subscriber);
    expect(open?.post_access).toBe(true);
    expect(open?.headline).toContain('<mark>таємнокоефіцієнтом</mark>');
  });

  it('cuts the snippet around a match deep in a long body, in capitals too, whole words at both ends', async () => {
    const db = t.database.db;
    // ~6 000 characters of distinct sentences before the match and after it.
    const filler = (from: number) =>
      Array.from({ length: 60 }, (_, i) => `<p>Абзац номер ${from + i} розповідає про інше правило обліку.</p>`).join(
        '',
      );
    const row = await buildNewsPost(db, {
      content: `${filler(1)}<p>Строк подання ПАРАЗВІТУ продовжено до кінця місяця.</p>${filler(100)}`,
    });
    const found = ((await json(await get(`/api/news/search?q=${encodeURIComponent('паразвіт')}`))).data as Card[]).find(
      (p) => p.id === row.id,
    );
    const headline = found?.headline ?? '';
    expect(headline).toContain('Строк подання <mark>ПАРАЗВІТУ</mark> продовжено до кінця місяця.');
    // Six words before the match: the snippet starts at a whole word of the sentence before.
    expect(headline.startsWith('про інше правило обліку. Строк')).toBe(true);
    expect(headline).not.toContain('Абзац номер 1 ');
    const words = headline.replace(/<\/?mark>/g, '').split(' ');
    expect(words).toHaveLength(35);
    expect(words.at(-1)).toMatch(/^[\p{L}\p{N}.]+$/u);
  });

  it('escapes markup in the term and the text; a 12000-character term is cut, not refused', async () => {
    const r = await get(`/api/news/search?q=${encodeURIComponent('<script>alert(1)</script> відпустка')}`);
    expect(r.status).toBe(200);
    const text = JSON.stringify(await json(r));
    expect(text).not.toContain('<script>');
    const long = await get(`/api/news/search?q=${'a'.repeat(12000)}`);
    expect(long.status).toBe(200);
  });
});

describe('a post and the paywall', () => {
  it('GET /api/news/post/{id} and /api/news/alias/{post} give the same post with spec fields', async () => {
    const row = await findPost(
      (p) =>
        p.isFree &&
        p.status === 'published' &&
        p.isFixed === false &&
        (p.publishedAt?.getTime() ?? 0) < Date.now() &&
        /<h2[ >]/.test(p.content),
    );
    const a = (await json(await get(`/api/news/post/${row.id}`))).data;
    const b = (await json(await get(`/api/news/alias/${row.id}-${row.slug}`))).data;
    expect(a.id).toBe(row.id);
    expect(b.id).toBe(row.id);
    expect(a.post_access).toBe(true);
    expect(a.content).toContain('<h2 id="rozdil-1" data-id="h1">');
    expect(a.options.contents_list[0]).toMatchObject({ hash: 'rozdil-1', data_id: 'h1' });
    expect(a.likes.map((l: { position: number }) => l.position)).toEqual([1, 2, 3, 4, 5]);
    for (const key of [
      'content_short',
      'description',
      'categories',
      'favorite',
      'favorites_count',
      'views',
      'comments_count',
      'comments_names',
      'comments_others',
      'likes_count',
      'likes_personal',
      'viewed',
      'share_count',
    ])
      expect(a).toHaveProperty(key);
    expect(a.categories[0]).toHaveProperty('subscribed', false);
    expect(a.categories[0].options).toHaveProperty('subscribe_block');
    expect((await get('/api/news/post/abc')).status).toBe(422);
    expect((await get('/api/news/post/999999')).status).toBe(404);
  });

  it('a paywalled post sends only content_short, with players replaced by the placeholder', async () => {
    const i = [...Array(64).keys()].find((n) => n % 4 === 1 && n % 7 === 3) as number;
    const seeded = buildSeedPost(i);
    const row = await findPost((p) => p.title === seeded.title);
    expect(row.isFree).toBe(false);
    const r = await get(`/api/news/post/${row.id}`, user);
    const text = await r.text();
    const { data } = JSON.parse(text);
    expect(data.post_access).toBe(false);
    expect(data.content).toBeNull();
    expect(data.options.contents_list).toEqual([]);
    expect(data.content_short).toContain('ДОСТУП ДО ПЕРЕГЛЯДУ НЕ НАДАНО');
    expect(data.content_short).toContain('alt="Доступ до перегляду не надано"');
    expect(data.content_short).not.toContain('<iframe');
    // No sentence of the hidden sections leaks anywhere in the answer.
    const hidden = seeded.content
      .split('<h2')[2]
      .replace(/<[^>]+>/g, ' ')
      .split('. ')[0]
      .trim();
    expect(hidden.length).toBeGreaterThan(20);
    expect(text).not.toContain(hidden.replace(/"/g, '\\"'));
    expect(text).not.toContain('rozdil-2');
  });

  it('drafts and scheduled posts are 404 for readers and visible to news editors', async () => {
    const draft = await findPost((p) => p.status === 'draft');
    const scheduled = await findPost((p) => p.status === 'published' && (p.publishedAt?.getTime() ?? 0) > Date.now());
    for (const p of [draft, scheduled]) {
      expect((await get(`/api/news/post/${p.id}`)).status).toBe(404);
      expect((await get(`/api/news/post/${p.id}`, user)).status).toBe(404);
      const e = await json(await get(`/api/news/post/${p.id}`, editor));
      expect(e.data.is_public).toBe(false);
    }
  });

  it('views count once per visitor per day: a user, and a guest by the visitor cookie', async () => {
    const row = await findPost((p) => p.isFree && p.status === 'published' && p.title.startsWith('Штатний'));
    const first = (await json(await get(`/api/news/post/${row.id}`, user))).data.views;
    const again = (await json(await get(`/api/news/post/${row.id}`, user))).data;
    expect(again.views).toBe(first);
    expect(again.viewed).toBe(true);
    const ua = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' };
    const g1 = await t.request(`/api/news/post/${row.id}`, { headers: ua });
    const cookie = (g1.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^fahivets_visitor=/);
    expect((await json(g1)).data.views).toBe(first + 1);
    const g2 = await t.request(`/api/news/post/${row.id}`, { headers: { ...ua, cookie } });
    expect((await json(g2)).data.views).toBe(first + 1);
    const bot = await t.request(`/api/news/post/${row.id}`, {
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    expect((await json(bot)).data.views).toBe(first + 1);
  });
});

describe('favourites, reactions, shares, ratings, counters', () => {
  it('favourite toggle: 401 for guests, ±1 and never below zero, generic path refuses unknown types', async () => {
    const row = await findPost((p) => p.isFree && p.status === 'published' && p.title.startsWith('Графік'));
    expect((await post(`/api/records/favorite/news/${row.id}`, { favorite: 1 })).status).toBe(401);
    const on = await json(await post(`/api/records/favorite/news/${row.id}`, { favorite: 1 }, user));
    expect(on).toEqual({ favorite: true, favorites_count: 1 });
    expect(await json(await post(`/api/records/favorite/news/${row.id}`, { favorite: 1 }, user))).toEqual({
      favorite: true,
      favorites_count: 1,
    });
    const favs = await json(await get('/api/news/favorites', user));
    expect(favs.data.map((p: Card) => p.id)).toEqual([row.id]);
    expect((await get('/api/news/favorites')).status).toBe(401);
    expect(await json(await post(`/api/records/favorite/news/${row.id}`, { favorite: 0 }, user))).toEqual({
      favorite: false,
      favorites_count: 0,
    });
    expect(await json(await post(`/api/records/favorite/news/${row.id}`, { favorite: 0 }, user))).toEqual({
      favorite: false,
      favorites_count: 0,
    });
    const bad = await post(`/api/records/favorite/news/${row.id}`, { favorite: 2 }, user);
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.favorite[0]).toBe('Значення favorite має бути 0 або 1');
    expect((await post(`/api/records/favorite/videos/${row.id}`, { favorite: 1 }, user)).status).toBe(404);
  });

  it('reactions: one per user per post, changeable and removable', async () => {
    const row = await findPost((p) => p.isFree && p.status === 'published' && p.title.startsWith('Відпустка без'));
    expect((await post(`/api/news/post/${row.id}/reaction`, { reaction_id: 1 })).status).toBe(401);
    const a = await json(await post(`/api/news/post/${row.id}/reaction`, { reaction_id: 1 }, user));
    expect(a.likes_count).toBe(1);
    expect(a.likes_personal).toBe(1);
    const b = await json(await post(`/api/news/post/${row.id}/reaction`, { reaction_id: 2 }, user));
    expect(b.likes_count).toBe(1);
    expect(b.likes.find((l: { reactionId: number }) => l.reactionId === 2).count).toBe(1);
    expect(b.likes.find((l: { reactionId: number }) => l.reactionId === 1).count).toBe(0);
    const c = await json(await post(`/api/news/post/${row.id}/reaction`, { reaction_id: 1 }, editor));
    expect(c.likes_count).toBe(2);
    const d = await json(await post(`/api/news/post/${row.id}/reaction`, { reaction_id: 0 }, user));
    expect(d).toMatchObject({ likes_count: 1, likes_personal: null });
    expect((await post(`/api/news/post/${row.id}/reaction`, { reaction_id: 9 }, user)).status).toBe(422);
  });

  it('share: 20 concurrent shares give 20 distinct counts and the final count moves by 20', async () => {
    const row = await findPost((p) => p.isFree && p.status === 'published' && p.title.startsWith('Мінімальна'));
    const before = row.shareCount;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.request(`/api/news/post/${row.id}/share`, { method: 'POST' }).then(json)),
    );
    const counts = answers.map((a) => a.share_count).sort((x, y) => x - y);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    const [after] = await t.database.db
      .select({ n: newsPosts.shareCount })
      .from(newsPosts)
      .where(eq(newsPosts.id, row.id));
    expect(after.n).toBe(before + 20);
    const draft = await findPost((p) => p.status === 'draft');
    expect((await t.request(`/api/news/post/${draft.id}/share`, { method: 'POST' })).status).toBe(404);
  });

  it('ratings: 1–5, replaced on a second vote, average and count', async () => {
    const row = await findPost((p) => p.isFree && p.status === 'published' && p.title.startsWith('Навчання з охорони'));
    expect((await post(`/api/ratings/news/${row.id}`, { rating: 5 })).status).toBe(401);
    expect(await json(await post(`/api/ratings/news/${row.id}`, { rating: 5, comment: 'Дуже корисно' }, user))).toEqual(
      { rating: 5, rating_count: 1, rating_personal: 5 },
    );
    expect(
      await json(await post(`/api/ratings/news/${row.id}`, { rating: 2, options: { source: 'article' } }, editor)),
    ).toEqual({ rating: 3.5, rating_count: 2, rating_personal: 2 });
    expect(await json(await post(`/api/ratings/news/${row.id}`, { rating: 4 }, user))).toEqual({
      rating: 3,
      rating_count: 2,
      rating_personal: 4,
    });
    const bad = await post(`/api/ratings/news/${row.id}`, { rating: 6 }, user);
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.rating[0]).toBe('Оцінка має бути від 1 до 5');
  });

  it('counters: empty ids → empty data; personal parts only when asked; bad ids 422', async () => {
    expect(await json(await get('/api/news/counters'))).toEqual({ data: [] });
    expect(await json(await get('/api/news/counters?ids='))).toEqual({ data: [] });
    const row = await findPost((p) => p.isFree && p.status === 'published' && p.title.startsWith('Лікарняні'));
    await post(`/api/records/favorite/news/${row.id}`, { favorite: 1 }, user);
    const plain = (await json(await get(`/api/news/counters?ids=${row.id}`, user))).data[0];
    expect(plain).not.toHaveProperty('favorites');
    const full = (
      await json(
        await get(`/api/news/counters?ids=${row.id},${row.id}&with-favorites=1&with-viewed=1&with-likes=1`, user),
      )
    ).data;
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({
      id: row.id,
      favorites: true,
      favorites_count: 1,
      viewed: false,
      likes_personal: null,
    });
    expect(full[0].likes).toHaveLength(5);
    expect((await get('/api/news/counters?ids=1,x')).status).toBe(422);
  });
});

describe('the news editor', () => {
  const body = {
    title: 'Нова форма звіту для кадровика',
    content:
      '<h2>Що нового</h2><p>Перший абзац <strong>важливий</strong>.</p><script>alert(1)</script><p ' +
      'onclick="x()">Другий абзац.</p>' +
      '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"></iframe><iframe ' +
      'src="https://evil.example/embed/x"></iframe><img src="javascript:alert(1)">',
    status: 'published' as const,
    post_access: false,
    order: 9,
    categories: [1],
  };

  it('store-post: 401 for guests, 403 for readers and moderators, 422 with Ukrainian messages', async () => {
    expect((await post('/api/news/store-post', body)).status).toBe(401);
    expect((await post('/api/news/store-post', body, user)).status).toBe(403);
    expect((await post('/api/news/store-post', body, moderator)).status).toBe(403);
    const bad = await post('/api/news/store-post', { ...body, title: ' ', categories: [9999] }, editor);
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.title[0]).toBe('Введіть заголовок новини');
    const badRef = await post('/api/news/store-post', { ...body, categories: [9999] }, editor);
    expect((await json(badRef)).errors.categories[0]).toBe('Обрано неіснуюче значення');
  });

  it(
    'an editor publishes: HTML sanitized, order normalised to 50, youtube-nocookie kept, listed and ' + 'searchable',
    async () => {
      const r = await post('/api/news/store-post', body, editor);
      expect(r.status).toBe(201);
      const { data } = await json(r);
      expect(data.order).toBe(50);
      expect(data.content).not.toMatch(/script|onclick|evil\.example|javascript:/);
      expect(data.content).toContain('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
      expect(data.options.contents_list).toEqual([{ hash: 'rozdil-1', data_id: 'h1', title: 'Що нового', level: 2 }]);
      const list = await json(await get('/api/news/all?fixed_posts=1'));
      expect(list.data.slice(3).some((p: Card) => p.id === data.id) || list.data[3].id === data.id).toBe(true);
      const found = await json(await get(`/api/news/search?q=${encodeURIComponent('нова форма звіту')}`));
      expect(found.data[0].id).toBe(data.id);
      // A guest sees it cut (post_access false), without the second paragraph of the body.
      const guest = (await json(await get(`/api/news/post/${data.id}`))).data;
      expect(guest.post_access).toBe(false);
      const update = await post(
        '/api/news/store-post',
        { ...body, id: data.id, title: 'Нова форма звіту (оновлено)', status: 'draft' },
        editor,
      );
      expect(update.status).toBe(200);
      expect((await get(`/api/news/post/${data.id}`)).status).toBe(404);
    },
  );

  it('image upload: editors only, 201 with image_url; a renamed .exe is refused', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (bytes: Uint8Array, name: string) => {
      const f = new FormData();
      f.set('title', 'Схема');
      f.set('image', new File([bytes as unknown as BlobPart], name, { type: 'image/png' }));
      return f;
    };
    expect(
      (await t.request('/api/news/image', { method: 'POST', body: form(png, 'a.png'), cookie: user })).status,
    ).toBe(403);
    const ok = await t.request('/api/news/image', { method: 'POST', body: form(png, 'a.png'), cookie: editor });
    expect(ok.status).toBe(201);
    const { image_url } = await json(ok);
    expect(image_url).toMatch(/^\/uploads\/news\/[a-f0-9]+\.png$/);
    expect((await t.request(image_url)).status).toBe(200);
    const exe = new Uint8Array(512);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    const refused = await t.request('/api/news/image', {
      method: 'POST',
      body: form(exe, 'photo.png'),
      cookie: editor,
    });
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors.image[0]).toBe('Завантажте зображення у форматі PNG, JPEG, WebP або GIF');
    const missing = new FormData();
    missing.set('title', 'x');
    expect((await t.request('/api/news/image', { method: 'POST', body: missing, cookie: editor })).status).toBe(422);
  });
});
