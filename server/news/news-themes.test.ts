import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNewsPost, buildUser, uniq } from '../../tests/support/factories';
import { requestWithHost } from '../../tests/support/host-request';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { inArray } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import { menuItems, newsPosts, seoSettings } from '../db/schema';
import type { AppDeps } from '../http/types';
import { news } from './index';
import { readNewsPost } from './read-news-post';

/** Host of each theme in the test server (THEME_HOSTS=buh.localhost=accounting; anything else is HR). */
const hosts: Record<ThemeId, string> = { hr: '127.0.0.1', accounting: 'buh.localhost' };
const other: Record<ThemeId, ThemeId> = { hr: 'accounting', accounting: 'hr' };

let t: TestServer;
const get = (theme: ThemeId, path: string, cookie?: string) =>
  requestWithHost(t.url, path, { host: hosts[theme], cookie });

type Card = { id: number; title: string };
const ids = (rows: Card[]) => rows.map((r) => r.id).sort((a, b) => a - b);

/** A word only these posts carry, so a search finds exactly them. */
const word = `теми${uniq('').replace(/\W/g, '')}`;
const built = {} as Record<ThemeId | 'both', { id: number; title: string }>;
const category = { hr: uniq('cat-hr'), accounting: uniq('cat-acc') };
const topic = { hr: uniq('topic-hr'), accounting: uniq('topic-acc') };

beforeAll(async () => {
  // No demo content: every post on either site is one this file builds.
  t = await startTestServer({ demo: false });
  const db = t.database.db;
  const { user: author } = await buildUser(db, { role: 'news_editor', withSession: false });
  const content = `<p>Новина з ключовим словом ${word} для перевірки тем сайту.</p><p>Другий абзац.</p>`;
  for (const theme of ['hr', 'accounting'] as const) {
    built[theme] = await buildNewsPost(db, {
      author,
      content,
      themes: [theme],
      category: category[theme],
      topics: [topic[theme]],
    });
  }
  // Shared by both sites, in the HR category so it is "related" to the HR post.
  built.both = await buildNewsPost(db, { author, content, category: category.hr, topics: [topic.hr] });
});
afterAll(async () => {
  await t?.stop();
});

describe.each(['hr', 'accounting'] as const)('news of the %s site', (theme) => {
  const own = () => ids([built[theme], built.both]);

  it('the list, the widget and the search show its posts and the shared one only', async () => {
    const list = await get(theme, '/api/news/all');
    expect(list.status).toBe(200);
    expect(ids(list.json<{ data: Card[] }>().data)).toEqual(own());
    expect(list.json<{ meta: { total: number } }>().meta.total).toBe(2);

    const widget = (await get(theme, '/api/news/widget')).json<{ data: { latest: Card[]; popular: Card[] } }>();
    expect(ids(widget.data.latest)).toEqual(own());
    expect(ids(widget.data.popular)).toEqual(own());

    const found = await get(theme, `/api/news/search?q=${encodeURIComponent(word)}`);
    expect(found.status).toBe(200);
    expect(ids(found.json<{ data: Card[] }>().data)).toEqual(own());
  });

  it('its categories and topics are listed and counted; the other site’s answer 404 or are absent', async () => {
    const mine = await get(theme, `/api/news/${category[theme]}`);
    expect(mine.status).toBe(200);
    const expected = theme === 'hr' ? own() : [built.accounting.id];
    expect(ids(mine.json<{ data: Card[] }>().data)).toEqual(expected);
    const theirs = await get(theme, `/api/news/${category[other[theme]]}`);
    expect(theirs.status).toBe(404);

    const topics = (await get(theme, '/api/news/topics')).json<{ data: { alias: string; count: number }[] }>().data;
    const aliases = topics.map((x) => x.alias);
    expect(aliases).toContain(topic[theme]);
    expect(aliases).not.toContain(topic[other[theme]]);
    expect(topics.find((x) => x.alias === topic[theme])?.count).toBe(theme === 'hr' ? 2 : 1);

    const shell = (await get(theme, '/api/topics')).json<{ data: { alias: string }[] }>().data.map((x) => x.alias);
    expect(shell).toContain(topic[theme]);
    expect(shell).not.toContain(topic[other[theme]]);

    const counters = (await get(theme, '/api/news/all?filters=categoryItems,topicItems')).json<{
      filters: { queryName: string; items: { id: string; count: number }[] }[];
    }>().filters;
    const cats = counters.find((f) => f.queryName === 'categoryItems')?.items.map((i) => i.id);
    expect(cats).toEqual([category[theme]]);
  });

  it('a post of the other site opened directly is 404, by id and by address; its own and shared ones open', async () => {
    const foreign = built[other[theme]];
    expect((await get(theme, `/api/news/post/${foreign.id}`)).status).toBe(404);
    expect((await get(theme, `/api/news/alias/${foreign.id}-any`)).status).toBe(404);
    expect(
      (await requestWithHost(t.url, `/api/news/post/${foreign.id}/view`, { host: hosts[theme], method: 'POST' }))
        .status,
    ).toBe(404);
    expect((await get(theme, `/api/news/post/${built[theme].id}`)).status).toBe(200);
    expect((await get(theme, `/api/news/post/${built.both.id}`)).status).toBe(200);
  });

  it('related posts and the sitemap keep to the site', async () => {
    const db = t.database.db;
    const { related } = await readNewsPost({ db, user: null, id: built.both.id, theme, withRelated: true });
    // The shared post is in the HR category: on the HR site the HR post is related, on the accounting site none.
    expect(related.map((r) => r.id)).toEqual(theme === 'hr' ? [built.hr.id] : []);

    const paths = await news.sitemap?.({ db } as AppDeps, { theme });
    const posted = (paths ?? []).map((p) => Number(/\/news\/(\d+)-/.exec(p)?.[1]));
    expect(posted.sort((a, b) => a - b)).toEqual(own());
  });
});

describe('related posts for a signed-in reader', () => {
  it('are the rows everybody sees, with the reader’s own favourite mark at once', async () => {
    const db = t.database.db;
    const reader = await buildUser(db);
    const other = await buildUser(db);
    const related = async (user: Awaited<ReturnType<typeof buildUser>>['user'] | null) =>
      (await readNewsPost({ db, user, id: built.both.id, theme: 'hr', withRelated: true })).related;
    expect((await related(null)).map((r) => [r.id, r.favorite])).toEqual([[built.hr.id, false]]);
    const fav = await t.request(`/api/records/favorite/news/${built.hr.id}`, {
      method: 'POST',
      json: { favorite: 1 },
      cookie: reader.cookie,
    });
    expect(fav.status).toBe(200);
    // Within the second the rows are kept: the reader's mark is there, nobody else's is.
    expect((await related(reader.user)).map((r) => [r.id, r.favorite])).toEqual([[built.hr.id, true]]);
    expect((await related(other.user)).map((r) => [r.id, r.favorite])).toEqual([[built.hr.id, false]]);
    expect((await related(null)).map((r) => [r.id, r.favorite])).toEqual([[built.hr.id, false]]);
  });
});

describe('themed wording and SEO rows', () => {
  it('a menu item named by a theme word reads the site’s word', async () => {
    const db = t.database.db;
    const link = `/${uniq('calendar')}`;
    await db.insert(menuItems).values({
      menu: 'side',
      position: 99,
      title: 'Календар',
      link,
      options: { icon: 'calendar', titleFrom: 'calendar' },
    });
    const titleOn = async (theme: ThemeId) =>
      (await get(theme, '/api/menu/side-navigation'))
        .json<{ data: { link: string; title: string; options: object }[] }>()
        .data.find((m) => m.link === link);
    const hr = await titleOn('hr');
    expect(hr?.title).toBe('Календар кадровика');
    expect(hr?.options).toEqual({ icon: 'calendar' });
    expect((await titleOn('accounting'))?.title).toBe('Календар бухгалтера');
  });

  it('a path’s SEO row of the site wins over the shared one; the other site’s row is never used', async () => {
    const db = t.database.db;
    const url = `/${uniq('seo')}`;
    await db.insert(seoSettings).values([
      { url, title: 'Спільний заголовок' },
      { url, title: 'Заголовок бухгалтерії', themes: ['accounting'] },
    ]);
    const only = `/${uniq('seo-hr')}`;
    await db.insert(seoSettings).values({ url: only, title: 'Лише для кадровиків', themes: ['hr'] });
    const seo = async (theme: ThemeId, path: string) =>
      (await get(theme, `/api/seo/settings/show?url=${encodeURIComponent(path)}`)).json<{
        data: { title: string } | null;
      }>().data;
    expect((await seo('hr', url))?.title).toBe('Спільний заголовок');
    expect((await seo('accounting', url))?.title).toBe('Заголовок бухгалтерії');
    expect((await seo('hr', only))?.title).toBe('Лише для кадровиків');
    expect(await seo('accounting', only)).toBeNull();
  });
});

describe('posts written on a site', () => {
  it('belong to that site unless the editor names the themes; a bad theme is a 422 in Ukrainian', async () => {
    const db = t.database.db;
    const { cookie } = await buildUser(db, { role: 'news_editor' });
    const store = (json: object) =>
      requestWithHost(t.url, '/api/news/store-post', { host: hosts.accounting, method: 'POST', cookie, json });
    const base = { content: '<p>Текст новини про звітність.</p>', status: 'published' };
    const local = await store({ ...base, title: 'Новина сайту бухгалтерії' });
    expect(local.status).toBe(201);
    const both = await store({ ...base, title: 'Новина для обох сайтів', themes: ['hr', 'accounting'] });
    expect(both.status).toBe(201);
    const bad = await store({ ...base, title: 'Погана тема', themes: ['finance'] });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'themes.0': ['Оберіть тему сайту: hr або accounting'],
    });
    const empty = await store({ ...base, title: 'Без теми', themes: [] });
    expect(empty.status).toBe(422);

    const rows = await db
      .select({ title: newsPosts.title, themes: newsPosts.themes })
      .from(newsPosts)
      .where(inArray(newsPosts.id, [local.json<{ data: Card }>().data.id, both.json<{ data: Card }>().data.id]));
    expect(Object.fromEntries(rows.map((r) => [r.title, r.themes]))).toEqual({
      'Новина сайту бухгалтерії': ['accounting'],
      'Новина для обох сайтів': ['hr', 'accounting'],
    });
    const localId = local.json<{ data: Card }>().data.id;
    expect((await get('hr', `/api/news/post/${localId}`)).status).toBe(404);
    expect((await get('accounting', `/api/news/post/${localId}`)).status).toBe(200);
  });
});
