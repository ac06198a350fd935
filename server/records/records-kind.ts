import { and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { idAmong, idsParam } from '../engagement/engagement-sql';
import { recordPath } from '../../common/records';
import { records } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { publicRecord, recordKindName } from './records-query';

const summariesStatement = (db: Db) =>
  preparedOnce(db, 'records:summaries', (d) =>
    d
      .select({ id: records.id, title: records.title })
      .from(records)
      .where(and(idAmong(records.id), publicRecord()))
      .prepare(UNNAMED),
  );

/** Records as an engagement kind: favourites, views, latest viewed, ratings, shares and counters. */
export const recordKind: EngagementKind = {
  kind: recordKindName,
  table: records,
  visible: publicRecord,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await summariesStatement(db).execute(idsParam(ids));
    return rows.map((r) => ({ id: r.id, title: r.title, url: recordPath(r.id) }));
  },
};
