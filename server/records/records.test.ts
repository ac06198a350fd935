import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, grantSubscription } from '../../tests/support/factories';
import { buildLecturer, buildRecord } from '../../tests/support/records-factory';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { loadAccess } from '../access/access';
import { listContinueWatching } from './list-continue-watching';
import { listRecordWidgets } from './list-widgets';

let t: TestServer;
let plain: string; // signed in, no package
let standard: string; // Standard package
let military: string; // Military Registration PRO only
let editor: string;
let paid: Awaited<ReturnType<typeof buildRecord>>;
let free: Awaited<ReturnType<typeof buildRecord>>;
let course: Awaited<ReturnType<typeof buildRecord>>;

const get = (path: string, cookie?: string) => t.request(path, { cookie });
const send = (method: string, path: string, json: unknown, cookie?: string) =>
  t.request(path, { method, json, cookie });
const body = async (r: Response) => ({ status: r.status, json: await r.json() });

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  const db = t.database.db;
  const [u1, u2, u3, ed] = await Promise.all([
    buildUser(db),
    buildUser(db),
    buildUser(db),
    buildUser(db, { options: { records_editor: true } }),
  ]);
  plain = u1.cookie;
  standard = u2.cookie;
  military = u3.cookie;
  editor = ed.cookie;
  await grantSubscription(db, { userId: u2.user.id, packageCode: 'standard' });
  await grantSubscription(db, { userId: u3.user.id, packageCode: 'military-pro' });
  const lecturer = await buildLecturer(db, 'Оксана Лекторська');
  paid = await buildRecord(db, {
    title: 'Платний вебінар про відпустки',
    packages: ['standard', 'professional'],
    topics: ['vidpustky'],
    lecturerIds: [lecturer.id],
    videos: [{ embedId: '123456789' }, { embedId: 'AbCdEfGhIjK' }],
    file: { title: 'Конспект', fileName: 'notes.txt', body: 'Таємний конспект' },
    blocks: [
      { type: 'text', name: 'about', text: 'Текст тільки для передплатників' },
      { type: 'text', name: 'no-thread', text: 'x', thread: null },
      { type: 'text', name: 'web', text: 'x', template: 'web' },
      { type: 'custom', name: 'about-temporary', text: 'x' },
      { type: 'custom', name: 'promo-old-only', text: 'x' },
      { type: 'text', name: 'title', text: 'x', view: 'title' },
    ],
  });
  free = await buildRecord(db, {
    title: 'Безкоштовна відеоконсультація',
    kind: 'consultation',
    isFree: true,
    topics: ['zvilnennia'],
  });
  course = await buildRecord(db, {
    title: 'Мінікурс з модулями',
    kind: 'minicourse',
    oneModule: true,
    packages: ['premium'],
    modules: [
      { title: 'Модуль 1', videos: [{ isFree: true }, {}] },
      { title: 'Модуль 2', videos: [{}, {}] },
      { title: 'Модуль 3', videos: [{}] },
    ],
  });
});
afterAll(async () => {
  await t?.stop();
});

describe('GET /api/records/events/{a}/{b}: access cuts', () => {
  const leaks = (json: unknown) => {
    const text = JSON.stringify(json);
    return ['123456789', 'AbCdEfGhIjK', 'Таємний', 'Текст тільки для передплатників', '/files/'].filter((s) =>
      text.includes(s),
    );
  };
  it('guest, user without package, package not including the record: no player id, file or body', async () => {
    for (const cookie of [undefined, plain, military]) {
      const { status, json } = await body(await get(`/api/records/events/${paid.id}`, cookie));
      expect(status).toBe(200);
      expect(json.data.hasAccess).toBe(false);
      expect(json.data.video.hasAccess).toBe(false);
      expect(json.data.video.embed).toBeUndefined();
      expect(json.data.files).toEqual([expect.objectContaining({ title: 'Конспект', url: null })]);
      expect(leaks(json)).toEqual([]);
    }
  });
  it('a subscriber with a package that opens it gets the players, file address and block text', async () => {
    const { json } = await body(await get(`/api/records/events/${paid.id}/${paid.videoIds[1]}`, standard));
    expect(json.data).toMatchObject({ hasAccess: true, client_access: true, access: false });
    expect(json.data.video).toMatchObject({ id: paid.videoIds[1], embed: { provider: 'youtube', id: 'AbCdEfGhIjK' } });
    expect(json.data.videos[0].embed).toEqual({ provider: 'vimeo', id: '123456789' });
    expect(json.data.blocks.map((b: { name: string }) => b.name)).toEqual(['about']);
    expect(json.data.blocks[0].text).toBe('Текст тільки для передплатників');
    expect(json.data.rubrics).toEqual([{ rubric: 1, name: 'webinar', title: 'Вебінари' }]);
    expect(json.data.lecturers[0].name).toBe('Оксана Лекторська');
  });
  it('a free record plays for any signed-in visitor but not for a guest', async () => {
    expect((await body(await get(`/api/records/events/${free.id}`))).json.data.video.hasAccess).toBe(false);
    expect((await body(await get(`/api/records/events/${free.id}`, plain))).json.data.video.embed).toBeDefined();
  });
  it('files are served through the server with the access check', async () => {
    const file = (await body(await get(`/api/records/events/${paid.id}`, standard))).json.data.files[0];
    const ok = await get(file.url, standard);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(await ok.text()).toBe('Таємний конспект');
    expect((await get(file.url)).status).toBe(401);
    expect((await get(file.url, plain)).status).toBe(403);
    expect((await get(file.url, military)).status).toBe(403);
    expect((await get(`/api/records/${free.id}/files/${file.id}`, standard)).status).toBe(404);
  });
  it('bad ids answer 4xx, unknown or draft records 404', async () => {
    const draft = await buildRecord(t.database.db, { state: 'draft' });
    expect((await get(`/api/records/events/${draft.id}`, standard)).status).toBe(404);
    expect((await get('/api/records/events/999999999')).status).toBe(404);
    expect((await get(`/api/records/events/${paid.id}/${course.videoIds[0]}`)).status).toBe(404);
    expect((await get('/api/records/events/12a')).status).toBe(422);
    expect((await get('/api/records/events/99999999999999')).status).toBe(404);
    expect((await get('/api/records/events/1%00')).status).toBe(422);
  });
});

describe('mini-course modules', () => {
  it('a video outside the first module shows only that module; the first module shows all', async () => {
    const all = (await body(await get(`/api/records/events/${course.id}`, plain))).json.data;
    expect(all.modules.map((m: { title: string }) => m.title)).toEqual(['Модуль 1', 'Модуль 2', 'Модуль 3']);
    expect(all.videos).toHaveLength(5);
    expect(all.one_module_view).toBe(false);
    const second = (await body(await get(`/api/records/events/${course.id}/${course.videoIds[2]}`, plain))).json.data;
    expect(second.one_module_view).toBe(true);
    expect(second.modules.map((m: { title: string }) => m.title)).toEqual(['Модуль 2']);
    expect(second.videos.map((v: { id: number }) => v.id)).toEqual([course.videoIds[2], course.videoIds[3]]);
    expect(second.videos.every((v: { options: { module: number } }) => v.options.module === course.moduleIds[1])).toBe(
      true,
    );
  });
  it('the preview lesson plays for a signed-in visitor without a package, the others do not', async () => {
    const data = (await body(await get(`/api/records/events/${course.id}`, plain))).json.data;
    expect(data.videos.map((v: { hasAccess: boolean }) => v.hasAccess)).toEqual([true, false, false, false, false]);
  });
});

describe('POST /api/records/video/{id}/timecode', () => {
  it('saves whole seconds and the record resumes there; guests and people without access are refused', async () => {
    const video = paid.videoIds[0];
    expect((await send('POST', `/api/records/video/${video}/timecode`, { time: 10 })).status).toBe(401);
    expect((await send('POST', `/api/records/video/${video}/timecode`, { time: 10 }, plain)).status).toBe(403);
    const bad = await body(await send('POST', `/api/records/video/${video}/timecode`, { time: 1.5 }, standard));
    expect(bad.status).toBe(422);
    expect(bad.json.errors.time).toEqual(['Час перегляду — ціле число секунд від 0 до 86400']);
    expect((await send('POST', `/api/records/video/${video}/timecode`, { time: -1 }, standard)).status).toBe(422);
    expect((await send('POST', `/api/records/video/${video}/timecode`, null, standard)).status).toBe(422);
    expect((await send('POST', '/api/records/video/999999/timecode', { time: 5 }, standard)).status).toBe(404);
    const saved = await body(await send('POST', `/api/records/video/${video}/timecode`, { time: 754 }, standard));
    expect(saved).toEqual({ status: 200, json: { time: 754 } });
    const again = await body(await get(`/api/records/events/${paid.id}/${video}`, standard));
    expect(again.json.data.video.timecode).toBe(754);
    await send('POST', `/api/records/video/${video}/timecode`, { time: 800 }, standard);
    expect((await body(await get(`/api/records/events/${paid.id}`, standard))).json.data.video.timecode).toBe(800);
  });
});

describe('continue watching (a signed-in reader’s home)', () => {
  it('the reader’s own started videos, last watched first, of the site’s theme, as many as asked', async () => {
    const db = t.database.db;
    const [reader, other] = await Promise.all([buildUser(db), buildUser(db)]);
    await Promise.all(
      [reader, other].map((u) => grantSubscription(db, { userId: u.user.id, packageCode: 'standard' })),
    );
    const accounting = await buildRecord(db, { title: 'Лише для бухгалтерів', isFree: true, themes: ['accounting'] });
    const at = (video: number, time: number, cookie: string) =>
      send('POST', `/api/records/video/${video}/timecode`, { time }, cookie);
    const [first, second] = paid.videoIds;
    await at(first, 30, reader.cookie);
    await at(second, 0, reader.cookie); // opened, not started
    await at(accounting.videoIds[0], 40, reader.cookie);
    await at(second, 15, other.cookie);
    const list = (theme: 'hr' | 'accounting', limit?: number) =>
      listContinueWatching({ db, userId: reader.user.id, theme, limit }).then((rows) =>
        rows.map((r) => [r.video_id, r.timecode]),
      );
    expect(await list('hr')).toEqual([[first, 30]]);
    await at(second, 60, reader.cookie);
    expect(await list('hr')).toEqual([
      [second, 60],
      [first, 30],
    ]);
    await at(first, 90, reader.cookie);
    expect(await list('hr')).toEqual([
      [first, 90],
      [second, 60],
    ]);
    expect(await list('hr', 1)).toEqual([[first, 90]]);
    expect(await list('accounting')).toEqual([
      [first, 90],
      [second, 60],
      [accounting.videoIds[0], 40],
    ]);
  });
});

describe('GET /api/records/search', () => {
  it('filters by type, themeItems, lecturersItems and typeItems; filter counts; 20 per page', async () => {
    const s = async (q: string, cookie?: string) => (await body(await get(`/api/records/search?${q}`, cookie))).json;
    const ids = (j: { data: { id: number }[] }) => j.data.map((r) => r.id);
    expect(ids(await s('type=free'))).toContain(free.id);
    expect(ids(await s('type=free'))).not.toContain(paid.id);
    expect(ids(await s('type=all&themeItems=vidpustky'))).toEqual([paid.id]);
    expect(ids(await s('type=all&typeItems=minicourse'))).toEqual([course.id]);
    expect(ids(await s('type=consultation'))).toEqual([free.id]);
    const lecturerSlug = (await s('filters=1')).filters[1].items[0].id;
    expect(ids(await s(`lecturersItems=${lecturerSlug}`))).toEqual([paid.id]);
    const withFilters = await s('filters=1');
    expect(withFilters.filters.map((f: { queryName: string }) => f.queryName)).toEqual([
      'themeItems',
      'lecturersItems',
      'typeItems',
    ]);
    expect(withFilters.filters[0].items).toEqual(
      expect.arrayContaining([{ id: 'vidpustky', label: 'Відпустки', count: 1 }]),
    );
    expect(JSON.stringify(withFilters)).not.toContain('123456789');
    const q = await s(`q=${encodeURIComponent('відпустки')}`);
    expect(ids(q)).toEqual([paid.id]);
    expect(q.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 1 });
    expect((await get('/api/records/search?type=secret')).status).toBe(422);
    expect((await get('/api/records/search?typeItems=drop%20table')).status).toBe(422);
    expect((await get('/api/records/search?type=favorite')).status).toBe(401);
  });
  it('pages hold 20 records', async () => {
    const own = await startTestServer({ demo: false, env: {} });
    try {
      for (let i = 0; i < 23; i++)
        await buildRecord(own.database.db, { isFree: true, date: new Date(Date.UTC(2026, 0, 1 + i)) });
      const one = await (await own.request('/api/records/search')).json();
      expect(one.data).toHaveLength(20);
      expect(one.meta).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 23 });
      const two = await (await own.request('/api/records/search?page=2')).json();
      expect(two.data).toHaveLength(3);
      expect(two.data.some((r: { id: number }) => one.data.some((x: { id: number }) => x.id === r.id))).toBe(false);
    } finally {
      await own.stop();
    }
  });
  it('a theme shows only its records', async () => {
    const hrOnly = await buildRecord(t.database.db, { isFree: true, themes: ['hr'], title: 'Лише для кадровиків' });
    const onHr = await (await get('/api/records/search?q=кадровиків')).json();
    expect(onHr.data.map((r: { id: number }) => r.id)).toEqual([hrOnly.id]);
    const http = await import('node:http');
    const onAcc = await new Promise<string>((resolve, reject) => {
      http
        .get(
          `${t.url}/api/records/search?q=${encodeURIComponent('кадровиків')}`,
          { headers: { host: 'buh.localhost' } },
          (res) => {
            let text = '';
            res.on('data', (c) => {
              text += c;
            });
            res.on('end', () => resolve(text));
          },
        )
        .on('error', reject);
    });
    expect(JSON.parse(onAcc).data).toEqual([]);
  });
});

describe('engagement through the shared mechanism', () => {
  it('GET /api/records/counters: empty id list answers without a query; favourites and views', async () => {
    expect(await body(await get('/api/records/counters?ids='))).toEqual({ status: 200, json: { data: [] } });
    expect(await body(await get('/api/records/counters'))).toEqual({ status: 200, json: { data: [] } });
    expect((await get('/api/records/counters?ids=1,x')).status).toBe(422);
    const fav = await send('POST', `/api/records/favorite/record/${paid.id}`, { favorite: 1 }, plain);
    expect(fav.status).toBe(200);
    await get(`/api/records/events/visit/${paid.id}/0`, plain);
    const c = await body(
      await get(`/api/records/counters?ids=${paid.id},${free.id}&with-favorites=1&with-rating=1`, plain),
    );
    const mine = c.json.data.find((r: { id: number }) => r.id === paid.id);
    expect(mine).toMatchObject({
      favorites_count: 1,
      favorites: true,
      views: 1,
      viewed: true,
      rating: 0,
      rating_count: 0,
    });
    const list = await body(await get('/api/records/search?type=favorite', plain));
    expect(list.json.data.map((r: { id: number }) => r.id)).toEqual([paid.id]);
    const latest = await body(await get('/api/records/latest', plain));
    expect(JSON.stringify(latest.json)).toContain(`/events/${paid.id}`);
  });
  it('share: 20 parallel calls give 20 distinct counts on both paths', async () => {
    const calls = Array.from({ length: 20 }, async (_, i) => {
      const path = i % 2 ? `/api/records/${free.id}/share` : `/api/records/record/${free.id}/share`;
      const r = await send(i % 2 ? 'POST' : 'PUT', path, undefined);
      return (await r.json()).share_count as number;
    });
    const counts = await Promise.all(calls);
    expect(new Set(counts).size).toBe(20);
    expect(Math.max(...counts)).toBe(20);
    expect((await send('POST', '/api/records/999999/share', undefined)).status).toBe(404);
  });
});

describe('menus, widgets and bought', () => {
  it('GET /api/records/events/menu counts records per section; the side menu counts videos', async () => {
    const menu = (await body(await get('/api/records/events/menu'))).json.data;
    const all = menu.find((m: { id: string }) => m.id === 'all').count;
    const total = (await (await get('/api/records/search')).json()).meta.total;
    expect(all).toBe(total);
    expect(menu.find((m: { id: string }) => m.id === 'minicourse').count).toBe(1);
    const counters = await body(await get('/api/records/events/counters?keys[]=videos'));
    expect(counters.json.data.videos).toBeGreaterThanOrEqual(8);
  });
  it('GET /api/records/widgets lists newest and most watched without player ids', async () => {
    const w = (await body(await get('/api/records/widgets'))).json.data;
    expect(w.latest.length).toBeGreaterThan(0);
    expect(w.popular.length).toBeGreaterThan(0);
    expect(JSON.stringify(w)).not.toMatch(/123456789|AbCdEfGhIjK/);
  });
  it('widgets are everybody’s rows with the reader’s own marks, fresh at once; a guest’s carry none', async () => {
    const fresh = await buildRecord(t.database.db, { title: 'Найновіший запис для віджета', isFree: true });
    const card = async (cookie?: string) => {
      const w = (await body(await get('/api/records/widgets', cookie))).json.data;
      return w.latest.find((r: { id: number }) => r.id === fresh.id);
    };
    expect((await card(plain)).favorite).toEqual({ enabled: true, inFavorites: false });
    // Read again within the second the rows are kept: the mark is the reader's own and already there.
    expect((await send('POST', `/api/records/favorite/record/${fresh.id}`, { favorite: 1 }, plain)).status).toBe(200);
    expect((await card(plain)).favorite).toEqual({ enabled: true, inFavorites: true });
    expect((await card(standard)).favorite).toEqual({ enabled: true, inFavorites: false });
    expect((await card()).favorite).toEqual({ enabled: false, inFavorites: false });
    // Access is the reader's too: a paid record opens for the subscriber, not for the plain account.
    const locked = await buildRecord(t.database.db, { title: 'Найновіший платний запис', packages: ['standard'] });
    const lockedCard = async (cookie?: string) => {
      const w = (await body(await get('/api/records/widgets', cookie))).json.data;
      const c = w.latest.find((r: { id: number }) => r.id === locked.id);
      return { client_access: c.client_access, hasAccess: c.hasAccess };
    };
    expect(await lockedCard(standard)).toEqual({ client_access: true, hasAccess: true });
    expect(await lockedCard(plain)).toEqual({ client_access: false, hasAccess: false });
    expect(await lockedCard()).toEqual({ client_access: false, hasAccess: false });
  });
  it('widgets without marks (the home page): the reader’s access, none of their marks', async () => {
    const db = t.database.db;
    const reader = await buildUser(db);
    await grantSubscription(db, { userId: reader.user.id, packageCode: 'standard' });
    const locked = await buildRecord(db, { title: 'Платний запис для головної', packages: ['standard'] });
    expect(
      (await send('POST', `/api/records/favorite/record/${locked.id}`, { favorite: 1 }, reader.cookie)).status,
    ).toBe(200);
    const access = await loadAccess({ db, user: reader.user });
    const cardOf = async (marks: boolean) => {
      const w = await listRecordWidgets({ db, access, theme: 'hr', limit: 6, marks });
      const c = w.latest.find((r) => r.id === locked.id);
      return c && { hasAccess: c.hasAccess, inFavorites: c.favorite.inFavorites };
    };
    expect(await cardOf(true)).toEqual({ hasAccess: true, inFavorites: true });
    expect(await cardOf(false)).toEqual({ hasAccess: true, inFavorites: false });
  });
  it('GET /api/records/bought: the records the packages open, with videos on request; 401 for guests', async () => {
    expect((await get('/api/records/bought')).status).toBe(401);
    expect((await body(await get('/api/records/bought', plain))).json.data).toEqual([]);
    const b = (await body(await get('/api/records/bought?withVideo=1', standard))).json;
    expect(b.data.map((r: { id: number }) => r.id)).toContain(paid.id);
    expect(b.data.map((r: { id: number }) => r.id)).not.toContain(course.id);
    expect(b.data.find((r: { id: number }) => r.id === paid.id).videos).toHaveLength(2);
  });
});

describe('staff operations', () => {
  it('only records editors create, edit and publish records, modules and videos', async () => {
    const input = { title: 'Новий мінікурс', kind: 'minicourse', packages: ['standard'] };
    expect((await send('POST', '/api/records/store-record', input)).status).toBe(401);
    expect((await send('POST', '/api/records/store-record', input, plain)).status).toBe(403);
    const bad = await send('POST', '/api/records/store-record', { title: '', kind: 'x' }, editor);
    expect(bad.status).toBe(422);
    const created = await body(await send('POST', '/api/records/store-record', input, editor));
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect((await get(`/api/records/events/${id}`)).status).toBe(404);
    const mod = await body(
      await send('POST', '/api/records/store-module', { record_id: id, title: 'Модуль 1' }, editor),
    );
    expect(mod.status).toBe(201);
    const badVideo = await send(
      'POST',
      '/api/records/store-video',
      { record_id: id, title: 'Урок', embed_id: 'bad id!', duration: '1:2:3' },
      editor,
    );
    expect(badVideo.status).toBe(422);
    const video = await body(
      await send(
        'POST',
        '/api/records/store-video',
        { record_id: id, module_id: mod.json.data.id, title: 'Урок 1', embed_id: '555000111', duration: '00:12:30' },
        editor,
      ),
    );
    expect(video.status).toBe(201);
    const foreign = await send(
      'POST',
      '/api/records/store-video',
      { record_id: paid.id, module_id: mod.json.data.id, title: 'Урок', embed_id: '555000112', duration: '00:01:00' },
      editor,
    );
    expect(foreign.status).toBe(422);
    expect((await send('PUT', `/api/records/record/${id}/status`, { status: 'published' }, plain)).status).toBe(403);
    expect((await send('PUT', `/api/records/record/${id}/status`, { status: 'published' }, editor)).status).toBe(200);
    const edited = await send(
      'POST',
      '/api/records/store-record',
      { ...input, id, title: 'Мінікурс про лікарняні' },
      editor,
    );
    expect(edited.status).toBe(200);
    const page = (await body(await get(`/api/records/events/${id}`))).json.data;
    expect(page.title).toBe('Мінікурс про лікарняні');
    expect(page.videos[0]).toMatchObject({ title: 'Урок 1', duration: '00:12:30', hasAccess: false });
  });
});
