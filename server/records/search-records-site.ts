import { count, desc, sql } from 'drizzle-orm';
import { recordPath } from '../../common/records';
import type { SearchRequest, SearchSource } from '../capability';
import { inTheme } from '../db/content-themes';
import { records } from '../db/schema';
import { matchAnyVariant } from '../search/text-match';
import { publicRecord } from './records-query';

/** Video records in the site search: title and description (players and files stay behind access). */
async function searchRecords(request: SearchRequest) {
  const match = matchAnyVariant(sql`${records.title} || ' ' || ${records.description}`, request.variants);
  if (!match) return { total: 0, items: [] };
  const where = sql`${publicRecord()} and ${inTheme(records.themes, request.theme)} and ${match}`;
  const [{ total }] = await request.db.select({ total: count() }).from(records).where(where);
  if (request.limit === 0 || Number(total) === 0) return { total: Number(total), items: [] };
  const rows = await request.db
    .select({
      id: records.id,
      title: records.title,
      description: records.description,
      isFree: records.isFree,
      date: records.date,
    })
    .from(records)
    .where(where)
    .orderBy(desc(records.date), desc(records.id))
    .limit(request.limit)
    .offset((request.page - 1) * request.limit);
  return {
    total: Number(total),
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
