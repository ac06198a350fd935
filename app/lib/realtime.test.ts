import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/** A stand-in socket that records what the client asks of it. */
class FakeSocket {
  connected = false;
  disconnected = false;
  readonly emitted: unknown[][] = [];
  readonly #on = new Map<string, Listener[]>();
  #any: Listener[] = [];
  on(event: string, l: Listener) {
    this.#on.set(event, [...(this.#on.get(event) ?? []), l]);
    return this;
  }
  onAny(l: Listener) {
    this.#any.push(l);
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
    const ack = args[2];
    if (args[0] === 'subscribe' && typeof ack === 'function') ack({ ok: args[1] !== 'private-user.999' });
  }
  removeAllListeners() {
    this.#on.clear();
    this.#any = [];
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
  }
  /** The server side of the fake: connection opens, an event arrives for a room. */
  open() {
    this.connected = true;
    for (const l of this.#on.get('connect') ?? []) l();
  }
  deliver(event: string, payload: unknown, room: string) {
    for (const l of this.#any) l(event, payload, room);
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  },
}));

const guest = { host: 'http://localhost', key: 'fahivets', cookie: 'fahivets_session', session: null };
const signedIn = { ...guest, session: { user_id: 5, name: 'Олена' } };

describe('realtime client', () => {
  beforeEach(async () => {
    vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
    sockets.length = 0;
    const { realtime } = await import('./realtime');
    await realtime.loadTransport();
  });
  afterEach(async () => {
    const { realtime } = await import('./realtime');
    realtime.stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a subscription without a client logs an error and returns a no-op unsubscribe', async () => {
    const { realtime } = await import('./realtime');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const off = realtime.subscribe('comments.7', () => {});
    expect(error).toHaveBeenCalledWith('Realtime client is missing: cannot subscribe to comments.7');
    expect(() => off()).not.toThrow();
    expect(sockets).toHaveLength(0);
    error.mockRestore();
  });

  it('delivers a room’s events to that channel only, joined once connected', async () => {
    const { realtime } = await import('./realtime');
    realtime.configure(guest);
    const seen: unknown[] = [];
    realtime.subscribe('comments.7', (event, payload) => seen.push([event, payload]));
    realtime.subscribe('comments.8', () => seen.push('wrong room'));
    expect(realtime.channelState('comments.7')).toBe('pending');
    sockets[0].open();
    expect(realtime.channelState('comments.7')).toBe('joined');
    sockets[0].deliver('comment.created', { id: 1 }, 'comments.7');
    expect(seen).toEqual([['comment.created', { id: 1 }]]);
  });

  it('new session settings drop the old connection after 100 ms and rejoin waiting channels', async () => {
    vi.useFakeTimers();
    const { realtime } = await import('./realtime');
    realtime.configure(guest);
    sockets[0].open();
    const seen: unknown[] = [];
    realtime.subscribe('comments.7', (event) => seen.push(event));
    realtime.configure(guest);
    expect(sockets).toHaveLength(1);

    realtime.configure(signedIn);
    realtime.subscribe('consultations', (event) => seen.push(event));
    vi.advanceTimersByTime(99);
    expect(sockets[0].disconnected).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0].disconnected).toBe(true);
    expect(sockets[0].emitted).toContainEqual(['unsubscribe', 'comments.7']);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    const joined = sockets[1].emitted.filter((e) => e[0] === 'subscribe').map((e) => e[1]);
    expect(joined).toEqual(['comments.7', 'consultations']);
    sockets[1].deliver('status_changed', {}, 'consultations');
    expect(seen).toEqual(['status_changed']);
  });

  it('reports a refused channel and stops listening after the last unsubscribe', async () => {
    const { realtime } = await import('./realtime');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    realtime.configure(guest);
    sockets[0].open();
    realtime.subscribe('private-user.999', () => {});
    expect(realtime.channelState('private-user.999')).toBe('refused');
    const off = realtime.subscribe('comments.3', () => {});
    off();
    expect(sockets[0].emitted).toContainEqual(['unsubscribe', 'comments.3']);
    warn.mockRestore();
  });
});
