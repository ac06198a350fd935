/**
 * Values made once per object they are made from, and kept only while that object lives (ADR 073):
 * a kept list, a kept menu or a search's variants handed to several readers in the same second gives
 * each of them the same derived object, so whatever is kept by that object's identity (the kept
 * markup of a block, a search's patterns) is found again. A made value is read-only to its callers.
 */

/** `made(of, make)`: `make()`'s value for `of`, made on the first call for that object. */
export function madeOncePer<K extends object, V>(): (of: K, make: () => V) => V {
  const made = new WeakMap<K, V>();
  return (of, make) => {
    if (made.has(of)) return made.get(of) as V;
    const value = make();
    made.set(of, value);
    return value;
  };
}

/**
 * `made(first, second, key, make)`: one value per pair of objects and a key that tells apart what else
 * the value depends on (which items are active, which cards the reader may open). The keys of a pair
 * are kept while both objects live: a handful, and never more than `maxKeys` (then they start over).
 */
export function madeOncePerPair<A extends object, B extends object, V>(
  maxKeys = 100,
): (first: A, second: B, key: string, make: () => V) => V {
  const made = new WeakMap<A, WeakMap<B, Map<string, V>>>();
  return (first, second, key, make) => {
    let bySecond = made.get(first);
    if (!bySecond) {
      bySecond = new WeakMap();
      made.set(first, bySecond);
    }
    let byKey = bySecond.get(second);
    if (!byKey) {
      byKey = new Map();
      bySecond.set(second, byKey);
    }
    if (byKey.has(key)) return byKey.get(key) as V;
    const value = make();
    if (byKey.size >= maxKeys) byKey.clear();
    byKey.set(key, value);
    return value;
  };
}
