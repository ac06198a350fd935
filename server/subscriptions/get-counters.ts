import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';

/**
 * Counter sources by key (GET /api/records/events/counters?keys[]=). client.questions is the
 * unread-consultations count; it reads 0 until the consultations capability registers its source.
 */
export type CounterSource = (opts: { db: Db; user: SessionUser | null }) => Promise<number>;

export const counterSources: Record<string, CounterSource> = {
  'client.questions': async () => 0,
};

export async function getCounters(opts: {
  db: Db;
  user: SessionUser | null;
  keys: string[];
}): Promise<Record<string, number>> {
  const keys = [...new Set(opts.keys)];
  const values = await Promise.all(
    keys.map((k) => (counterSources[k] ? counterSources[k]({ db: opts.db, user: opts.user }) : Promise.resolve(0))),
  );
  return Object.fromEntries(keys.map((k, i) => [k, values[i]]));
}
