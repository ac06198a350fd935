import { and, inArray } from 'drizzle-orm';
import { recordPath } from '../../common/records';
import { records } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { publicRecord, recordKindName } from './records-query';

/** Records as an engagement kind: favourites, views, latest viewed, ratings, shares and counters. */
export const recordKind: EngagementKind = {
  kind: recordKindName,
  table: records,
  visible: publicRecord,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: records.id, title: records.title })
      .from(records)
      .where(and(inArray(records.id, ids), publicRecord()));
    return rows.map((r) => ({ id: r.id, title: r.title, url: recordPath(r.id) }));
  },
};
