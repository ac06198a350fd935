import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';

/**
 * What public lists read on every request although it changes only when staff save something: their
 * totals and filter counts (`keptAggregate`) and the small tables their cards name (`keptDictionary`:
 * categories, topics, lecturers). Both are kept per database handle and forgotten together.
 *
 * Totals and filter counts of public lists (ADR 019, ADR 046). Counting is a
 * statement of its own per request, often several (a total, the filter's counters): a page of a
 * list is one cheap statement, its counts as many again. A value is kept `TTL_MS` (as long as the
 * guest page cache keeps a page), a large one (`size` ≥ `LARGE`) `LARGE_TTL_MS`, since counting
 * 100 000 rows takes ~100 ms even from an index. Concurrent misses share one count.
 *
 * A saved item forgets every kept value of its database at once (the store operations call
 * `forgetKept`), and so does any purge of public pages, which reaches other processes
 * through Redis; without Redis another process's counts may lag by the TTL. Callers pass a null key
 * for what must never be kept: searches and anything personal (favourites, a signed-in reader's
 * package-dependent filters); a guest's answer of the site search has a store of its own
 * (`keptGuestSearches`).
 */
export const TTL_MS = 1_000;
const LARGE = 5_000;
const LARGE_TTL_MS = 30_000;
const MAX_KEYS = 1_000;

export interface Kept {
  at: number;
  value: Promise<unknown>;
  large: boolean;
}

const kept = new WeakMap<Db, Map<string, Kept>>();
/** Dictionaries and search stores, forgotten with the kept values of their database. */
const dictionaries = new Set<{ forget(db: Db): void }>();

/** A store of another module forgotten with the kept values of its database (a save, a purge). */
export function forgetWithKept(store: { forget(db: Db): void }): void {
  dictionaries.add(store);
}

/** Forgets every kept total, filter count and dictionary of this database (a save, a purge). */
export function forgetKept(db: Db): void {
  kept.delete(db);
  for (const d of dictionaries) d.forget(db);
}

/**
 * The key of a value kept for one item (`kind`, `id`) — an article's own row, say — so that a write to
 * that item's counters in this process (a view counted, a favourite, a reaction) forgets it at once
 * with `forgetKeptItem`, and the writer's next read shows the write.
 */
export function keptItemKey(kind: string, id: number, ...rest: (string | number)[]): string {
  return JSON.stringify(['item', kind, id, ...rest]);
}

/** Forgets what was kept for one item under `keptItemKey` (every variant of it). */
export function forgetKeptItem(db: Db, kind: string, id: number): void {
  const byKey = kept.get(db);
  if (!byKey) return;
  const prefix = JSON.stringify(['item', kind, id]).slice(0, -1);
  for (const key of byKey.keys()) if (key.startsWith(`${prefix},`) || key === `${prefix}]`) byKey.delete(key);
}

/** A store of kept values: a `Map`, or an LRU (`keptGuestSearches`). */
interface KeptStore {
  readonly size: number;
  get(key: string): Kept | undefined;
  set(key: string, entry: Kept): unknown;
  delete(key: string): unknown;
  clear(): void;
}

/**
 * The value kept under `key` while it is fresh (`TTL_MS`, a large one `LARGE_TTL_MS`), else `load`ed
 * once and kept (concurrent misses share that load); a failed load is not kept. A store of at most
 * `maxKeys` is emptied before a miss would grow it past that; `size` marks a large value.
 */
export function keptIn<T>(
  store: KeptStore,
  key: string,
  load: () => Promise<T>,
  opts: { maxKeys?: number; size?: (value: T) => number } = {},
): Promise<T> {
  const hit = store.get(key);
  const age = hit ? Date.now() - hit.at : -1;
  if (hit && age >= 0 && age < (hit.large ? LARGE_TTL_MS : TTL_MS)) return hit.value as Promise<T>;
  if (opts.maxKeys !== undefined && store.size >= opts.maxKeys) store.clear();
  // A query builder is a thenable that runs its statement again on every `then`: adopted once here, so a
  // kept value is read once whatever `load` returns.
  const entry: Kept = { at: Date.now(), value: Promise.resolve(load()), large: false };
  store.set(key, entry);
  const { size } = opts;
  entry.value.then(
    (v) => {
      if (size) entry.large = size(v as T) >= LARGE;
    },
    () => {
      if (store.get(key) === entry) store.delete(key);
    },
  );
  return entry.value as Promise<T>;
}

export function keptAggregate<T>(
  db: Db,
  key: string | null,
  load: () => Promise<T>,
  size: (value: T) => number = () => 0,
): Promise<T> {
  if (key === null) return load();
  let byKey = kept.get(db);
  if (!byKey) {
    byKey = new Map();
    kept.set(db, byKey);
  }
  return keptIn(byKey, key, load, { maxKeys: MAX_KEYS, size });
}

/**
 * A small table (dozens to hundreds of rows) as the cards of a list name it, read once a second per
 * process instead of once per request (ADR 046). `covering` is given the names the rows at hand use
 * that the kept copy lacks, and reads the table again at once for them (an item saved a moment ago
 * never shows without its lecturer or category). A name still absent after such a read (a reference
 * to a row that does not exist) is remembered with the copy, so it costs one read per copy, and a
 * genuinely new name is never held back by it.
 */
export function keptDictionary<D>(read: (db: Db) => Promise<D>) {
  interface Copy {
    at: number;
    value: Promise<D>;
    absent: Set<string>;
  }
  const copies = new WeakMap<Db, Copy>();
  const load = (db: Db, absent: Set<string>) => {
    const entry: Copy = { at: Date.now(), value: read(db), absent };
    copies.set(db, entry);
    entry.value.catch(() => {
      if (copies.get(db) === entry) copies.delete(db);
    });
    return entry;
  };
  const current = (db: Db) => {
    const hit = copies.get(db);
    const age = hit ? Date.now() - hit.at : -1;
    return hit && age >= 0 && age < TTL_MS ? hit : load(db, new Set());
  };
  const dictionary = {
    get: (db: Db): Promise<D> => current(db).value,
    /** The kept copy, read again first when `missing` names something it lacks that it was not read for already. */
    async covering(db: Db, missing: (d: D) => string[]): Promise<D> {
      const entry = current(db);
      const d = await entry.value;
      if (copies.get(db) !== entry || missing(d).every((name) => entry.absent.has(name))) return d;
      const fresh = load(db, new Set(entry.absent));
      const again = await fresh.value;
      for (const name of missing(again)) fresh.absent.add(name);
      return again;
    },
    forget: (db: Db) => {
      copies.delete(db);
    },
  };
  dictionaries.add(dictionary);
  return dictionary;
}

/**
 * Answers of a search that are the same for every visitor without a session (the site search of a guest:
 * a theme, a term, a tab and a page), kept `TTL_MS` — as long as the micro-cache keeps a guest's page,
 * and by the same rule — and forgotten with every other kept value on a save or a purge (`forgetKept`).
 * Concurrent misses of one key share one search. Terms are as many as visitors type, so they have a
 * store of their own, at most `max` per database with the least recently used dropped first: a stream
 * of new terms never pushes the lists' kept totals out. A failed search is not kept.
 */
export function keptGuestSearches<T>(max = 500) {
  const stores = new WeakMap<Db, LRUCache<string, Kept>>();
  const store = {
    get(db: Db, key: string, load: () => Promise<T>): Promise<T> {
      let byKey = stores.get(db);
      if (!byKey) {
        byKey = new LRUCache<string, Kept>({ max });
        stores.set(db, byKey);
      }
      return keptIn(byKey, key, load);
    },
    forget: (db: Db) => {
      stores.delete(db);
    },
  };
  dictionaries.add(store);
  return store;
}

/**
 * Titles and addresses of single items (a kind and an id), as personal lists of items of every kind
 * name them ("Мої обрані"): public facts of each item, the same whoever's list shows it, so each is kept
 * `TTL_MS` per item and database — also the fact that an item is not visible (`null`) — at most `max`
 * items with the least recently used dropped first, and forgotten with every other kept value on a
 * save or a purge (`forgetKept`). `load` is given the ids not kept (or no longer fresh) and answers
 * what it found of them; an id it does not answer is kept as absent.
 */
export function keptItemSummaries<S>(max = 5_000) {
  const stores = new WeakMap<Db, LRUCache<string, { at: number; value: S | null }>>();
  const store = {
    async get(db: Db, kind: string, ids: number[], load: (ids: number[]) => Promise<Map<number, S>>) {
      let byKey = stores.get(db);
      if (!byKey) {
        byKey = new LRUCache({ max });
        stores.set(db, byKey);
      }
      const now = Date.now();
      const found = new Map<number, S | null>();
      const missing: number[] = [];
      for (const id of ids) {
        const hit = byKey.get(`${kind}:${id}`);
        const age = hit ? now - hit.at : -1;
        if (hit && age >= 0 && age < TTL_MS) found.set(id, hit.value);
        else missing.push(id);
      }
      if (missing.length) {
        const loaded = await load(missing);
        // Forgotten while loading (a save): the answer is used but not kept.
        const keep = stores.get(db) === byKey;
        for (const id of missing) {
          const value = loaded.get(id) ?? null;
          found.set(id, value);
          if (keep) byKey.set(`${kind}:${id}`, { at: now, value });
        }
      }
      return found;
    },
    forget: (db: Db) => {
      stores.delete(db);
    },
  };
  dictionaries.add(store);
  return store;
}
