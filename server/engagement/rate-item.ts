import { forgetKeptItem } from '../cache/kept-lists';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { column, rowsOf, visibleItem } from './engagement-sql';
import { presentRating } from './engagement.presenter';
import type { EngagementKind } from './kind';

/** A user's rating of a visible item (1–5, optional comment); rating again replaces it. */
export async function rateItem(opts: {
  db: Db;
  kind: EngagementKind;
  user: SessionUser;
  id: number;
  rating: number;
  comment: string;
  options: Record<string, unknown>;
}) {
  const { kind, user, id } = opts;
  const table = kind.table;
  const result = await opts.db.transaction(async (tx) => {
    const locked = rowsOf(await tx.execute(sql`select 1 from ${table} where ${visibleItem(kind, id)} for update`));
    if (!locked.length) throw new AppError('not_found');
    await tx.execute(sql`insert into ratings (kind, item_id, user_id, rating, comment, options)
      values (${kind.kind}, ${id}, ${user.id}, ${opts.rating}, ${opts.comment}, ${JSON.stringify(opts.options)}::jsonb)
      on conflict (kind, item_id, user_id) do update set rating = excluded.rating, comment = excluded.comment,
        options = excluded.options, updated_at = now()`);
    const sum = column(kind, 'ratingSum');
    const count = column(kind, 'ratingCount');
    const [row] = rowsOf<{ sum: number; count: number }>(
      await tx.execute(sql`update ${table} set
          ${sum} = (select coalesce(sum(rating), 0) from ratings where kind = ${kind.kind} and item_id = ${id}),
          ${count} = (select count(*) from ratings where kind = ${kind.kind} and item_id = ${id})
        where ${table.id} = ${id} returning ${sum} as sum, ${count} as count`),
    );
    return {
      rating: presentRating(Number(row.sum), Number(row.count)),
      rating_count: Number(row.count),
      rating_personal: opts.rating,
    };
  });
  forgetKeptItem(opts.db, kind.kind, id);
  return result;
}
