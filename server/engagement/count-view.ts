import { sql } from 'drizzle-orm';
import { limits } from '../../common/limits';
import type { Db } from '../db/client';
import { column, rowsOf } from './engagement-sql';
import type { EngagementKind } from './kind';

const kyivDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * An opening of a visible item. The view counts once per visitor per item per Kyiv calendar day
 * (visitor = signed-in user, else the anonymous visitor id; neither → not counted), and a signed-in
 * user's "latest viewed" list moves the item to its top, keeping the newest ones only.
 * Returns the item's views after counting, or null when nothing was counted.
 */
export async function countView(opts: {
  db: Db;
  kind: EngagementKind;
  id: number;
  userId: number | null;
  visitor: string | null;
  now?: Date;
}): Promise<number | null> {
  const { kind, id, userId } = opts;
  const now = opts.now ?? new Date();
  if (userId) await rememberLatest({ db: opts.db, kind: kind.kind, id, userId, now });
  const visitor = userId ? `u:${userId}` : opts.visitor ? `g:${opts.visitor}` : null;
  if (!visitor) return null;
  const views = column(kind, 'views');
  const [row] = rowsOf<{ views: number }>(
    await opts.db.execute(sql`with counted as (
        insert into item_views (kind, item_id, visitor, day, user_id) values (${kind.kind}, ${id}, ${visitor},
          ${kyivDay.format(now)}, ${userId}) on conflict do nothing returning item_id)
      update ${kind.table} set ${views} = ${views} + (select count(*) from counted) where ${kind.table.id} = ${id}
        returning ${views} as views`),
  );
  return row ? Number(row.views) : null;
}

async function rememberLatest(opts: { db: Db; kind: string; id: number; userId: number; now: Date }) {
  const { db, kind, id, userId } = opts;
  await db.execute(sql`insert into latest_viewed (user_id, kind, item_id, viewed_at) values (${userId}, ${kind},
    ${id}, ${opts.now.toISOString()})
    on conflict (user_id, kind, item_id) do update set viewed_at = excluded.viewed_at`);
  await db.execute(sql`delete from latest_viewed where user_id = ${userId} and (kind, item_id) not in (
    select kind, item_id from latest_viewed where user_id = ${userId} order by viewed_at desc limit
      ${limits.latestViewedMax})`);
}
