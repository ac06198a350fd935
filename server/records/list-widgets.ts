import type { ThemeId } from '../../common/themes';
import type { Access } from '../access/access';
import type { Db } from '../db/client';
import { listRecords } from './list-records';
import { presentCards } from './list-records-page';

/** Newest and most watched records (`GET /api/records/widgets`, the home page). */
export async function listRecordWidgets(opts: { db: Db; access: Access; theme: ThemeId; limit?: number }) {
  const limit = opts.limit ?? 6;
  const [latest, popular] = await Promise.all([
    listRecords({ ...opts, limit, order: 'date', withTotal: false }),
    listRecords({ ...opts, limit, order: 'views', withTotal: false }),
  ]);
  const cards = await presentCards({ ...opts, rows: [...latest.rows, ...popular.rows] });
  return { latest: cards.slice(0, latest.rows.length), popular: cards.slice(latest.rows.length) };
}
