import { sql } from 'drizzle-orm';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';

/** Exported at runtime, left out of the package's type declarations. */
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (columns: unknown, row: unknown[], joinsNotNullableMap: undefined) => unknown;
};

describe('drizzle maps a result’s rows with the decoders found once per result (ADR 046)', () => {
  it('looks each field’s decoder up once for all rows, and every row still gets its own decoded values', () => {
    const doubled = sql<number>`x`.mapWith((v) => Number(v) * 2);
    const plain = sql<string>`y`;
    let lookups = 0;
    // Counts how often the mapper asks the SQL field for its decoder.
    const counted = <T extends object>(field: T) =>
      new Proxy(field, {
        get(target, prop, receiver) {
          if (prop === 'decoder') lookups++;
          return Reflect.get(target, prop, receiver);
        },
      });
    const columns = [
      { path: ['n'], field: counted(doubled) },
      { path: ['nested', 's'], field: counted(plain) },
    ];
    const rows = [
      ['1', 'a'],
      ['2', null],
      ['3', 'c'],
    ].map((row) => mapResultRow(columns as never, row, undefined));
    expect(rows).toEqual([
      { n: 2, nested: { s: 'a' } },
      { n: 4, nested: { s: null } },
      { n: 6, nested: { s: 'c' } },
    ]);
    expect(lookups).toBe(2);
    // Another result (a new fields array) finds its own decoders.
    mapResultRow([...columns] as never, ['5', 'e'], undefined);
    expect(lookups).toBe(4);
  });
});
