import { type SQL, sql } from 'drizzle-orm';
import { limits } from '../../common/limits';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { keptItemSummaries } from '../cache/kept-lists';
import { pageWithTotal } from '../db/page-with-total';
import { preparedOnce, UNNAMED } from '../db/prepared';
import type { EngagementKind, ItemSummary } from './kind';

/** Rows of `source` (favorites or latest_viewed, aliased `e`) whose item is still visible in its kind. */
export function stillVisible(kinds: readonly EngagementKind[]): SQL {
  if (!kinds.length) return sql`false`;
  return sql.join(
    kinds.map(
      (k) =>
        sql`(e.kind = ${k.kind} and exists(select 1 from ${k.table} where ${k.table.id} = e.item_id and
          ${k.visible()}))`,
    ),
    sql` or `,
  );
}

/** Items' titles and addresses, kept a second per item (public facts, whoever's list names them). */
const keptSummaries = keptItemSummaries<ItemSummary>();

/**
 * Titles and addresses of (kind, id) pairs, under `kind:id` (null for an item not visible or of a
 * kind without summaries): one query per kind present for the items not kept, never per row.
 */
export async function itemSummaries(
  db: Db,
  kinds: ReadonlyMap<string, EngagementKind>,
  pairs: readonly { kind: string; id: number }[],
): Promise<Map<string, ItemSummary | null>> {
  const byKind = new Map<string, number[]>();
  for (const p of pairs) {
    const ids = byKind.get(p.kind);
    if (ids) ids.push(p.id);
    else byKind.set(p.kind, [p.id]);
  }
  const found = new Map<string, ItemSummary | null>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const read = kinds.get(kind)?.summaries;
      if (!read) return;
      const summaries = await keptSummaries.get(db, kind, ids, async (missing) => {
        return new Map((await read({ db, ids: missing })).map((s) => [s.id, s]));
      });
      for (const [id, s] of summaries) found.set(`${kind}:${id}`, s);
    }),
  );
  return found;
}

/** A page of (kind, item id) rows with each item's title and address (`itemSummaries`). */
export async function summarize<T extends { kind: string; item_id: number }>(
  db: Db,
  kinds: ReadonlyMap<string, EngagementKind>,
  rows: T[],
): Promise<(T & { summary: ItemSummary | null })[]> {
  const found = await itemSummaries(
    db,
    kinds,
    rows.map((r) => ({ kind: r.kind, id: Number(r.item_id) })),
  );
  return rows.map((r) => ({ ...r, summary: found.get(`${r.kind}:${r.item_id}`) ?? null }));
}

/**
 * "Мої обрані": the user's favourites of every registered kind (or one kind), newest first, with
 * one paged query over the shared table; items no longer visible drop out.
 */
export async function listFavorites(opts: {
  db: Db;
  kinds: ReadonlyMap<string, EngagementKind>;
  user: SessionUser;
  kind?: string;
  page?: number;
  limit?: number;
}) {
  const { db, user } = opts;
  const limit = opts.limit ?? limits.pageSize.favorites;
  const page = Math.max(1, opts.page ?? 1);
  const kinds = [...opts.kinds.values()].filter((k) => !opts.kind || k.kind === opts.kind);
  const statements = favoritesStatements(db, kinds);
  const { rows, total } = await pageWithTotal({
    limit,
    page,
    rows: (l, offset) => statements.page.execute({ userId: user.id, limit: l, offset }),
    count: async () => Number((await statements.total.execute({ userId: user.id }))[0].total),
    totalOf: (row) => Number(row.total),
  });
  return { rows: await summarize(db, opts.kinds, rows), total, page, limit };
}

/**
 * The page and the total of one user's favourites of these kinds: built once per database handle and
 * set of kinds (ADR 047), where building the kinds' visibility conditions was a quarter of the call.
 * The page's rows carry the total (`count(*) over ()`: one reader's favourites, not a large table); a
 * second statement counting them on every request was a round trip of its own.
 */
const favoritesStatements = (db: Db, kinds: readonly EngagementKind[]) =>
  preparedOnce(db, `engagement:favorites:${kinds.map((k) => k.kind).join(',')}`, (d) => {
    const where = sql`e.user_id = ${sql.placeholder('userId')} and (${stillVisible(kinds)})`;
    return {
      page: d
        .select({
          kind: sql<string>`e.kind`,
          item_id: sql<number>`e.item_id`,
          created_at: sql<string | Date>`e.created_at`,
          total: sql<number>`count(*) over ()`,
        })
        .from(sql`favorites e`)
        .where(where)
        .orderBy(sql`e.created_at desc, e.kind, e.item_id desc`)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED),
      total: d.select({ total: sql<number>`count(*)` }).from(sql`favorites e`).where(where).prepare(UNNAMED),
    };
  });
