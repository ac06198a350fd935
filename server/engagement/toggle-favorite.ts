import { forgetKeptItem } from '../cache/kept-lists';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { column, marksChanged, rowsOf, visibleItem } from './engagement-sql';
import type { EngagementKind } from './kind';

/**
 * Sets or clears the user's favourite mark on a visible item. One statement each way, so the
 * item's counter moves by exactly one per real change and never below zero, whatever runs
 * concurrently.
 */
export async function toggleFavorite(opts: {
  db: Db;
  kind: EngagementKind;
  user: SessionUser;
  id: number;
  favorite: boolean;
}): Promise<{ favorite: boolean; favorites_count: number }> {
  const { kind, user, id } = opts;
  const table = kind.table;
  const count = column(kind, 'favoritesCount');
  const change = opts.favorite
    ? sql`with changed as (insert into favorites (kind, item_id, user_id) select ${kind.kind}, ${table.id},
      ${user.id}::int from ${table} where ${visibleItem(kind, id)} on conflict do nothing returning item_id)
        update ${table} set ${count} = ${count} + (select count(*) from changed) where ${visibleItem(kind, id)}
          returning ${count} as favorites_count`
    : sql`with changed as (delete from favorites where kind = ${kind.kind} and item_id = ${id} and user_id =
      ${user.id} returning item_id)
        update ${table} set ${count} = greatest(${count} - (select count(*) from changed), 0) where
          ${visibleItem(kind, id)} returning ${count} as favorites_count`;
  const [row] = rowsOf<{ favorites_count: number }>(await opts.db.execute(change));
  if (!row) throw new AppError('not_found');
  forgetKeptItem(opts.db, kind.kind, id);
  marksChanged(opts.db, user.id);
  return { favorite: opts.favorite, favorites_count: Number(row.favorites_count) };
}
