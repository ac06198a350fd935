import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { forgetKeptItem } from '../cache/kept-lists';
import type { Registry } from '../capability';
import type { Db } from '../db/client';
import { column } from '../engagement/engagement-sql';
import { KEPT_THREAD_ROW, type ThreadRow } from './thread-access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many latest commenters' names an item's counters record lists. */
export const COMMENT_NAMES = 3;

/**
 * Recounts a thread's visible comments inside the transaction that changed them: the count, the
 * latest few commenters' names and how many other people commented; then the item row's
 * comments_count, so lists read it in their own query.
 */
export async function refreshThreadCounters(
  tx: Tx | Db,
  thread: ThreadRow,
  registry: Pick<Registry, 'engagementKinds'>,
): Promise<void> {
  await tx.execute(sql`
    update threads t set
      comments_count = s.n,
      comments_names = s.names,
      comments_others = greatest(s.people - cardinality(s.names), 0),
      updated_at = now()
    from (
      select
        (select count(*)::int from comments c where c.thread_id = ${thread.id} and c.state = 'visible') as n,
        (select count(distinct lower(c.name))::int from comments c
          where c.thread_id = ${thread.id} and c.state = 'visible') as people,
        coalesce((select array_agg(x.name order by x.latest desc) from (
          select min(c.name) as name, max(c.created_at) as latest from comments c
          where c.thread_id = ${thread.id} and c.state = 'visible'
          group by lower(c.name) order by latest desc limit ${COMMENT_NAMES}) x), '{}'::text[]) as names
    ) s
    where t.id = ${thread.id}`);
  const kind = thread.kind ? registry.engagementKinds.get(thread.kind) : undefined;
  if (!kind || thread.itemId === null) return;
  await tx.execute(sql`
    update ${kind.table} set ${column(kind, 'commentsCount')} =
      (select comments_count from threads where id = ${thread.id})
    where ${column(kind, 'id')} = ${thread.itemId}`);
}

/**
 * After the transaction that refreshed a thread's counters: the item's row kept for readers (an
 * article's own row, ADR 046) and the thread's own kept row are forgotten, so the next read shows the
 * new comment count.
 */
export function forgetCountedItem(db: Db, thread: ThreadRow): void {
  if (thread.kind && thread.itemId !== null) forgetKeptItem(db, thread.kind, thread.itemId);
  // The row kept by id for reads of the thread's comments (`viewThread` with `kept`).
  forgetKeptItem(db, KEPT_THREAD_ROW, thread.id);
}

/**
 * The counters record's comment names for a list of items: a sub-select on the item's id column,
 * named with its table (threads have an `id` of their own that a bare name would mean).
 */
export function commentNamesOf(kind: string, idColumn: AnyPgColumn) {
  const itemId = sql`${sql.identifier(getTableName(idColumn.table))}.${sql.identifier(idColumn.name)}`;
  return {
    commentsNames: sql<string[]>`coalesce((select th.comments_names from threads th
      where th.kind = ${kind} and th.item_id = ${itemId}), '{}'::text[])`,
    commentsOthers: sql<number>`coalesce((select th.comments_others from threads th
      where th.kind = ${kind} and th.item_id = ${itemId}), 0)`,
  };
}
