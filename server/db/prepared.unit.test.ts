import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedOnce } from './prepared';

describe('statements of fixed shape are built once per database handle (ADR 047)', () => {
  it('builds on the first call only, per handle and key', () => {
    const a = {} as Db;
    const b = {} as Db;
    let builds = 0;
    const build = (db: Db) => ({ db, n: ++builds });
    const first = preparedOnce(a, 'k', build);
    expect(preparedOnce(a, 'k', build)).toBe(first);
    expect(first.db).toBe(a);
    expect(builds).toBe(1);
    // Another handle (a transaction, a second database) and another key get their own.
    expect(preparedOnce(b, 'k', build).db).toBe(b);
    expect(preparedOnce(a, 'other', build).n).toBe(3);
    expect(builds).toBe(3);
  });
});
