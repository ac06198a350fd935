import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { publicPost, rowsOf } from './news-query';

/** Counts a share with one atomic increment; the answer is the new share_count. */
export async function shareNewsPost(opts: { db: Db; id: number }): Promise<{ share_count: number }> {
  const [row] = rowsOf<{ share_count: number }>(
    await opts.db.execute(
      sql`update news_posts set share_count = share_count + 1 where id = ${opts.id} and ${publicPost()} returning share_count`,
    ),
  );
  if (!row) throw new AppError('not_found');
  return { share_count: Number(row.share_count) };
}
