import type { Database } from '../../server/db/client';

/**
 * How many statements went to the database while `run` was answered: the driver's client (the pool or
 * the embedded database) is asked for each, by every statement drizzle runs.
 */
export async function statementsRun<T>(
  db: Database['db'],
  run: () => Promise<T>,
): Promise<{ runs: number; answer: T }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  let runs = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    runs += 1;
    return query.apply(this, args);
  };
  try {
    const answer = await run();
    return { runs, answer };
  } finally {
    client.query = query;
  }
}
