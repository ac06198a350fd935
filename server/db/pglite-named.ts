import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { isStalePlan, type NamedStatementsOptions, statementNames } from './named-statements';

/**
 * Named statements for the embedded database (ADR 047), the counterpart of ADR 046's for PostgreSQL.
 * PGlite's `query()` parses, describes, plans and binds every statement afresh in five calls into the
 * WebAssembly module; a read the process runs again and again (a list page, the session) then costs
 * ~1.9 ms where ~0.95 ms does with a statement parsed once. A `select` text with parameters is named
 * from its second use on (at most `maxNamed` texts; one-off texts never take a slot): it is parsed and
 * described once, each call binds and executes it by name in one call, and the answer is decoded by
 * PGlite's own `parseResults`, so rows, fields and custom parsers come out exactly as from `query()`.
 * Any other such read (seen once, or planned for each term) runs by the same path as the unnamed
 * statement: parsed and planned on every call, in two calls into the module (ADR 070).
 *
 * Only reads: writes keep PGlite's path, which also syncs the file system after them. Calls wait for
 * the same two locks `query()` takes (a transaction in progress, a query in progress). A text PostgreSQL
 * refuses to parse, or whose plan a migration has changed the result type of, goes back to `query()`.
 */
const READ = /^\s*\(?\s*select\b/i;

interface Locks {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

/** Parse refused the text (a syntax or name error): `query()` reports it as it always does. */
class NotNameable extends Error {}

export function namePgliteStatements(client: PGlite, opts: NamedStatementsOptions = {}): { named: () => number } {
  const internals = client as unknown as Locks;
  if (
    typeof internals._runExclusiveTransaction !== 'function' ||
    typeof internals._runExclusiveQuery !== 'function' ||
    typeof internals._checkReady !== 'function'
  )
    return { named: () => 0 };
  const names = statementNames('fahivets_l', opts);
  /** Parameter type ids per statement name, once it has been parsed on this database. */
  const paramTypesOf = new Map<string, number[]>();
  /** Texts PostgreSQL refused to parse: never named (a few at most; the oldest forgotten first). */
  const refused = new Set<string>();
  const query = client.query.bind(client);

  /** A named statement (its types kept after its first parse), or with name '' the unnamed one. */
  async function run<T>(name: string, text: string, params: unknown[], options?: QueryOptions) {
    let types = name ? paramTypesOf.get(name) : undefined;
    if (!types) {
      try {
        const { messages } = await client.execProtocol(
          concat([
            protocol.serialize.parse({ name, text, types: [] }),
            protocol.serialize.describe({ type: 'S', name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        types = parse.parseDescribeStatementResults(messages);
      } catch {
        throw new NotNameable();
      }
      if (name) paramTypesOf.set(name, types);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]] ?? internals.serializers[types[i]];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    // PGlite's parseResults copies all ~320 parsers into a new object when the caller brings its own
    // (drizzle does, on every call): ~65 µs a statement. The caller's parsers over the client's, by prototype.
    if (!options?.parsers) return parse.parseResults(messages, internals.parsers, options)[0] as Results<T>;
    return parse.parseResults(messages, parsersOver(options.parsers), {
      ...options,
      parsers: undefined,
    })[0] as Results<T>;
  }

  const merged = new WeakMap<object, Locks['parsers']>();
  function parsersOver(own: NonNullable<QueryOptions['parsers']>): Locks['parsers'] {
    let parsers = merged.get(own);
    if (!parsers) {
      parsers = Object.assign(Object.create(internals.parsers), own) as Locks['parsers'];
      merged.set(own, parsers);
    }
    return parsers;
  }

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (!params?.length || options?.blob || options?.paramTypes || !READ.test(text) || refused.has(text))
      return query<T>(text, params, options);
    // A text without a name yet (seen once, or planned for each term: ADR 050) runs as the unnamed
    // statement by the same path: parsed and planned on every call, but in two calls into the module, not
    // the five of `query()`, and without `query()`'s copy of all the parsers per call (ADR 070).
    const name = names.nameOf(text) ?? '';
    await internals._checkReady();
    try {
      return await internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(() => run<T>(name, text, params, options)),
      );
    } catch (err) {
      if (err instanceof NotNameable) {
        if (refused.size >= 100) refused.delete(refused.values().next().value as string);
        refused.add(text);
        return query<T>(text, params, options);
      }
      if (isStalePlan(err)) {
        // A migration changed what the statement returns: the next use prepares it afresh.
        names.rename(text);
        return query<T>(text, params, options);
      }
      const e = err as { query?: string; params?: unknown[] };
      e.query = text;
      e.params = params;
      throw err;
    }
  };
  return { named: names.size };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
