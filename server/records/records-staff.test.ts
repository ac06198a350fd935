import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHandbook, buildUser } from '../../tests/support/factories';
import { buildRecord } from '../../tests/support/records-factory';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
let plain: string;
let recordsEditor: string;
let handbooksEditor: string;

const call = async (method: string, path: string, opts: { json?: unknown; cookie?: string } = {}) => {
  const r = await t.request(path, { method, ...opts });
  return { status: r.status, body: await r.json() };
};

beforeAll(async () => {
  t = await startTestServer({ demo: false });
  const { db } = t.database;
  const [u, re, he] = await Promise.all([
    buildUser(db),
    buildUser(db, { options: { records_editor: true } }),
    buildUser(db, { options: { handbooks_editor: true } }),
  ]);
  [plain, recordsEditor, handbooksEditor] = [u.cookie, re.cookie, he.cookie];
});
afterAll(async () => {
  await t?.stop();
});

describe('records staff screen calls', () => {
  it('lists every record, drafts included, for records editors only', async () => {
    const draft = await buildRecord(t.database.db, {
      title: 'Чернетка вебінару для редактора',
      state: 'draft',
      videos: [{ embedId: null }, { embedId: '123456700' }],
    });
    expect((await call('GET', '/api/records/staff/records')).status).toBe(401);
    expect((await call('GET', '/api/records/staff/records', { cookie: plain })).status).toBe(403);
    expect((await call('GET', '/api/records/staff/records', { cookie: handbooksEditor })).status).toBe(403);
    const list = await call('GET', '/api/records/staff/records', { cookie: recordsEditor });
    expect(list.status).toBe(200);
    expect(list.body.data.find((r: { id: number }) => r.id === draft.id)).toMatchObject({
      title: 'Чернетка вебінару для редактора',
      status: 'draft',
      videos_count: 2,
      pending_videos: 1,
    });
    const one = await call('GET', `/api/records/staff/records/${draft.id}`, { cookie: recordsEditor });
    expect(one.body.data.videos.map((v: { embed_id: string | null }) => v.embed_id)).toEqual([null, '123456700']);
    expect((await call('GET', `/api/records/staff/records/${draft.id}`, { cookie: plain })).status).toBe(403);
    expect((await call('GET', '/api/records/staff/records/abc', { cookie: recordsEditor })).status).toBe(422);
    expect((await call('GET', '/api/records/staff/records/999999999', { cookie: recordsEditor })).status).toBe(404);
  });

  it('creates, edits and publishes; NUL characters and bad fields are 422 with Ukrainian messages', async () => {
    const json = { title: 'Новий запис редакції', kind: 'webinar', themes: ['hr'], description: 'Опис' };
    expect((await call('POST', '/api/records/store-record', { json, cookie: plain })).status).toBe(403);
    const nul = await call('POST', '/api/records/store-record', {
      json: { ...json, title: 'a\u0000b' },
      cookie: recordsEditor,
    });
    expect(nul.status).toBe(422);
    expect(nul.body.errors.title).toEqual(['Поле містить недопустимі символи']);
    const noKind = await call('POST', '/api/records/store-record', { json: { title: 'x' }, cookie: recordsEditor });
    expect(noKind.body.errors.kind).toEqual(['Тип запису: вебінар, відеоконсультація або мінікурс']);
    const created = await call('POST', '/api/records/store-record', { json, cookie: recordsEditor });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const video = await call('POST', '/api/records/store-video', {
      json: { record_id: id, title: 'Повний запис', duration: '01:10:00' },
      cookie: recordsEditor,
    });
    expect(video.status).toBe(201);
    const badVideo = await call('POST', '/api/records/store-video', {
      json: { record_id: id, title: 'x', duration: '1:10', embed_id: 'коротко' },
      cookie: recordsEditor,
    });
    expect(badVideo.body.errors).toMatchObject({
      duration: ['Тривалість має формат гг:хх:сс'],
      embed_id: ['Ідентифікатор відео: цифри Vimeo або 11 символів YouTube'],
    });
    expect((await call('GET', `/api/records/events/${id}`)).status).toBe(404);
    await call('PUT', `/api/records/record/${id}/status`, { json: { status: 'published' }, cookie: recordsEditor });
    const open = await call('GET', `/api/records/events/${id}`);
    expect(open.body.data.video).toMatchObject({ title: 'Повний запис', playable: false });
    await call('PUT', `/api/records/record/${id}/status`, { json: { status: 'draft' }, cookie: recordsEditor });
    expect((await call('GET', `/api/records/events/${id}`)).status).toBe(404);
  });
});

describe('handbooks staff screen calls', () => {
  it('lists every handbook with its chapters for handbook editors only', async () => {
    const { id } = await buildHandbook(t.database.db, {
      title: 'Чернетка довідника для редактора',
      state: 'draft',
      chapters: [
        { title: 'Перший розділ', body: 'Текст першого розділу.' },
        { title: 'Другий розділ', body: 'Текст другого розділу.' },
      ],
    });
    expect((await call('GET', '/api/handbooks/staff/handbooks')).status).toBe(401);
    expect((await call('GET', '/api/handbooks/staff/handbooks', { cookie: recordsEditor })).status).toBe(403);
    const list = await call('GET', '/api/handbooks/staff/handbooks', { cookie: handbooksEditor });
    expect(list.body.data.find((h: { id: number }) => h.id === id)).toMatchObject({
      status: 'draft',
      chapters_count: 2,
    });
    const one = await call('GET', `/api/handbooks/staff/handbooks/${id}`, { cookie: handbooksEditor });
    expect(one.body.data.chapters).toEqual([
      { title: 'Перший розділ', body: 'Текст першого розділу.' },
      { title: 'Другий розділ', body: 'Текст другого розділу.' },
    ]);
    expect((await call('GET', `/api/handbooks/staff/handbooks/${id}`, { cookie: plain })).status).toBe(403);
    expect((await call('GET', '/api/handbooks/staff/handbooks/x', { cookie: handbooksEditor })).status).toBe(422);
    expect((await call('GET', '/api/handbooks/staff/handbooks/999999', { cookie: handbooksEditor })).status).toBe(404);
  });
});
