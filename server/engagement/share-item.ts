import { forgetKeptItem } from '../cache/kept-lists';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { column, rowsOf, visibleItem } from './engagement-sql';
import type { EngagementKind } from './kind';

/** Counts a share of a visible item with one atomic increment; the answer is the new share_count. */
export async function shareItem(opts: { db: Db; kind: EngagementKind; id: number }): Promise<{ share_count: number }> {
  const count = column(opts.kind, 'shareCount');
  const [row] = rowsOf<{ share_count: number }>(
    await opts.db.execute(
      sql`update ${opts.kind.table} set ${count} = ${count} + 1 where ${visibleItem(opts.kind, opts.id)} returning
        ${count} as share_count`,
    ),
  );
  if (!row) throw new AppError('not_found');
  forgetKeptItem(opts.db, opts.kind.kind, opts.id);
  return { share_count: Number(row.share_count) };
}
