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
  const socket = connect(t.url, { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false });
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
    // Give the server a moment to join the socket to its private room before emitting.
    await new Promise((r) => setTimeout(r, 100));
    t.deps.bus.emit({ room: `private-user.${me.id}`, event: 'notice', payload: { text: 'Вітаємо' } });
    expect(await received).toEqual({ text: 'Вітаємо' });
  });
});
