import { Redis } from 'ioredis';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/observability/logger';

type Share = (db: Db, redis: Redis, log: ReturnType<typeof createLogger>) => { subscribed: Promise<void> };

/**
 * A second process on the same database for tests of what processes keep: its own handle (and so its
 * own kept reads), each side sharing through its own Redis connection with `share`. The connections
 * are put in `connections` for the test file to close.
 */
export async function secondProcess(db: Db, share: Share, connections: Redis[]): Promise<Db> {
  const redisA = new Redis(process.env.REDIS_URL as string);
  const redisB = new Redis(process.env.REDIS_URL as string);
  connections.push(redisA, redisB);
  const other = Object.create(db) as Db;
  const log = createLogger('silent');
  await Promise.all([share(db, redisA, log).subscribed, share(other, redisB, log).subscribed]);
  return other;
}
