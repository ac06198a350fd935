import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from './client';

/**
 * Statements of fixed shape that (nearly) every signed-in request runs — the session, the user's
 * subscriptions and packages, the unread counter — are built once per database handle with drizzle's
 * `prepare()`: the SQL text and the result mapping are made once, each call only fills in the values
 * (`sql.placeholder`). Building a statement is most of drizzle's own cost per query (ADR 047). On
 * PostgreSQL the prepared statement goes out unnamed and the pool's client names it by its text
 * (ADR 046), as any other repeated statement.
 *
 * Values of placeholders bypass the columns' encoders, so callers pass dates as ISO strings.
 */
/** Where one database handle's statements are kept, by key. */
interface Statements {
  get(key: string): object | undefined;
  set(key: string, statement: object): unknown;
}

/** The statement under `key` in the handle's store, built on first use. */
function builtOnce<T extends object>(
  stores: WeakMap<object, Statements>,
  newStore: () => Statements,
  db: Db,
  key: string,
  build: (db: Db) => T,
): T {
  let statements = stores.get(db);
  if (!statements) {
    statements = newStore();
    stores.set(db, statements);
  }
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(key, statement);
  }
  return statement;
}

const byDb = new WeakMap<object, Statements>();

export function preparedOnce<T extends object>(db: Db, key: string, build: (db: Db) => T): T {
  return builtOnce(byDb, () => new Map<string, object>(), db, key, build);
}

const shapesByDb = new WeakMap<object, Statements>();

/**
 * `preparedOnce` for statements whose shape follows the request — a search's number of words, each
 * word a placeholder — so the keys are not a fixed few: the 500 used last per database handle are kept.
 */
export function preparedPerShape<T extends object>(db: Db, key: string, build: (db: Db) => T): T {
  return builtOnce(shapesByDb, () => new LRUCache<string, object>({ max: 500 }), db, key, build);
}

/** drizzle's `prepare(name)`: an empty name leaves naming to the pool's client (ADR 046). */
export const UNNAMED = '';

/**
 * A list of values for a statement built once, as one text parameter `name` (the items joined by commas,
 * so the statement's text is the same whatever their number), read back as an array of `of`.
 */
export const listPlaceholder = (name: string, of: 'text' | 'integer'): SQL =>
  sql`string_to_array(${sql.placeholder(name)}::text, ',')::${sql.raw(of)}[]`;
