import { kyivDayOf } from './kyiv-day';
import { forgetKeptItem } from '../cache/kept-lists';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { limits } from '../../common/limits';
import type { Db } from '../db/client';
import { column, marksChanged, rowsOf } from './engagement-sql';
import type { EngagementKind } from './kind';

/**
 * What this process already wrote, per database: views counted today (the insert would be a no-op)
 * and each user's newest "latest viewed" item (writing it again changes no order). Rereading the same
 * page then costs no write and no WAL flush; another process that has not seen it simply writes, and
 * the database's own rules (on conflict) keep the result the same.
 */
interface Remembered {
  counted: LRUCache<string, true>;
  newest: LRUCache<number, { key: string; at: number }>;
}
const rememberedByDb = new WeakMap<Db, Remembered>();
function remembered(db: Db): Remembered {
  let r = rememberedByDb.get(db);
  if (!r) {
    r = { counted: new LRUCache({ max: 50_000 }), newest: new LRUCache({ max: 10_000 }) };
    rememberedByDb.set(db, r);
  }
  return r;
}
/** A repeated opening of a user's newest item refreshes its time at most this often. */
const LATEST_REFRESH_MS = 60_000;

/**
 * An opening of a visible item. The view counts once per visitor per item per Kyiv calendar day
 * (visitor = signed-in user, else the anonymous visitor id; neither → not counted), and a signed-in
 * user's "latest viewed" list moves the item to its top, keeping the newest ones only.
 * Returns the item's views after counting, or null when there is no visitor to count.
 */
export async function countView(opts: {
  db: Db;
  kind: EngagementKind;
  id: number;
  userId: number | null;
  visitor: string | null;
  now?: Date;
  /** The item's views as the caller has just read them (same request): an already counted view returns them. */
  knownViews?: number;
}): Promise<number | null> {
  const { kind, id, userId } = opts;
  const now = opts.now ?? new Date();
  if (userId) await rememberLatest({ db: opts.db, kind: kind.kind, id, userId, now });
  const visitor = userId ? `u:${userId}` : opts.visitor ? `g:${opts.visitor}` : null;
  if (!visitor) return null;
  const day = kyivDayOf(now);
  const countedKey = `${kind.kind}:${id}:${visitor}:${day}`;
  const memory = remembered(opts.db);
  const views = column(kind, 'views');
  if (memory.counted.has(countedKey)) {
    if (opts.knownViews !== undefined) return opts.knownViews;
    const [current] = rowsOf<{ views: number }>(
      await opts.db.execute(sql`select ${views} as views from ${kind.table} where ${kind.table.id} = ${id}`),
    );
    return current ? Number(current.views) : null;
  }
  const [row] = rowsOf<{ views: number }>(
    await opts.db.execute(sql`with counted as (
        insert into item_views (kind, item_id, visitor, day, user_id) values (${kind.kind}, ${id}, ${visitor},
          ${day}, ${userId}) on conflict do nothing returning item_id)
      update ${kind.table} set ${views} = ${views} + (select count(*) from counted) where ${kind.table.id} = ${id}
        returning ${views} as views`),
  );
  memory.counted.set(countedKey, true);
  forgetKeptItem(opts.db, kind.kind, id);
  // The reader's «viewed» mark of the item (their first view of the day).
  if (userId) marksChanged(opts.db, userId);
  return row ? Number(row.views) : null;
}

async function rememberLatest(opts: { db: Db; kind: string; id: number; userId: number; now: Date }) {
  const { db, kind, id, userId } = opts;
  const newest = remembered(db).newest;
  const key = `${kind}:${id}`;
  const last = newest.get(userId);
  if (last?.key === key && opts.now.getTime() - last.at < LATEST_REFRESH_MS && opts.now.getTime() >= last.at) return;
  await db.execute(sql`insert into latest_viewed (user_id, kind, item_id, viewed_at) values (${userId}, ${kind},
    ${id}, ${opts.now.toISOString()})
    on conflict (user_id, kind, item_id) do update set viewed_at = excluded.viewed_at`);
  await db.execute(sql`delete from latest_viewed where user_id = ${userId} and (kind, item_id) not in (
    select kind, item_id from latest_viewed where user_id = ${userId} order by viewed_at desc limit
      ${limits.latestViewedMax})`);
  newest.set(userId, { key, at: opts.now.getTime() });
}
