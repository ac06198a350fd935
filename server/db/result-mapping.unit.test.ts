import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';

/** Exported at runtime, left out of the package's type declarations. */
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (columns: unknown, row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined) => unknown;
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

describe('a row is made by a function compiled per shape of the selection (ADR 046, addendum)', () => {
  const posts = pgTable('posts', {
    id: integer('id').notNull(),
    title: text('title').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  });
  const authors = pgTable('authors', { id: integer('id').notNull(), name: text('name') });

  it('nests fields by their paths, in the order the fields first name each object, with each column decoded', () => {
    const columns = [
      { path: ['a', 'x'], field: posts.id },
      { path: ['b'], field: sql`b` },
      { path: ['a', 'y'], field: posts.title },
      { path: ['c', 'd', 'at'], field: posts.at },
    ];
    const row = mapResultRow(columns, [7, 'бе', 'заголовок', '2026-11-28 10:00:00+00'], undefined);
    expect(JSON.stringify(row)).toBe(
      '{"a":{"x":7,"y":"заголовок"},"b":"бе","c":{"d":{"at":"2026-11-28T10:00:00.000Z"}}}',
    );
    expect((row as { c: { d: { at: unknown } } }).c.d.at).toBeInstanceOf(Date);
    // The same shape from another statement: its own decoders, the same nesting.
    const other = [
      { path: ['a', 'x'], field: sql`x`.mapWith(String) },
      { path: ['b'], field: sql`b`.mapWith(Number) },
      { path: ['a', 'y'], field: sql`y` },
      { path: ['c', 'd', 'at'], field: sql`at` },
    ];
    expect(mapResultRow(other, [7, '3', null, 't'], undefined)).toEqual({
      a: { x: '7', y: null },
      b: 3,
      c: { d: { at: 't' } },
    });
  });

  it('a left-joined table whose columns all came back null is null itself; a joined row stays an object', () => {
    const columns = [
      { path: ['posts', 'id'], field: posts.id },
      { path: ['posts', 'title'], field: posts.title },
      { path: ['authors', 'id'], field: authors.id },
      { path: ['authors', 'name'], field: authors.name },
    ];
    const joins = { posts: true, authors: false };
    expect(mapResultRow(columns, [1, 'без автора', null, null], joins)).toEqual({
      posts: { id: 1, title: 'без автора' },
      authors: null,
    });
    expect(mapResultRow(columns, [2, 'з автором', 5, 'Олена'], joins)).toEqual({
      posts: { id: 2, title: 'з автором' },
      authors: { id: 5, name: 'Олена' },
    });
  });

  it('names that are not identifiers are written in as strings', () => {
    const columns = [
      { path: ['it\'s "quoted"'], field: sql`q` },
      { path: ['with space', '0'], field: sql`z` },
    ];
    expect(mapResultRow(columns, ['a', 'b'], undefined)).toEqual({ 'it\'s "quoted"': 'a', 'with space': { 0: 'b' } });
  });
});
