import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_ROOM_EMPTY } from '../../common/named-rooms';
import { buildUser } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { buildWebinar } from '../../tests/support/webinars-factory';
import { webinars } from '../db/schema';

let t: TestServer;
let ipSeq = 0;
beforeAll(async () => {
  t = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'http://fahivets.test' } });
});
afterAll(async () => {
  await t?.stop();
});

const HOUR = 3_600_000;
const DENIED = 'Кімната відкрита для зареєстрованих учасників вебінару';
const headers = () => ({ 'x-forwarded-for': `10.9.2.${++ipSeq}`, origin: 'http://fahivets.test' });
const register = (campaign: string, email: string, cookie: string) =>
  t.request(`/api/clients/campaign/${campaign}`, { method: 'POST', json: { email }, cookie, headers: headers() });
const namedRoom = (alias: string, cookie?: string) =>
  t.request(`/api/records/free-webinars/rooms/${alias}`, { cookie });
const put = (id: number, json: unknown, cookie: string) =>
  t.request(`/api/staff/webinars/${id}`, { method: 'PUT', json, cookie, headers: headers() });
/** The staff form's fields of an existing webinar, to PUT back with changes. */
const inputOf = (w: typeof webinars.$inferSelect) => ({
  title: w.title,
  starts_at: w.startsAt.toISOString(),
  duration_minutes: w.durationMinutes,
  programme: w.programme,
  is_published: w.isPublished,
});
const pdf = () =>
  new File([fs.readFileSync(path.resolve('tests/fixtures/attachments/nakaz.pdf'))], 'Презентація вебінару.pdf');
const upload = (webinarId: number, cookie: string) => {
  const form = new FormData();
  form.set('file', pdf());
  return t.request(`/api/webinar-materials/${webinarId}/webinar-materials/attachment`, {
    method: 'POST',
    body: form,
    cookie,
    headers: headers(),
  });
};

describe('named rooms', () => {
  it('show the current webinar assigned to the name, else the next; the room rules apply', async () => {
    const db = t.database.db;
    await db.update(webinars).set({ roomAlias: null });
    const editor = await buildUser(db, { options: { events_editor: true } });
    const member = await buildUser(db);
    const outsider = await buildUser(db);

    const empty = await namedRoom('room_velseminar', member.cookie);
    expect(empty.status).toBe(404);
    expect((await empty.json()).message).toBe(NAMED_ROOM_EMPTY);
    const unknown = await namedRoom('room_nema', member.cookie);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Кімнату не знайдено');

    const over = await buildWebinar(db, { starts_at: new Date(Date.now() - 5 * HOUR).toISOString() });
    const next = await buildWebinar(db, { starts_at: new Date(Date.now() + 48 * HOUR).toISOString() });
    const live = await buildWebinar(db, {
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      duration_minutes: 120,
    });
    for (const w of [over, next, live]) {
      expect((await put(w.id, { ...inputOf(w), room_alias: 'room_velseminar' }, editor.cookie)).status).toBe(200);
    }
    const bad = await put(live.id, { ...inputOf(live), room_alias: 'room_x' }, editor.cookie);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.room_alias).toEqual(['Невідома кімната']);

    expect((await namedRoom('room_velseminar')).status).toBe(401);
    const refused = await namedRoom('room_velseminar', outsider.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(DENIED);

    await register(`webinar-${live.id}`, member.user.email, member.cookie);
    const res = await namedRoom('room_velseminar', member.cookie);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id: live.id, state: 'live', chat_thread_id: live.chatThreadId });

    // Once the live one is over, the next takes the room; the other name stays empty.
    await db
      .update(webinars)
      .set({ startsAt: new Date(Date.now() - 4 * HOUR) })
      .where(eq(webinars.id, live.id));
    expect((await (await namedRoom('room_velseminar', editor.cookie)).json()).data.id).toBe(next.id);
    expect((await namedRoom('klubna_zustrich', editor.cookie)).status).toBe(404);
  });
});

describe('webinar materials', () => {
  it('staff attach links and uploaded files; participants see and download them, others do not', async () => {
    const db = t.database.db;
    const editor = await buildUser(db, { options: { events_editor: true } });
    const member = await buildUser(db);
    const outsider = await buildUser(db);
    const w = await buildWebinar(db);
    await register(`webinar-${w.id}`, member.user.email, member.cookie);

    expect((await upload(w.id, member.cookie)).status).toBe(403);
    const up = await upload(w.id, editor.cookie);
    expect(up.status).toBe(201);
    const fileId = (await up.json()).data.id as number;

    const materials = [
      { title: 'Презентація', file_id: fileId },
      { title: 'Довідник кадровика', url: '/handbooks' },
    ];
    const saved = await put(w.id, { ...inputOf(w), materials }, editor.cookie);
    expect(saved.status).toBe(200);

    const room = (await (await t.request(`/api/records/free-webinars/${w.id}/room`, { cookie: member.cookie })).json())
      .data;
    const fileUrl = `/api/webinar-materials/attachments/${fileId}`;
    expect(room.materials).toEqual([
      { title: 'Презентація', kind: 'file', url: fileUrl },
      { title: 'Довідник кадровика', kind: 'link', url: '/handbooks' },
    ]);
    const page = (await (await t.request(`/api/records/free-webinars/${w.id}`, { cookie: member.cookie })).json()).data;
    expect(page.materials).toHaveLength(2);
    const outsiderPage = await (
      await t.request(`/api/records/free-webinars/${w.id}`, { cookie: outsider.cookie })
    ).json();
    expect(outsiderPage.data.materials).toBeUndefined();
    expect((await (await t.request(`/api/records/free-webinars/${w.id}`)).json()).data.materials).toBeUndefined();

    const file = await t.request(fileUrl, { cookie: member.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const denied = await t.request(fileUrl, { cookie: outsider.cookie });
    expect(denied.status).toBe(403);
    expect((await denied.json()).message).toBe(DENIED);
    expect((await t.request(fileUrl)).status).toBe(401);
    expect((await t.request(fileUrl, { cookie: editor.cookie })).status).toBe(200);
  });

  it('bad materials are 422 with Ukrainian messages: foreign files, bad links, neither or both', async () => {
    const db = t.database.db;
    const editor = await buildUser(db, { options: { events_editor: true } });
    const a = await buildWebinar(db);
    const b = await buildWebinar(db);
    const foreign = (await (await upload(a.id, editor.cookie)).json()).data.id as number;
    const cases: [unknown, string][] = [
      [[{ title: 'Чужий файл', file_id: foreign }], 'Файл не знайдено: завантажте його для цього вебінару'],
      [[{ title: 'Посилання', url: 'javascript:alert(1)' }], 'Посилання має починатися з / або https://'],
      [[{ title: 'Посилання', url: 'http://example.com' }], 'Посилання має починатися з / або https://'],
      [[{ title: 'Нічого' }], 'Вкажіть посилання або файл'],
      [[{ title: 'Обидва', url: '/handbooks', file_id: foreign }], 'Вкажіть посилання або файл'],
      [[{ title: '', url: '/handbooks' }], 'Це поле необхідно заповнити'],
    ];
    for (const [materials, message] of cases) {
      const res = await put(b.id, { ...inputOf(b), materials }, editor.cookie);
      expect(res.status, JSON.stringify(materials)).toBe(422);
      expect(JSON.stringify((await res.json()).errors)).toContain(message);
    }
    // A file uploaded for another webinar is not served as this one's material either.
    const member = await buildUser(db);
    await register(`webinar-${b.id}`, member.user.email, member.cookie);
    expect((await t.request(`/api/webinar-materials/attachments/${foreign}`, { cookie: member.cookie })).status).toBe(
      404,
    );
  });
});
