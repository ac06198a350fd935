import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { forgetKept, forgetKeptItem, keptAggregate, keptDictionary, keptItemKey, TTL_MS } from './kept-lists';

/** Only the identity of the database handle matters here: it keys the kept values. */
const fakeDb = () => ({}) as unknown as Db;

describe('kept list aggregates (ADR 046)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('keeps a value a second per database and key, a large one thirty seconds', async () => {
    const db = fakeDb();
    let n = 0;
    const count = () => Promise.resolve(++n);
    expect(await keptAggregate(db, 'a', count)).toBe(1);
    expect(await keptAggregate(db, 'a', count)).toBe(1);
    expect(await keptAggregate(db, 'b', count)).toBe(2);
    expect(await keptAggregate(fakeDb(), 'a', count)).toBe(3);
    vi.setSystemTime(Date.now() + TTL_MS);
    expect(await keptAggregate(db, 'a', count)).toBe(4);

    const large = () => Promise.resolve({ total: 10_000 + ++n });
    const first = await keptAggregate(db, 'large', large, (v) => v.total);
    vi.setSystemTime(Date.now() + 20 * TTL_MS);
    expect(await keptAggregate(db, 'large', large, (v) => v.total)).toBe(first);
    vi.setSystemTime(Date.now() + 11 * TTL_MS);
    expect(await keptAggregate(db, 'large', large, (v) => v.total)).not.toBe(first);
  });

  it('forgetting one item drops every variant of its key and nothing else', async () => {
    const db = fakeDb();
    let n = 0;
    const count = () => Promise.resolve(++n);
    const keys = [keptItemKey('news', 7, 'hr'), keptItemKey('news', 7, 'accounting'), keptItemKey('news', 7)];
    const others = [keptItemKey('news', 70, 'hr'), keptItemKey('records', 7, 'hr'), 'news-7'];
    for (const key of [...keys, ...others]) await keptAggregate(db, key, count);
    const before = await Promise.all(others.map((key) => keptAggregate(db, key, count)));
    forgetKeptItem(db, 'news', 7);
    const again = await Promise.all(keys.map((key) => keptAggregate(db, key, count)));
    expect(again).toEqual([7, 8, 9]);
    expect(await Promise.all(others.map((key) => keptAggregate(db, key, count)))).toEqual(before);
  });

  it('never keeps a null key; forgetting drops every key of that database only', async () => {
    const db = fakeDb();
    const other = fakeDb();
    let n = 0;
    const count = () => Promise.resolve(++n);
    expect(await keptAggregate(db, null, count)).toBe(1);
    expect(await keptAggregate(db, null, count)).toBe(2);
    expect(await keptAggregate(db, 'a', count)).toBe(3);
    expect(await keptAggregate(other, 'a', count)).toBe(4);
    forgetKept(db);
    expect(await keptAggregate(db, 'a', count)).toBe(5);
    expect(await keptAggregate(other, 'a', count)).toBe(4);
  });

  it('shares one count between concurrent callers and does not keep a failed one', async () => {
    const db = fakeDb();
    let calls = 0;
    let release: (v: number) => void = () => {};
    const slow = () => {
      calls++;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const both = Promise.all([keptAggregate(db, 'k', slow), keptAggregate(db, 'k', slow)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(calls).toBe(1);

    const failing = () => Promise.reject(new Error('lost connection'));
    await expect(keptAggregate(db, 'f', failing)).rejects.toThrow('lost connection');
    expect(await keptAggregate(db, 'f', () => Promise.resolve(9))).toBe(9);
  });
});

describe('kept dictionaries (ADR 046)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('reads once a second; a name the copy lacks reads again at once, an absent one once per copy; forgetting reads again', async () => {
    let reads = 0;
    let rows = new Set([1, 2]);
    const dict = keptDictionary(async () => {
      reads++;
      return new Set(rows);
    });
    const missing = (wanted: number[]) => (d: Set<number>) => wanted.filter((n) => !d.has(n)).map(String);
    const db = fakeDb();
    expect(await dict.get(db)).toEqual(new Set([1, 2]));
    expect(await dict.get(db)).toEqual(new Set([1, 2]));
    expect(reads).toBe(1);
    // Row 3 is added; a list naming it reads the table again at once…
    rows = new Set([1, 2, 3]);
    expect(await dict.covering(db, missing([3]))).toEqual(new Set([1, 2, 3]));
    expect(reads).toBe(2);
    // …a name that does not exist is read for once per copy…
    expect((await dict.covering(db, missing([1, 99]))).has(99)).toBe(false);
    expect((await dict.covering(db, missing([99]))).has(99)).toBe(false);
    expect(reads).toBe(3);
    // …and does not hold back a row added after it.
    rows = new Set([1, 2, 3, 4]);
    const both = await dict.covering(db, missing([99, 4]));
    expect([both.has(4), both.has(99)]).toEqual([true, false]);
    expect(reads).toBe(4);
    expect((await dict.covering(db, missing([99, 4]))).has(4)).toBe(true);
    expect(reads).toBe(4);
    vi.setSystemTime(Date.now() + TTL_MS);
    await dict.get(db);
    expect(reads).toBe(5);
    rows = new Set([5]);
    forgetKept(db);
    expect(await dict.get(db)).toEqual(new Set([5]));
    expect(reads).toBe(6);
    // Another database handle has its own copy.
    await dict.get(fakeDb());
    expect(reads).toBe(7);
  });
});
