import { sql } from 'drizzle-orm';
import { limits } from '../../common/limits';
import type { Db } from '../db/client';
import { threads } from '../db/schema';

/**
 * Reference data: the error-report threads of spec part 2 §9 (private, open to guests, files on),
 * and a thread for every news post made before threads existed.
 */
export async function seedThreads(db: Db): Promise<void> {
  await db
    .insert(threads)
    .values([
      {
        id: limits.errorReportThreads.hr,
        title: 'Повідомлення про помилки (Кадри)',
        isPrivate: true,
        allowsGuests: true,
        themes: ['hr'],
        replies: 0,
      },
      {
        id: limits.errorReportThreads.accounting,
        title: 'Повідомлення про помилки (Бухгалтерія)',
        isPrivate: true,
        allowsGuests: true,
        themes: ['accounting'],
        replies: 0,
      },
    ])
    .onConflictDoNothing();
  await db.execute(sql`
    insert into threads (kind, item_id, title)
    select 'news', p.id, p.title from news_posts p
    where not exists (select 1 from threads t where t.kind = 'news' and t.item_id = p.id)
    on conflict do nothing`);
}
