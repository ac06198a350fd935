import { count, desc, sql } from 'drizzle-orm';
import { recordPath } from '../../common/records';
import type { SearchRequest, SearchSource } from '../capability';
import { inTheme } from '../db/content-themes';
import { records } from '../db/schema';
import { matchAnyVariant, pageWithTotal, totalOver } from '../search/text-match';
import { publicRecord } from './records-query';

/** Video records in the site search: title and description (players and files stay behind access). */
async function searchRecords(request: SearchRequest) {
  // The expression of records_site_search_trgm_idx (migration 0020).
  const match = matchAnyVariant(sql`${records.title} || ' ' || ${records.description}`, request.variants);
  if (!match) return { total: 0, items: [] };
  const where = sql`${publicRecord()} and ${inTheme(records.themes, request.theme)} and ${match}`;
  const { total, rows } = await pageWithTotal({
    limit: request.limit,
    page: request.page,
    count: async () => Number((await request.db.select({ n: count() }).from(records).where(where))[0].n),
    rows: (limit, offset) =>
      request.db
        .select({
          id: records.id,
          title: records.title,
          description: records.description,
          isFree: records.isFree,
          date: records.date,
          total: totalOver,
        })
        .from(records)
        .where(where)
        .orderBy(desc(records.date), desc(records.id))
        .limit(limit)
        .offset(offset),
  });
  return {
    total,
    items: rows.map((r) => ({
      kind: 'records',
      id: String(r.id),
      title: r.title,
      url: recordPath(r.id),
      snippet: r.description,
      isLocked: !r.isFree && !request.access.hasSubscription,
      date: r.date.toISOString(),
    })),
  };
}

export const recordsSearchSource: SearchSource = { kind: 'records', label: 'Відео', search: searchRecords };
