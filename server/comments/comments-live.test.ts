import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '../../common/messages';
import { buildNewsPost, buildUser, grantSubscription } from '../../tests/support/factories';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { threads } from '../db/schema';
import { threadOf } from './ensure-thread';

let t: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer();
}, 180_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.stop();
});

function open(url: string, cookie?: string): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('comments live', () => {
  it('a comment posted over HTTP reaches a subscriber of its thread, without the e-mail', async () => {
    const author = await buildUser(t.deps.db, { name: 'Ірина' });
    const post = await buildNewsPost(t.deps.db);
    const thread = (await threadOf(t.deps.db, 'news', post.id))?.id as number;
    const socket = await open(t.url);
    expect(await socket.emitWithAck('subscribe', `comments.${thread}`)).toEqual({ ok: true });
    const received = new Promise<unknown[]>((resolve) => socket.once('comment.created', (...args) => resolve(args)));
    const res = await t.request(`/api/comments/${thread}/comments`, {
      method: 'POST',
      json: { text: 'Наживо' },
      cookie: author.cookie,
    });
    expect(res.status).toBe(201);
    const [payload, room] = await received;
    expect(room).toBe(`comments.${thread}`);
    expect(payload).toMatchObject({ thread, comment: { text: 'Наживо', name: 'Ірина', email: '' } });
  });

  it('a private thread’s room is for staff only; a paywalled item’s room needs access', async () => {
    const [priv] = await t.deps.db.insert(threads).values({ title: 'Приватне', isPrivate: true }).returning();
    const user = await buildUser(t.deps.db);
    const moderator = await buildUser(t.deps.db, { role: 'moderator' });
    expect(await (await open(t.url)).emitWithAck('subscribe', `comments.${priv.id}`)).toEqual({ ok: false });
    expect(await (await open(t.url, user.cookie)).emitWithAck('subscribe', `comments.${priv.id}`)).toEqual({
      ok: false,
    });
    expect(await (await open(t.url, moderator.cookie)).emitWithAck('subscribe', `comments.${priv.id}`)).toEqual({
      ok: true,
    });
    const paid = await buildNewsPost(t.deps.db, { paywalled: true });
    const paidThread = (await threadOf(t.deps.db, 'news', paid.id))?.id;
    expect(await (await open(t.url, user.cookie)).emitWithAck('subscribe', `comments.${paidThread}`)).toEqual({
      ok: false,
    });
    const guest = await open(t.url);
    for (const bad of ['comments.0', 'comments.abc', 'comments.99999999', 'comments.']) {
      expect(await guest.emitWithAck('subscribe', bad)).toEqual({ ok: false });
    }
  });

  it('a connected socket refused a paywalled room joins it once the reader has a subscription', async () => {
    const reader = await buildUser(t.deps.db);
    const paid = await buildNewsPost(t.deps.db, { paywalled: true });
    const room = `comments.${(await threadOf(t.deps.db, 'news', paid.id))?.id}`;
    const socket = await open(t.url, reader.cookie);
    expect(await socket.emitWithAck('subscribe', room)).toEqual({ ok: false });
    // Granted as another process would (the payment callback): nothing in this one is told.
    await grantSubscription(t.deps.db, { userId: reader.user.id, packageCode: 'professional', days: 30 });
    expect(await socket.emitWithAck('subscribe', room)).toEqual({ ok: true });
  });

  it('error report: validation texts, stored in the theme’s thread for staff, repeated → 422', async () => {
    const send = (json: unknown, host?: string) =>
      t.request('/api/error-report', { method: 'POST', json, headers: host ? { host } : {} });
    const bad = await send({ email: 'ні', url: 'ab', question: '   ' });
    expect(bad.status).toBe(422);
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors;
    expect(errors.email).toEqual(['Введіть коректний e-mail']);
    expect(errors.url).toEqual([msg.urlMin]);
    expect(errors.question).toEqual([msg.required]);
    const long = await send({ email: 'a@b.ua', url: 'x'.repeat(256), question: 'q' });
    expect(((await long.json()) as { errors: Record<string, string[]> }).errors.url).toEqual([msg.urlMax]);
    const report = { email: 'Reader@Example.ua', url: ' https://fahivets.ua/news/1 ', question: 'Описка в сумі' };
    const ok = await send(report);
    expect(ok.status).toBe(201);
    const moderator = await buildUser(t.deps.db, { role: 'moderator' });
    const stored = await t.request('/api/comments/5828/comments', { cookie: moderator.cookie });
    const body = (await stored.json()) as { data: { name: string; email: string; param: string; text: string }[] };
    expect(body.data[0]).toMatchObject({
      name: 'anonymous',
      email: 'reader@example.ua',
      param: 'https://fahivets.ua/news/1',
      text: 'Описка в сумі',
    });
    const user = await buildUser(t.deps.db);
    expect((await (await t.request('/api/comments/5828/comments', { cookie: user.cookie })).json()).data).toEqual([]);
    expect((await t.request('/api/comments/5828/comments')).status).toBe(401);
    const again = await send(report);
    expect(again.status).toBe(422);
    expect(((await again.json()) as { message: string }).message).toBe(msg.reportAlready);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres' && process.env.REDIS_URL)('comments live across processes', () => {
  it('a comment posted to one process reaches a subscriber of another (Redis adapter)', async () => {
    const { loadEnv } = await import('../env');
    const { startServer } = await import('../http/server');
    const { createLogger } = await import('../observability/logger');
    const env = loadEnv({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: `/tmp/fahivets-test-${process.pid}`,
      SESSION_SECRET: 's'.repeat(32),
      LOG_LEVEL: 'silent',
      REDIS_URL: process.env.REDIS_URL as string,
    });
    const second = await startServer({ env, ssr: 'none', database: t.database, log: createLogger('silent') });
    try {
      const author = await buildUser(t.deps.db);
      const post = await buildNewsPost(t.deps.db);
      const thread = (await threadOf(t.deps.db, 'news', post.id))?.id as number;
      const socket = await open(second.url);
      expect(await socket.emitWithAck('subscribe', `comments.${thread}`)).toEqual({ ok: true });
      const received = new Promise((resolve) => socket.once('comment.created', resolve));
      await t.request(`/api/comments/${thread}/comments`, {
        method: 'POST',
        json: { text: 'Між процесами' },
        cookie: author.cookie,
      });
      expect(await received).toMatchObject({ comment: { text: 'Між процесами' } });
    } finally {
      await second.close();
    }
  });
});
