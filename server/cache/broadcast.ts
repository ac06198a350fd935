import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

export interface Broadcast<T> {
  /** Sends the message to the other processes; never throws (a failure is logged). */
  publish(message: T): Promise<void>;
  /** Resolves once the other processes' messages are being received. */
  subscribed: Promise<void>;
}

/**
 * Telling the deployment's other processes what this one has just done (a purge of public pages, a
 * forgotten session) through Redis pub/sub on `channel`. `receive` gets the other processes' messages,
 * never this process's own, and never one it cannot read (another version's, a broken one). A subscriber
 * connection of its own follows the main connection when the server closes it. `what` names the traffic
 * in the log.
 */
export function broadcast<T>(opts: {
  redis: Redis;
  channel: string;
  what: string;
  log: { warn(obj: object, msg: string): void };
  /** The message as another process sent it (one that throws here is dropped). */
  receive: (message: T) => void;
}): Broadcast<T> {
  const { redis, channel, what, log } = opts;
  const self = crypto.randomUUID();
  const sub = redis.duplicate();
  sub.on('error', (err) => log.warn({ err: err.message }, `${what} subscriber error`));
  sub.on('message', (_channel, raw: string) => {
    let parsed: { from?: unknown; data?: unknown };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (parsed?.from === self || parsed?.data === undefined) return;
    try {
      opts.receive(parsed.data as T);
    } catch {
      // a message of a shape this process does not read: nothing to do
    }
  });
  redis.once('end', () => sub.disconnect());
  return {
    publish: (message) =>
      redis.publish(channel, JSON.stringify({ from: self, data: message })).then(
        () => undefined,
        (err: Error) => log.warn({ err: err.message }, `${what} not published`),
      ),
    subscribed: sub.subscribe(channel).then(
      () => undefined,
      (err: Error) => log.warn({ err: err.message }, `${what} subscription failed`),
    ),
  };
}

/**
 * A broadcast shared once per database handle (an app's own state lives per handle): `share` is called
 * once per app with Redis and answers the same subscription when called again; `publish` sends through
 * the handle's broadcast, and does nothing for a handle that shares nothing (no Redis, a transaction).
 */
export function broadcastPerHandle<T, Handle extends object>(opts: {
  channel: string;
  what: string;
  /** Another process's message, for this handle. */
  receive: (handle: Handle, message: T) => void;
}) {
  const shared = new WeakMap<Handle, Broadcast<T>>();
  return {
    share(handle: Handle, redis: Redis, log: { warn(obj: object, msg: string): void }): { subscribed: Promise<void> } {
      const running = shared.get(handle);
      if (running) return running;
      const made = broadcast<T>({
        redis,
        channel: opts.channel,
        what: opts.what,
        log,
        receive: (message) => opts.receive(handle, message),
      });
      shared.set(handle, made);
      return made;
    },
    publish(handle: Handle, message: T): void {
      void shared.get(handle)?.publish(message);
    },
  };
}
