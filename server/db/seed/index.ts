import type { Capability } from '../../capability';
import { capabilities as allCapabilities } from '../../capabilities';
import type { Logger } from '../../observability/logger';
import type { Db } from '../client';

/**
 * Idempotent: safe on every start. Every capability's reference data first (needed in production),
 * then, when asked, every capability's demo content, each in the order of the capability list.
 */
export async function seedDatabase(opts: {
  db: Db;
  demo: boolean;
  log?: Logger;
  capabilities?: readonly Capability[];
}): Promise<void> {
  const { db, log } = opts;
  const list = opts.capabilities ?? allCapabilities;
  for (const c of list) await c.seed?.reference?.({ db, log });
  if (opts.demo) for (const c of list) await c.seed?.demo?.({ db, log });
  log?.debug('seed complete');
}
