import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { CounterSource } from '../capability';
import type { Db } from '../db/client';

/**
 * Menu counters by key (GET /api/records/events/counters?keys[]=). Each capability registers the
 * keys it serves; an unknown key reads 0.
 */
export async function getMenuCounters(opts: {
  db: Db;
  user: SessionUser | null;
  theme: ThemeId;
  keys: string[];
  sources: Readonly<Record<string, CounterSource>>;
}): Promise<Record<string, number>> {
  const keys = [...new Set(opts.keys)];
  const values = await Promise.all(
    keys.map((k) =>
      opts.sources[k] ? opts.sources[k]({ db: opts.db, user: opts.user, theme: opts.theme }) : Promise.resolve(0),
    ),
  );
  return Object.fromEntries(keys.map((k, i) => [k, values[i]]));
}
