/**
 * A small in-process cache for read-mostly data (menus, topics, site settings). Entries expire
 * after `ttlMs`; concurrent misses share one load. Every process keeps its own copy, so TTLs stay
 * short; writes that must show at once call `clear()`.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { at: number; value: Promise<V> }>();
  constructor(readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.#entries.set(key, { at: Date.now(), value });
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
