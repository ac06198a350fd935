import { sql } from 'drizzle-orm';
import { limits } from '../../common/limits';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
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
  const rows = await latestStatement(opts.db, [...opts.kinds.values()]).execute({ userId: opts.user.id, limit });
  return summarize(opts.db, opts.kinds, rows);
}

/** Built once per database handle and set of kinds (ADR 047), as the favourites' page is. */
const latestStatement = (db: Db, kinds: readonly EngagementKind[]) =>
  preparedOnce(db, `engagement:latest-viewed:${kinds.map((k) => k.kind).join(',')}`, (d) =>
    d
      .select({
        kind: sql<string>`e.kind`,
        item_id: sql<number>`e.item_id`,
        viewed_at: sql<string | Date>`e.viewed_at`,
      })
      .from(sql`latest_viewed e`)
      .where(sql`e.user_id = ${sql.placeholder('userId')} and (${stillVisible(kinds)})`)
      .orderBy(sql`e.viewed_at desc, e.kind, e.item_id desc`)
      .limit(sql.placeholder('limit'))
      .prepare(UNNAMED),
  );
