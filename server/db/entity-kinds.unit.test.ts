import { Column, entityKind, is, SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

describe('drizzle’s entity check walks a class chain once per class and kind (ADR 047)', () => {
  it('answers as before and reads a foreign class’s kind only on the first check', () => {
    let reads = 0;
    // A class of another copy of the library: not `instanceof SQL`, but of the same kind.
    class ForeignSql {
      readonly copy = 'other';
      static get [entityKind]() {
        reads++;
        return SQL[entityKind];
      }
    }
    class ForeignChild extends ForeignSql {}
    class Unrelated {
      readonly copy = 'other';
      static readonly [entityKind] = 'Unrelated';
    }

    expect(is(new ForeignSql(), SQL)).toBe(true);
    expect(reads).toBe(1);
    expect(is(new ForeignSql(), SQL)).toBe(true);
    expect(is(new ForeignSql(), SQL)).toBe(true);
    expect(reads).toBe(1);

    // A subclass has its own entry: its chain is walked once (its own static getter is inherited).
    expect(is(new ForeignChild(), SQL)).toBe(true);
    const afterChild = reads;
    expect(is(new ForeignChild(), SQL)).toBe(true);
    expect(reads).toBe(afterChild);

    // Negative answers are kept per kind as well, and do not leak into another kind.
    expect(is(new Unrelated(), SQL)).toBe(false);
    expect(is(new Unrelated(), Column)).toBe(false);
    expect(is(sql`x`, SQL)).toBe(true);
    expect(is(sql`x`, Column)).toBe(false);
    expect(is(null, SQL)).toBe(false);
    expect(is('text', SQL)).toBe(false);
  });
});
