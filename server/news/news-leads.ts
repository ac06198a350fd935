import { inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { newsPosts } from '../db/schema';
import { cardLead } from './news.presenter';

/**
 * A list card shows an excerpt of the post's lead: the plain text of `content_short`, or the
 * `description` when that is empty. The two columns are ~700 bytes of Cyrillic a row that the list's
 * statement sent and the driver decoded for every card (on a page of 20, 14 KB: ~15 % of the news list
 * API's CPU), though the card shows a couple of dozen words. The list's statement instead returns a
 * 64-bit hash of both columns (stored with the row, migration 0043; computed for each row of the page on
 * every request, it was a fifth of the statement's time); the plain lead is
 * kept per post id and hash in each process, and read, with the columns, only for the rows whose hash
 * this process has not seen (a new or edited post, or a process just started): an edit changes the hash,
 * so a kept lead needs no invalidation (ADR 053, addendum).
 */
export const leadKeyField = {
  leadKey: sql<string>`${newsPosts.leadKey}::text`,
};

const kept = new LRUCache<string, string>({ max: 20_000 });
const keyOf = (id: number, leadKey: string) => `${id}:${leadKey}`;

/**
 * The rows with their plain `lead`, completed in place (they are the query's own fresh objects; a copy
 * of ~25 fields per row costs more than the columns it saves, as in `withRelations`); the leads this
 * process lacks are read in one statement.
 */
export async function withLeads<T extends { id: number; leadKey: string }>(
  db: Db,
  rows: T[],
): Promise<(T & { lead: string })[]> {
  const out = rows as (T & { lead: string })[];
  const missing: (T & { lead: string })[] = [];
  for (const row of out) {
    const lead = kept.get(keyOf(row.id, row.leadKey));
    if (lead === undefined) missing.push(row);
    else row.lead = lead;
  }
  if (!missing.length) return out;
  const found = await db
    .select({
      id: newsPosts.id,
      contentShort: newsPosts.contentShort,
      description: newsPosts.description,
      ...leadKeyField,
    })
    .from(newsPosts)
    .where(
      inArray(
        newsPosts.id,
        missing.map((r) => r.id),
      ),
    );
  // Kept under the hash just read; a row edited since the list's statement shows the text just read.
  const read = new Map<number, string>();
  for (const f of found) {
    const lead = cardLead(f.contentShort, f.description);
    kept.set(keyOf(f.id, f.leadKey), lead);
    read.set(f.id, lead);
  }
  for (const row of missing) row.lead = read.get(row.id) ?? '';
  return out;
}

/** For tests: forget every kept lead (as a process just started). */
export function forgetLeads(): void {
  kept.clear();
}
