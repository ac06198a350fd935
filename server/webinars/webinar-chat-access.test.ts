import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { buildWebinar } from '../../tests/support/webinars-factory';

let t: TestServer;
let ipSeq = 0;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'http://fahivets.test' } });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.stop();
});

const DENIED = 'Кімната відкрита для зареєстрованих учасників вебінару';
const headers = () => ({ 'x-forwarded-for': `10.9.1.${++ipSeq}`, origin: 'http://fahivets.test' });
const register = (campaign: string, email: string, cookie: string) =>
  t.request(`/api/clients/campaign/${campaign}`, { method: 'POST', json: { email }, cookie, headers: headers() });
const list = (thread: number, cookie?: string) => t.request(`/api/comments/${thread}/comments`, { cookie });
const post = (thread: number, text: string, cookie?: string) =>
  t.request(`/api/comments/${thread}/comments`, { method: 'POST', json: { text }, cookie, headers: headers() });

describe('the webinar chat through the comments API', () => {
  it('a signed-in non-participant gets 403 on list and create; a guest 401', async () => {
    const db = t.database.db;
    const w = await buildWebinar(db);
    const thread = w.chatThreadId as number;
    const outsider = await buildUser(db);
    for (const res of [await list(thread, outsider.cookie), await post(thread, 'Доброго дня!', outsider.cookie)]) {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(DENIED);
    }
    expect((await list(thread)).status).toBe(401);
    expect((await post(thread, 'Доброго дня!')).status).toBe(401);
  });

  it('a registered participant reads and posts; staff (events editors, moderators) too', async () => {
    const db = t.database.db;
    const w = await buildWebinar(db);
    const thread = w.chatThreadId as number;
    const member = await buildUser(db);
    expect((await register(`webinar-${w.id}`, member.user.email, member.cookie)).status).toBe(200);
    const posted = await post(thread, 'Чи буде запис вебінару?', member.cookie);
    expect(posted.status).toBe(201);
    const editor = await buildUser(db, { options: { events_editor: true } });
    expect((await post(thread, 'Так, запис буде в розділі відео.', editor.cookie)).status).toBe(201);
    const moderator = await buildUser(db, { options: { comments: true } });
    for (const cookie of [member.cookie, editor.cookie, moderator.cookie]) {
      const res = await list(thread, cookie);
      expect(res.status).toBe(200);
      const texts = JSON.stringify((await res.json()).data);
      expect(texts).toContain('Чи буде запис вебінару?');
      expect(texts).toContain('Так, запис буде в розділі відео.');
    }
  });

  it('an unpublished webinar names no thread; the live room refuses non-participants', async () => {
    const db = t.database.db;
    const hidden = await buildWebinar(db, { is_published: false });
    const u = await buildUser(db);
    const res = await list(hidden.chatThreadId as number, u.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Обговорення не знайдено');

    const w = await buildWebinar(db);
    const socket = connect(t.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: u.cookie },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('subscribe', `comments.${w.chatThreadId}`)).toEqual({ ok: false });
    await register(`webinar-${w.id}`, u.user.email, u.cookie);
    expect(await socket.emitWithAck('subscribe', `comments.${w.chatThreadId}`)).toEqual({ ok: true });
  });
});
