/**
 * A small in-process cache for read-mostly data (menus, topics, site settings). Entries expire
 * after `ttlMs`; concurrent misses share one load. Every process keeps its own copy, so TTLs stay
 * short; writes that must show at once call `clear()`.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { at: number; value: Promise<V> }>();
  /** `maxEntries` bounds memory when keys come from outside (e.g. request paths); oldest go first. */
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    if (!hit && this.#entries.size >= this.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { at: Date.now(), value });
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
