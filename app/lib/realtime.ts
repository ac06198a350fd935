import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';

/** socket.io's client, loaded on first use: pages that never listen to a channel do not download it. */
let io: typeof import('socket.io-client').io | null = null;

/** Realtime connection settings (GET /api/sockets/settings, spec part 2 §3). */
export interface RealtimeSettings {
  host: string;
  key: string;
  cookie: string;
  session: { user_id: number; name: string } | null;
}

export type ChannelHandler = (event: string, payload: unknown) => void;
/** A channel's subscription as the server answered it. */
export type ChannelState = 'pending' | 'joined' | 'refused';
export type ConnectionState = 'off' | 'connecting' | 'connected' | 'disconnected';

/** Spec part 2 §9: the old connection is dropped this long after new session settings arrive. */
export const RECONNECT_WAIT_MS = 100;
export const SETTINGS_URL = '/api/sockets/settings';

const sessionKey = (s: RealtimeSettings | null) => (s ? `${s.host}|${s.key}|${s.session?.user_id ?? 'guest'}` : '');

/**
 * One connection per browser tab, shared by every channel on the page. Channels are socket.io
 * rooms joined through the server's `subscribe` (the server checks who may join); each event
 * arrives with its room as the last argument and goes to that channel's handlers.
 */
class RealtimeClient {
  #socket: Socket | null = null;
  #settings: RealtimeSettings | null = null;
  #isStarted = false;
  #connection: ConnectionState = 'off';
  #switchTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #handlers = new Map<string, Set<ChannelHandler>>();
  readonly #states = new Map<string, ChannelState>();
  readonly #listeners = new Set<() => void>();

  get isStarted() {
    return this.#isStarted;
  }
  get connection() {
    return this.#connection;
  }
  get settings() {
    return this.#settings;
  }
  channelState(channel: string): ChannelState {
    return this.#states.get(channel) ?? 'pending';
  }

  /** Watches connection and channel states (for hooks). */
  watch(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify() {
    for (const l of this.#listeners) l();
  }

  #setConnection(state: ConnectionState) {
    this.#connection = state;
    this.#notify();
  }

  #setChannel(channel: string, state: ChannelState) {
    this.#states.set(channel, state);
    this.#notify();
  }

  /** Loads the settings once and connects; later calls do nothing. */
  start(fetcher: typeof fetch = fetch): Promise<void> {
    if (this.#isStarted) return Promise.resolve();
    this.#isStarted = true;
    this.#setConnection('connecting');
    return this.refresh(fetcher);
  }

  /** Loads the socket.io client (once). */
  async loadTransport(): Promise<void> {
    io ??= (await import('socket.io-client')).io;
  }

  /** Asks the server for settings again (after login or logout); a changed session reconnects. */
  async refresh(fetcher: typeof fetch = fetch): Promise<void> {
    try {
      await this.loadTransport();
      const res = await fetcher(SETTINGS_URL, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!res.ok) throw new Error(`realtime settings: ${res.status}`);
      const body = (await res.json()) as { data: RealtimeSettings };
      this.configure(body.data);
    } catch (err) {
      console.error('Realtime settings could not be loaded', err);
      this.#setConnection('disconnected');
    }
  }

  /**
   * New session settings: the same session keeps its connection; another one drops the old
   * connection after 100 ms (its channels unsubscribed), connects again, and every channel waiting
   * meanwhile is joined on the new connection.
   */
  configure(settings: RealtimeSettings): void {
    this.#isStarted = true;
    const isSame = sessionKey(settings) === sessionKey(this.#settings);
    this.#settings = settings;
    if (isSame && (this.#socket || this.#switchTimer)) return;
    const old = this.#socket;
    this.#socket = null;
    for (const channel of this.#handlers.keys()) this.#setChannel(channel, 'pending');
    if (this.#switchTimer) clearTimeout(this.#switchTimer);
    if (!old) {
      this.#connect();
      return;
    }
    this.#setConnection('connecting');
    this.#switchTimer = setTimeout(() => {
      this.#switchTimer = null;
      for (const channel of this.#handlers.keys()) old.emit('unsubscribe', channel);
      old.removeAllListeners();
      old.disconnect();
      this.#connect();
    }, RECONNECT_WAIT_MS);
  }

  #connect() {
    const settings = this.#settings;
    if (!settings) return;
    if (!io) {
      void this.loadTransport().then(() => {
        if (this.#settings === settings && !this.#socket) this.#connect();
      });
      return;
    }
    const sameOrigin = typeof window !== 'undefined' && settings.host === window.location.origin;
    const options = { transports: ['websocket'], withCredentials: true, query: { key: settings.key } };
    const socket = sameOrigin || !settings.host ? io(options) : io(settings.host, options);
    this.#socket = socket;
    this.#setConnection('connecting');
    socket.on('connect', () => {
      this.#setConnection('connected');
      // Rooms are per connection: every channel is (re)joined on each connect.
      for (const channel of this.#handlers.keys()) this.#join(channel);
    });
    socket.on('disconnect', () => this.#setConnection('disconnected'));
    socket.on('connect_error', () => this.#setConnection('disconnected'));
    socket.onAny((event: string, ...args: unknown[]) => {
      const room = args.length > 1 ? args[args.length - 1] : undefined;
      if (typeof room !== 'string') return;
      for (const handler of this.#handlers.get(room) ?? []) {
        try {
          handler(event, args[0]);
        } catch (err) {
          console.error(`Realtime handler of ${room} failed`, err);
        }
      }
    });
  }

  #join(channel: string) {
    const socket = this.#socket;
    if (!socket?.connected) return;
    socket.emit('subscribe', channel, (answer: { ok?: boolean } | undefined) => {
      if (this.#socket !== socket || !this.#handlers.has(channel)) return;
      this.#setChannel(channel, answer?.ok ? 'joined' : 'refused');
      if (!answer?.ok) console.warn(`Realtime channel ${channel} refused`);
    });
  }

  /**
   * Listens to a channel. Without a client (not started, or on the server) it logs an error and
   * returns a no-op unsubscribe (spec part 2 §8).
   */
  subscribe(channel: string, handler: ChannelHandler): () => void {
    if (!this.#isStarted || typeof window === 'undefined') {
      console.error(`Realtime client is missing: cannot subscribe to ${channel}`);
      return () => {};
    }
    let set = this.#handlers.get(channel);
    if (!set) {
      set = new Set();
      this.#handlers.set(channel, set);
      this.#setChannel(channel, 'pending');
      this.#join(channel);
    }
    set.add(handler);
    return () => {
      const current = this.#handlers.get(channel);
      if (!current?.delete(handler) || current.size) return;
      this.#handlers.delete(channel);
      this.#states.delete(channel);
      this.#socket?.emit('unsubscribe', channel);
      this.#notify();
    };
  }

  /** Closes the connection and forgets every channel (tests, page teardown). */
  stop(): void {
    if (this.#switchTimer) clearTimeout(this.#switchTimer);
    this.#switchTimer = null;
    this.#socket?.removeAllListeners();
    this.#socket?.disconnect();
    this.#socket = null;
    this.#settings = null;
    this.#isStarted = false;
    this.#handlers.clear();
    this.#states.clear();
    this.#setConnection('off');
  }
}

/** The tab's realtime client. */
export const realtime = new RealtimeClient();

/** Call after login or logout: the connection follows the new session. */
export function refreshRealtime(): Promise<void> {
  return realtime.isStarted ? realtime.refresh() : realtime.start();
}

/**
 * Listens to a channel (`comments.{thread}`, `consultations`, `private-…`, `presence-…`) while the
 * component is mounted; starts the tab's connection on first use. Returns the subscription state.
 */
export function useChannel(channel: string, onEvent: (event: string, payload: unknown) => void): ChannelState {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [, rerender] = useState(0);
  useEffect(() => {
    void realtime.start();
    const stopWatching = realtime.watch(() => rerender((n) => n + 1));
    const unsubscribe = realtime.subscribe(channel, (event, payload) => handler.current(event, payload));
    return () => {
      unsubscribe();
      stopWatching();
    };
  }, [channel]);
  return typeof window === 'undefined' ? 'pending' : realtime.channelState(channel);
}

/** The connection's state, for status displays such as /sockets-test. */
export function useRealtimeConnection(): ConnectionState {
  return useSyncExternalStore(
    (l) => realtime.watch(l),
    () => realtime.connection,
    () => 'off',
  );
}

/** Reconnects when the signed-in user of the page changes (login, logout in this tab). */
export function useRealtimeSession(userId: number | null): void {
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    if (realtime.isStarted) void realtime.refresh();
  }, [userId]);
}
