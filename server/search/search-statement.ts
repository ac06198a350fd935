import { type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerShape, UNNAMED } from '../db/prepared';

/**
 * One source's part of a site search's statement (ADR 076, 077): the sources of one search ask side by
 * side, and what they ask in the same turn of the event loop is answered by one statement, each part of
 * a `union all`. A part says how its rows are read (`page`) and how it is counted (`count`); the
 * statement is built once per database and list of parts (`key`), its values are placeholders.
 */
export interface StatementPart {
  /** Everything the part's SQL depends on besides its placeholders' values (a kind, a shape of the term). */
  key: string;
  /**
   * Values of placeholders every part of the search may share (the theme, the term's patterns), by
   * name: a part whose shared value differs from one already asked under that name starts a statement
   * of its own.
   */
  shared: Record<string, unknown>;
  /** Values of the part's own placeholders, by the names it gives to `own` in `page` and `count`. */
  own: Record<string, unknown>;
  /**
   * The page also selects `x`, a long text of each row sent as it is beside the JSON (a body a snippet
   * is cut from): escaped into the JSON array, a news body cost PostgreSQL a sixth of the statement.
   */
  text?: boolean;
  /**
   * A page of the part's rows as a select of `n` (the row's place in the part's order), `total` (the
   * part's matches, `count(*) over ()`, before limit and offset) and `r` (the row as a JSON array);
   * with `text`, also `x`.
   */
  page(d: Db, own: (name: string) => Placeholder, limit: Placeholder, offset: Placeholder): SQLWrapper;
  /** The part's matches counted: a `select count(*) …`. */
  count(d: Db, own: (name: string) => Placeholder): SQLWrapper;
}

/** A part's answer: its total, the rows of its page as the JSON arrays `page` selected, their `x` texts. */
export interface PartAnswer {
  total: number;
  rows: unknown[][];
  /** Each row's `x` (null for a part without `text`). */
  texts: (string | null)[];
}

interface Asked {
  part: StatementPart;
  /** 0: only the total (a tab's counter). */
  limit: number;
  offset: number;
  resolve: (answer: PartAnswer) => void;
  reject: (error: unknown) => void;
}

interface Gathered {
  db: Db;
  shared: Record<string, unknown>;
  asked: Asked[];
}

/** The statement being gathered for a search, by the search's own object (its variants' array). */
const gathering = new WeakMap<object, Gathered>();

const agrees = (shared: Record<string, unknown>, more: Record<string, unknown>) =>
  Object.keys(more).every((name) => !(name in shared) || shared[name] === more[name]);

/**
 * A part's page (`limit` > 0) with its total, or its total alone (`limit` 0), answered together with
 * every other part the same search (`search`, an object the search's sources share) asks before the
 * event loop next checks for timers and I/O callbacks: the sources start side by side, and one that
 * first looks up what it needs from a cache still joins. A page past the end has no rows to carry the
 * total, so only then is the part counted again, in a statement with the other such parts.
 */
export function askInStatement(
  opts: { db: Db; search: object; limit: number; page: number },
  part: StatementPart,
): Promise<PartAnswer> {
  let gathered = gathering.get(opts.search);
  if (!gathered || gathered.db !== opts.db || !agrees(gathered.shared, part.shared)) {
    const started: Gathered = { db: opts.db, shared: {}, asked: [] };
    gathering.set(opts.search, started);
    setImmediate(() => {
      if (gathering.get(opts.search) === started) gathering.delete(opts.search);
      void answer(started);
    });
    gathered = started;
  }
  Object.assign(gathered.shared, part.shared);
  const asking = gathered;
  return new Promise<PartAnswer>((resolve, reject) => {
    asking.asked.push({ part, limit: opts.limit, offset: (opts.page - 1) * opts.limit, resolve, reject });
  });
}

/** The name of part `i`'s own placeholder (shared names have no colon). */
const ownName = (i: number, name: string) => `${i}:${name}`;

/** The statement of a list of parts: per row the part, the row's place, the part's total and the row. */
function statementOf(db: Db, asked: readonly Asked[]) {
  const key = `site-search:${asked.map((a) => `${a.part.key}${a.limit === 0 ? '#' : ''}`).join(',')}`;
  return preparedPerShape(db, key, (d) => {
    const arms = asked.map((a, i) => {
      const own = (name: string) => sql.placeholder(ownName(i, name));
      const part = sql.raw(String(i));
      if (a.limit === 0) {
        return sql`select ${part} as part, 0 as n, (${a.part.count(d, own)})::int as total, null::json as r, null::text as x`;
      }
      const page = a.part.page(d, own, sql.placeholder(ownName(i, 'limit')), sql.placeholder(ownName(i, 'offset')));
      const x = a.part.text ? sql`x` : sql`null::text`;
      return sql`select ${part} as part, n::int as n, total::int as total, r, ${x} as x from (${page}) p${part}`;
    });
    return d
      .select({
        part: sql<number>`part`,
        total: sql<number>`total`,
        r: sql<unknown[] | null>`r`,
        x: sql<string | null>`x`,
      })
      .from(
        sql`(${sql.join(
          arms.map((arm) => sql`(${arm})`),
          sql` union all `,
        )}) parts`,
      )
      .orderBy(sql`part, n`)
      .prepare(UNNAMED);
  });
}

/** Each part's total and rows, from one run of their statement. */
async function run(db: Db, shared: Record<string, unknown>, asked: readonly Asked[]): Promise<PartAnswer[]> {
  const values: Record<string, unknown> = { ...shared };
  for (const [i, a] of asked.entries()) {
    for (const [name, value] of Object.entries(a.part.own)) values[ownName(i, name)] = value;
    if (a.limit === 0) continue;
    values[ownName(i, 'limit')] = a.limit;
    values[ownName(i, 'offset')] = a.offset;
  }
  const found = await statementOf(db, asked).execute(values);
  const answers: PartAnswer[] = asked.map(() => ({ total: 0, rows: [], texts: [] }));
  for (const r of found) {
    const answer = answers[r.part];
    answer.total = r.total;
    if (!r.r) continue;
    answer.rows.push(r.r);
    answer.texts.push(r.x);
  }
  return answers;
}

async function answer(gathered: Gathered): Promise<void> {
  const { db, shared, asked } = gathered;
  try {
    const answers = await run(db, shared, asked);
    const pastEnd = asked.flatMap((a, i) => (a.limit > 0 && a.offset > 0 && !answers[i].rows.length ? [i] : []));
    if (pastEnd.length) {
      const counted = await run(
        db,
        shared,
        pastEnd.map((i) => ({ ...asked[i], limit: 0 })),
      );
      for (const [k, i] of pastEnd.entries()) answers[i].total = counted[k].total;
    }
    for (const [i, a] of asked.entries()) a.resolve(answers[i]);
  } catch (error) {
    for (const a of asked) a.reject(error);
  }
}
