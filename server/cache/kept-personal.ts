import { broadcastPerHandle } from './broadcast';
import type { Db } from '../db/client';
import { forgetWithKept, type Kept, keptIn } from './kept-lists';

/**
 * What one signed-in reader's pages read of their own on every request and only they change — their
 * marks on a page's items, the videos they are watching (ADR 073) — kept a second (`TTL_MS`) per store, user, key
 * and database handle, like their session and purchases (ADR 049): a page and the calls it makes right
 * after, or pages in quick succession, share one read.
 *
 * Every write of the reader's that changes what a store answers calls its `forget(db, userId)` after
 * the write is committed: the user's values are dropped at once in this process and, through Redis
 * (`sharePersonalForgets`), in the others; without Redis another process may answer from a read up to
 * `TTL_MS` old. A read that was under way when a forget happened answers its caller but is not kept.
 * A save or purge of public content drops everything (an item no longer shown leaves the reader's
 * lists). Concurrent misses of one key share one read; a failed read is not kept.
 */
export interface KeptPersonal<T> {
  get(db: Db, userId: number, key: string, load: () => Promise<T>): Promise<T>;
  forget(db: Db, userId: number): void;
}

/** Readers with values kept at once, per store and database (a store is emptied before it grows past). */
const MAX_USERS = 10_000;
/** Keys per reader within a second (a few pages). */
const MAX_KEYS_PER_USER = 50;

/** Every store by name, for the messages of other processes. */
const stores = new Map<string, { forgetLocal(db: Db, userId: number): void }>();

const forgetting = broadcastPerHandle<{ store: string; user: number }, Db>({
  channel: 'fahivets:personal:forget',
  what: 'personal forget',
  receive: (db, m) => {
    if (typeof m?.store === 'string' && typeof m.user === 'number') stores.get(m.store)?.forgetLocal(db, m.user);
  },
});

/**
 * Other processes of the deployment forget what this one forgets (and the other way round). Called once
 * per app with Redis; a failed publish is logged and leaves the others at most `TTL_MS` behind.
 */
export const sharePersonalForgets = forgetting.share;

/** A store of values per reader; `name` is unique among stores (it names the store to other processes). */
export function keptPersonal<T>(name: string): KeptPersonal<T> {
  if (stores.has(name)) throw new Error(`kept personal store «${name}» exists`);
  // A forget drops the user's (or the database's) map of kept reads: a read under way then completes
  // into a map nobody looks in any more, so it answers its caller and is not kept.
  const byDb = new WeakMap<Db, Map<number, Map<string, Kept>>>();
  const forgetLocal = (db: Db, userId: number) => {
    byDb.get(db)?.delete(userId);
  };
  stores.set(name, { forgetLocal });
  forgetWithKept({ forget: (db) => byDb.delete(db) });
  return {
    get(db, userId, key, load) {
      let byUser = byDb.get(db);
      if (!byUser) {
        byUser = new Map();
        byDb.set(db, byUser);
      }
      let keys = byUser.get(userId);
      if (!keys) {
        if (byUser.size >= MAX_USERS) byUser.clear();
        keys = new Map();
        byUser.set(userId, keys);
      }
      // The lists' own rule: fresh for `TTL_MS`, concurrent misses share one load, a failed one is not kept.
      return keptIn(keys, key, load, { maxKeys: MAX_KEYS_PER_USER });
    },
    forget(db, userId) {
      forgetLocal(db, userId);
      forgetting.publish(db, { store: name, user: userId });
    },
  };
}
