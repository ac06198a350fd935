import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from './news-query';

const kyivDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A view counts once per visitor per post per Kyiv calendar day (visitor = signed-in user, else the
 * anonymous visitor cookie). Returns the post's views after counting.
 */
export async function countNewsView(opts: {
  db: Db;
  id: number;
  userId: number | null;
  visitor: string | null;
  now?: Date;
}): Promise<number | null> {
  const visitor = opts.userId ? `u:${opts.userId}` : opts.visitor ? `g:${opts.visitor}` : null;
  if (!visitor) return null;
  const day = kyivDay.format(opts.now ?? new Date());
  const [row] = rowsOf<{ views: number }>(
    await opts.db.execute(sql`with counted as (
        insert into news_views (post_id, visitor, day, user_id) values (${opts.id}, ${visitor}, ${day}, ${opts.userId}) on conflict do nothing returning post_id)
      update news_posts set views = views + (select count(*) from counted) where id = ${opts.id} returning views`),
  );
  return row ? Number(row.views) : null;
}
