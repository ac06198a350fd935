import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../../tests/support/login';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let t: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.stop();
});

function open(cookie?: string): Promise<Socket> {
  const socket = connect(t.url, {
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

describe('realtime', () => {
  it('refuses rooms nobody authorised', async () => {
    const socket = await open();
    const answer = await socket.emitWithAck('subscribe', 'private-user.1');
    expect(answer).toEqual({ ok: false });
    expect(await socket.emitWithAck('subscribe', { not: 'a room' })).toEqual({ ok: false });
  });

  it('a signed-in socket gets its own private events after the write commits', async () => {
    const cookie = await sessionCookieFor(t.deps.db, 'user@fahivets.ua');
    const socket = await open(cookie);
    const { users } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    const [me] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@fahivets.ua'));
    const received = new Promise((resolve) => socket.once('notice', resolve));
    // The server acknowledges the socket's own private room once the socket is in it.
    expect(await socket.emitWithAck('subscribe', `private-user.${me.id}`)).toEqual({ ok: true });
    // Somebody else's private room stays closed.
    expect(await socket.emitWithAck('subscribe', `private-user.${me.id + 1}`)).toEqual({ ok: false });
    t.deps.bus.emit({ room: `private-user.${me.id}`, event: 'notice', payload: { text: 'Вітаємо' } });
    expect(await received).toEqual({ text: 'Вітаємо' });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres' && process.env.REDIS_URL)(
  'realtime across processes (Redis adapter)',
  () => {
    it('an event raised in one server reaches a socket connected to another', async () => {
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
        const cookie = await sessionCookieFor(t.deps.db, 'moderator@fahivets.ua');
        const socket = connect(second.url, {
          transports: ['websocket'],
          extraHeaders: { cookie },
          reconnection: false,
        });
        sockets.push(socket);
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        const { users } = await import('../db/schema');
        const { eq } = await import('drizzle-orm');
        const [me] = await t.deps.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, 'moderator@fahivets.ua'));
        const received = new Promise((resolve) => socket.once('status_changed', resolve));
        expect(await socket.emitWithAck('subscribe', `private-user.${me.id}`)).toEqual({ ok: true });
        t.deps.bus.emit({ room: `private-user.${me.id}`, event: 'status_changed', payload: { id: 7 } });
        expect(await received).toEqual({ id: 7 });
      } finally {
        await second.close();
      }
    });
  },
);
