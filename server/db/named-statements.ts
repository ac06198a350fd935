import pg from 'pg';

/**
 * Statements the process runs again and again are named, so PostgreSQL parses and plans each once
 * per connection instead of on every request (ADR 046). A text is named from its second use on (a
 * one-off text, such as a search with its own number of terms, never takes a slot), at most
 * `maxNamed` texts per process; the rest run unnamed as before. Only statements with parameters are
 * named: a statement without them goes through the simple protocol, which also runs several
 * statements in one text (migrations), and the extended protocol would refuse that.
 *
 * PostgreSQL replans a prepared statement by itself when a table it reads changes; only a change of
 * the statement's result columns (a migration altering what a `select *` returns) makes it refuse
 * with "cached plan must not change result type". Then the text gets a new name for its next use
 * and this call runs once more unnamed, so a migration by another process costs no failed request.
 */
export interface NamedStatementsOptions {
  /** Distinct texts named per process (each costs every connection that runs it one prepared statement). */
  maxNamed?: number;
  /** Texts seen once, remembered until their second use; the oldest are forgotten first. */
  maxSeen?: number;
}

type QueryConfigLike = { text: string; name?: string; values?: unknown[]; submit?: unknown };

/**
 * Text matching whose best plan depends on the term — full text (`@@`), trigram operators (`%`, `<%`,
 * `%>`, `similarity`): a rare word reads its GIN index, a common one the list's own order, and after
 * five uses PostgreSQL may settle on one generic plan for every term. At scale that plan took a news
 * search from ~3 ms to ~25 ms a statement (ADR 050), so such texts are never named and are planned for
 * each term. A `like` is named: a plain `ilike` filter (a thread's comments) has no index to choose, and
 * the site search's `search_text like` patterns are estimated without statistics (ADR 067), so a plan
 * made for one term is the plan for every term of its length (ADR 074). A full-text match against a
 * sub-select's query, `@@ (select to_tsquery(…))`, is estimated without its term, so it is named as
 * well: one plan serves every term (ADR 075).
 */
const PLANNED_PER_TERM = /@@(?! \(select to_tsquery\()|<%|%>|\s%\s|similarity\(/i;

/** True when a statement's text matches text against a term and is best planned on every use. */
export function plannedPerTerm(text: string): boolean {
  return PLANNED_PER_TERM.test(text);
}

/**
 * Which texts have a name, shared by the PostgreSQL pool and the embedded database (ADR 046, 047): a
 * text is named from its second use, at most `maxNamed` of them; `rename` makes the next use prepare
 * the text afresh under a new name.
 */
export function statementNames(prefix: string, opts: NamedStatementsOptions = {}) {
  const maxNamed = opts.maxNamed ?? 500;
  const maxSeen = opts.maxSeen ?? 2_000;
  const named = new Map<string, string>();
  const seen = new Set<string>();
  let next = 0;
  const freshName = () => `${prefix}${(next++).toString(36)}`;
  return {
    /** The name for this text, or undefined while it has been seen only once (or the slots are full). */
    nameOf(text: string): string | undefined {
      const name = named.get(text);
      if (name !== undefined) return name;
      if (!seen.has(text)) {
        if (plannedPerTerm(text)) return undefined;
        if (seen.size >= maxSeen) seen.delete(seen.values().next().value as string);
        seen.add(text);
        return undefined;
      }
      if (named.size >= maxNamed) return undefined;
      seen.delete(text);
      const fresh = freshName();
      named.set(text, fresh);
      return fresh;
    },
    /** The next use of this text prepares it afresh under a new name. */
    rename(text: string): void {
      if (named.has(text)) named.set(text, freshName());
    },
    size: () => named.size,
  };
}

/** PostgreSQL's answer when a migration changed what a prepared statement returns. */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null | undefined;
  return e?.code === '0A000' && String(e.message).includes('cached plan must not change result type');
}

export function namedStatements(opts: NamedStatementsOptions = {}) {
  const { nameOf, rename, size } = statementNames('fahivets_', opts);

  /** A pg Client class for `new pg.Pool({ Client })` that names repeated statements. */
  class NamingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() is overloaded; every overload is passed through.
    override query(config: any, values?: any, callback?: any): any {
      const c: QueryConfigLike | null =
        typeof config === 'string'
          ? { text: config }
          : config && typeof config === 'object' && typeof config.text === 'string' && !config.name && !config.submit
            ? config
            : null;
      const params = Array.isArray(values) ? values : c?.values;
      const name = c && params && params.length > 0 ? nameOf(c.text) : undefined;
      if (!c || !name) return super.query(config, values, callback);
      const namedConfig = { ...c, name };
      const done = typeof values === 'function' ? values : callback;
      const args = typeof values === 'function' ? [] : [values];
      if (typeof done === 'function') {
        return super.query(namedConfig, ...args, (err: Error | null, res: unknown) => {
          if (!isStalePlan(err)) return done(err, res);
          rename(c.text);
          super.query(config, ...args, done);
        });
      }
      return (super.query(namedConfig, ...args) as Promise<unknown>).catch((err) => {
        if (!isStalePlan(err)) throw err;
        rename(c.text);
        return super.query(config, ...args);
      });
    }
  }

  return { Client: NamingClient, named: size };
}
