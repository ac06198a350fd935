import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { publicPost, rowsOf } from './news-query';

/**
 * Sets or clears the user's favourite mark. One statement each way, so the counter moves by
 * exactly one per real change and never below zero, whatever runs concurrently.
 */
export async function toggleNewsFavorite(opts: { db: Db; user: SessionUser; id: number; favorite: boolean }) {
  const { db, user, id } = opts;
  const change = opts.favorite
    ? sql`with changed as (insert into news_favorites (post_id, user_id) select news_posts.id, ${user.id}::int from news_posts where news_posts.id = ${id} and ${publicPost()} on conflict do nothing returning post_id)
        update news_posts set favorites_count = favorites_count + (select count(*) from changed) where id = ${id} and ${publicPost()} returning favorites_count`
    : sql`with changed as (delete from news_favorites where post_id = ${id} and user_id = ${user.id} returning post_id)
        update news_posts set favorites_count = greatest(favorites_count - (select count(*) from changed), 0) where id = ${id} and ${publicPost()} returning favorites_count`;
  const [row] = rowsOf<{ favorites_count: number }>(await db.execute(change));
  if (!row) throw new AppError('not_found');
  return { favorite: opts.favorite, favorites_count: Number(row.favorites_count) };
}
