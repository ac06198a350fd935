import type { ThemeId } from '../../common/themes';
import { type Access, accessFor } from '../access/access';
import { keptAggregate } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { withPersonalMarks } from '../engagement/engagement-sql';
import { listRecords } from './list-records';
import { presentCards } from './list-records-page';
import { recordKindName } from './records-query';

/**
 * Newest and most watched records (`GET /api/records/widgets`, the home page). Which records these are
 * is the same for every visitor (no personal filter): the rows are kept a second per theme and size like
 * the lists' totals (ADR 046, forgotten on every save), and a signed-in reader's own marks are read for
 * their ids in one statement; access is applied when the cards are presented.
 */
export async function listRecordWidgets(opts: {
  db: Db;
  access: Access;
  theme: ThemeId;
  limit?: number;
  /** False where the cards' personal marks are not shown (the home page): none are read. */
  marks?: boolean;
}) {
  const { db, theme, access } = opts;
  const limit = opts.limit ?? 6;
  const everybody = await keptAggregate(db, JSON.stringify(['record-widgets', theme, limit]), async () => {
    const guest = { db, access: accessFor(null, []), theme, limit, withTotal: false };
    const [latest, popular] = await Promise.all([
      listRecords({ ...guest, order: 'date' }),
      listRecords({ ...guest, order: 'views' }),
    ]);
    return { latest: latest.rows, popular: popular.rows };
  });
  const both = [...everybody.latest, ...everybody.popular];
  const rows =
    access.user && opts.marks !== false ? await withPersonalMarks(db, recordKindName, both, access.user) : both;
  const cards = await presentCards({ db, access, rows });
  return { latest: cards.slice(0, everybody.latest.length), popular: cards.slice(everybody.latest.length) };
}
