import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Named statements for the embedded database (ADR 047), the counterpart of ADR 046's for PostgreSQL.
 * PGlite's `query()` parses, describes, plans and binds every statement afresh in five calls into the
 * WebAssembly module; a read the process runs again and again (a list page, the session) then costs
 * ~1.9 ms where ~0.95 ms does with a statement parsed once. A `select` text with parameters is named
 * from its second use on (at most `maxNamed` texts; one-off texts never take a slot): it is parsed and
 * described once, each call binds and executes it by name in one call, and the answer is decoded by
 * PGlite's own `parseResults`, so rows, fields and custom parsers come out exactly as from `query()`.
 *
 * Only reads: writes keep PGlite's path, which also syncs the file system after them. Calls wait for
 * the same two locks `query()` takes (a transaction in progress, a query in progress). A text PostgreSQL
 * refuses to parse, or whose plan a migration has changed the result type of, goes back to `query()`.
 */
export interface PgliteNamingOptions {
  maxNamed?: number;
  maxSeen?: number;
}

interface Locks {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

interface Statement {
  name: string;
  /** Parameter type ids, once the statement has been parsed on this database. */
  paramTypes: number[] | null;
}

const READ = /^\s*\(?\s*select\b/i;
/** Parse refused the text (a syntax or name error): `query()` reports it as it always does. */
class NotNameable extends Error {}

export function namePgliteStatements(client: PGlite, opts: PgliteNamingOptions = {}): { named: () => number } {
  const internals = client as unknown as Locks;
  if (
    typeof internals._runExclusiveTransaction !== 'function' ||
    typeof internals._runExclusiveQuery !== 'function' ||
    typeof internals._checkReady !== 'function'
  )
    return { named: () => 0 };
  const maxNamed = opts.maxNamed ?? 500;
  const maxSeen = opts.maxSeen ?? 2_000;
  /** null: the text is never named (parse refused it). */
  const statements = new Map<string, Statement | null>();
  const seen = new Set<string>();
  let next = 0;
  const freshName = () => `fahivets_l${(next++).toString(36)}`;
  const query = client.query.bind(client);

  function statementOf(text: string): Statement | null {
    const known = statements.get(text);
    if (known !== undefined) return known;
    if (!seen.has(text)) {
      if (seen.size >= maxSeen) seen.delete(seen.values().next().value as string);
      seen.add(text);
      return null;
    }
    if (statements.size >= maxNamed) return null;
    seen.delete(text);
    const statement = { name: freshName(), paramTypes: null };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(statement: Statement, text: string, params: unknown[], options?: QueryOptions) {
    if (!statement.paramTypes) {
      try {
        const { messages } = await client.execProtocol(
          concat([
            protocol.serialize.parse({ name: statement.name, text, types: [] }),
            protocol.serialize.describe({ type: 'S', name: statement.name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        statement.paramTypes = parse.parseDescribeStatementResults(messages);
      } catch {
        throw new NotNameable();
      }
    }
    const types = statement.paramTypes;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]] ?? internals.serializers[types[i]];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
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
    if (!params?.length || options?.blob || options?.paramTypes || !READ.test(text))
      return query<T>(text, params, options);
    const statement = statementOf(text);
    if (!statement) return query<T>(text, params, options);
    await internals._checkReady();
    try {
      return await internals._runExclusiveTransaction(() =>
        internals._runExclusiveQuery(() => run<T>(statement, text, params, options)),
      );
    } catch (err) {
      if (err instanceof NotNameable) {
        statements.set(text, null);
        return query<T>(text, params, options);
      }
      const e = err as { code?: string; message?: string; query?: string; params?: unknown[] };
      if (e.code === '0A000' && String(e.message).includes('cached plan must not change result type')) {
        // A migration changed what the statement returns: the next use prepares it afresh.
        statements.set(text, { name: freshName(), paramTypes: null });
        return query<T>(text, params, options);
      }
      e.query = text;
      e.params = params;
      throw err;
    }
  };
  return { named: () => [...statements.values()].filter(Boolean).length };
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
