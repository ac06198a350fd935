import type http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { readSession } from '../accounts/sessions';
import { sessionIdFromCookies } from '../http/cookies';
import type { AppDeps } from '../http/types';

/** Decides whether a signed-in (or anonymous) socket may join a room; capabilities register rules by room prefix. */
export type RoomRule = (
  room: string,
  user: { id: number; options: Record<string, unknown> } | null,
  deps: AppDeps,
) => boolean | Promise<boolean>;

/** How long a presence count waits for the other processes' sockets before asking again. */
const PRESENCE_REQUEST_TIMEOUT_MS = 2_000;

export function attachRealtime(httpServer: http.Server, deps: AppDeps) {
  const { rooms: rules } = deps.registry;
  const io = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  if (deps.redis) {
    const pub = deps.redis.duplicate();
    const sub = deps.redis.duplicate();
    // A process that stops while another asks every process for a room's sockets never answers; the
    // asker gives up after this long and asks again (announcePresence).
    io.adapter(createAdapter(pub, sub, { requestsTimeout: PRESENCE_REQUEST_TIMEOUT_MS }));
  }
  io.use(async (socket, next) => {
    try {
      const sessionId = sessionIdFromCookies(socket.handshake.headers.cookie, deps.env.isHttps);
      socket.data.user = sessionId ? await readSession({ db: deps.db, sessionId }) : null;
      next();
    } catch (err) {
      next(err as Error);
    }
  });
  /**
   * `presence-…` rooms tell their members how many people are in (distinct accounts, each guest
   * socket on its own) on every join and leave; across processes through the adapter.
   */
  const countPresence = async (room: string) => {
    const sockets = await io.in(room).fetchSockets();
    const people = new Set(sockets.map((s) => (s.data.user ? `u${s.data.user.id}` : `s${s.id}`)));
    io.to(room).emit('presence', { count: people.size }, room);
  };
  // Through Redis the sockets are asked of every process; one that stopped meanwhile never answers and
  // the request times out. Asked once more (the stopped process is no longer counted), then given up
  // with a warning: the next join or leave announces the count again. Never an unhandled rejection.
  const announcePresence = (room: string) =>
    countPresence(room)
      .catch(() => countPresence(room))
      .catch((err: Error) => deps.log.warn({ err: err.message, room }, 'presence count not announced'));
  io.on('connection', (socket) => {
    const user = socket.data.user as { id: number; options: Record<string, unknown> } | null;
    const ownRoom = user ? `private-user.${user.id}` : null;
    if (ownRoom) socket.join(ownRoom);
    socket.on('subscribe', async (room: unknown, ack?: (r: { ok: boolean }) => void) => {
      if (typeof room !== 'string' || room.length > 200) return ack?.({ ok: false });
      // Asking for the socket's own private room (joined on connection) is acknowledged, so a client
      // knows from the answer that its private events will reach it from now on.
      const prefix = Object.keys(rules).find((p) => room === p || room.startsWith(`${p}.`));
      const rule = prefix ? rules[prefix] : null;
      // A rule that fails (a thread that is gone, a bad id) refuses rather than dropping the socket.
      // Each request to join is checked afresh: a copy of the user, because what one check reads with its
      // user object (the reader's purchases, ADR 049) is kept with that object.
      const asker = user && { ...user };
      const allowed =
        room === ownRoom || (rule ? await Promise.resolve(rule(room, asker, deps)).catch(() => false) : false);
      if (allowed) await socket.join(room);
      ack?.({ ok: allowed });
      if (allowed && room.startsWith('presence-')) await announcePresence(room);
    });
    socket.on('unsubscribe', async (room: unknown) => {
      if (typeof room !== 'string') return;
      await socket.leave(room);
      if (room.startsWith('presence-')) await announcePresence(room);
    });
    socket.on('disconnecting', () => {
      const left = [...socket.rooms].filter((r) => r.startsWith('presence-'));
      // After the socket has left: the count no longer includes it.
      if (left.length) setImmediate(() => void Promise.all(left.map(announcePresence)));
    });
  });
  // The room goes along as the last argument, so a client in several rooms knows the channel.
  const unsubscribe = deps.bus.subscribe((e) => {
    io.to(e.room).emit(e.event, e.payload, e.room);
  });
  return {
    io,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        io.close(() => resolve());
      }),
  };
}
