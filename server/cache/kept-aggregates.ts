import type { Db } from '../db/client';

/**
 * Totals and filter counts of public lists, kept per database (ADR 019, ADR 046). Counting is a
 * statement of its own per request, often several (a total, the filter's counters): a page of a
 * list is one cheap statement, its counts as many again. A value is kept `TTL_MS` (as long as the
 * guest page cache keeps a page), a large one (`size` ≥ `LARGE`) `LARGE_TTL_MS`, since counting
 * 100 000 rows takes ~100 ms even from an index. Concurrent misses share one count.
 *
 * A saved item forgets every kept value of its database at once (the store operations call
 * `forgetKeptAggregates`), and so does any purge of public pages, which reaches other processes
 * through Redis; without Redis another process's counts may lag by the TTL. Callers pass a null key
 * for what must never be kept: searches and anything personal (favourites, a signed-in reader's
 * package-dependent filters).
 */
export const TTL_MS = 1_000;
const LARGE = 5_000;
const LARGE_TTL_MS = 30_000;
const MAX_KEYS = 1_000;

interface Kept {
  at: number;
  value: Promise<unknown>;
  large: boolean;
}

const kept = new WeakMap<Db, Map<string, Kept>>();

export function forgetKeptAggregates(db: Db): void {
  kept.delete(db);
}

export function keptAggregate<T>(
  db: Db,
  key: string | null,
  load: () => Promise<T>,
  size: (value: T) => number = () => 0,
): Promise<T> {
  if (key === null) return load();
  let byKey = kept.get(db);
  const hit = byKey?.get(key);
  const age = hit ? Date.now() - hit.at : -1;
  if (hit && age >= 0 && age < (hit.large ? LARGE_TTL_MS : TTL_MS)) return hit.value as Promise<T>;
  if (!byKey) {
    byKey = new Map();
    kept.set(db, byKey);
  }
  if (byKey.size >= MAX_KEYS) byKey.clear();
  const entry: Kept = { at: Date.now(), value: load(), large: false };
  byKey.set(key, entry);
  const map = byKey;
  entry.value.then(
    (v) => {
      entry.large = size(v as T) >= LARGE;
    },
    () => {
      if (map.get(key) === entry) map.delete(key);
    },
  );
  return entry.value as Promise<T>;
}
