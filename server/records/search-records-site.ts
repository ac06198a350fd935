import { desc, sql } from 'drizzle-orm';
import { recordPath } from '../../common/records';
import type { SearchRequest, SearchSource } from '../capability';
import { inTheme } from '../db/content-themes';
import { records } from '../db/schema';
import { textMatchKind, textMatchPage } from '../search/text-match';
import { publicRecord } from './records-query';

const RECORDS = textMatchKind({
  kind: 'records',
  table: records,
  where: (theme) => sql`${publicRecord()} and ${inTheme(records.themes, theme)}`,
  fields: {
    id: records.id,
    title: records.title,
    description: records.description,
    isFree: records.isFree,
    date: records.date,
  },
  orderBy: [desc(records.date), desc(records.id)],
});

/** Video records in the site search: title and description (players and files stay behind access). */
async function searchRecords(request: SearchRequest) {
  const { total, rows } = await textMatchPage(request, RECORDS);
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
