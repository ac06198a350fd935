import { sql } from 'drizzle-orm';
import { limits } from '../../common/limits';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { rowsOf } from './engagement-sql';
import type { EngagementKind } from './kind';
import { stillVisible, summarize } from './list-favorites';

/** "Останні переглянуті": the user's most recently opened items of every kind, newest first. */
export async function listLatestViewed(opts: {
  db: Db;
  kinds: ReadonlyMap<string, EngagementKind>;
  user: SessionUser;
  limit?: number;
}) {
  const limit = Math.min(opts.limit ?? limits.latestViewedMax, limits.latestViewedMax);
  const rows = rowsOf<{ kind: string; item_id: number; viewed_at: string | Date }>(
    await opts.db.execute(sql`select e.kind, e.item_id, e.viewed_at from latest_viewed e
      where e.user_id = ${opts.user.id} and (${stillVisible([...opts.kinds.values()])})
      order by e.viewed_at desc, e.kind, e.item_id desc limit ${limit}`),
  );
  return summarize(opts.db, opts.kinds, rows);
}
