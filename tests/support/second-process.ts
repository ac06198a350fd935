import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Db } from '../../server/db/client';
import { createLogger } from '../../server/observability/logger';
import { createTestDatabase } from './test-db';

type Share = (db: Db, redis: Redis, log: ReturnType<typeof createLogger>) => { subscribed: Promise<void> };

/**
 * A test file's own database (no demo content) for tests of what a process keeps, and second processes
 * on it: `secondProcess(share)` is another handle (so its own kept reads), each side sharing through
 * its own Redis connection with `share`. The database and the connections are closed after the file.
 */
export function keptReadsDatabase() {
  let database: Database | undefined;
  const connections: Redis[] = [];
  beforeAll(async () => {
    database = await createTestDatabase({ demo: false });
  });
  afterAll(async () => {
    for (const r of connections) r.disconnect();
    await database?.close();
  });
  const dbOf = () => {
    if (!database) throw new Error('the database is made before the tests');
    return database.db;
  };
  return {
    get db(): Db {
      return dbOf();
    },
    async secondProcess(share: Share): Promise<Db> {
      const db = dbOf();
      const redisA = new Redis(process.env.REDIS_URL as string);
      const redisB = new Redis(process.env.REDIS_URL as string);
      connections.push(redisA, redisB);
      const other = Object.create(db) as Db;
      const log = createLogger('silent');
      await Promise.all([share(db, redisA, log).subscribed, share(other, redisB, log).subscribed]);
      return other;
    },
  };
}
