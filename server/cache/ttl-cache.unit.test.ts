import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads once within the TTL, shares concurrent misses, reloads after expiry and after a failure', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe(2);
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('bad', load)).toBe(3);
    vi.useRealTimers();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(loads).toBe(3);
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(loads).toBe(3);
    await cache.get('a', load('a'));
    expect(loads).toBe(4);
  });
});
