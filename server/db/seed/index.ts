import type { Logger } from '../../observability/logger';
import type { Db } from '../client';
import { seedAccounts } from './accounts';
import { seedCore } from './core';
import { seedLandingPages } from '../../pages/landing-pages';
import { seedNews } from './news';
import { seedDemoSubscriptions, seedPackages } from './subscriptions';

/** Idempotent: safe on every start. Capabilities add their seeders here, in dependency order. */
export async function seedDatabase(opts: { db: Db; demo: boolean; log?: Logger }): Promise<void> {
  const { db } = opts;
  await seedCore(db);
  await seedLandingPages(db);
  await seedPackages(db);
  if (!opts.demo) return;
  await seedAccounts(db);
  await seedNews(db);
  await seedDemoSubscriptions(db);
  opts.log?.debug('seed complete');
}
