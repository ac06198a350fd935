import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../accounts/sessions';
import { keptPersonal } from '../cache/kept-personal';
import type { Db } from '../db/client';
import { listPlaceholder, preparedOnce, UNNAMED } from '../db/prepared';
import type { EngagementColumn, EngagementKind } from './kind';

/** `rows` of a raw statement on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A counter column as the target of `set` (unqualified, as UPDATE requires). */
export const column = (kind: EngagementKind, name: EngagementColumn | 'id'): SQL =>
  sql`${sql.identifier(kind.table[name].name)}`;

/** The item row of a visible item, for `where`. */
export const visibleItem = (kind: EngagementKind, id: number): SQL =>
  sql`${kind.table.id} = ${id} and ${kind.visible()}`;

/**
 * The visitor's own marks on each row of a list of `kind` items, as sub-selects on the row's id
 * column (false / null for guests, without touching the tables): one query per page, never per row.
 */
export function personalMarks(kind: string, itemId: AnyPgColumn | SQL, user: SessionUser | null) {
  if (!user) {
    return {
      favorite: sql<boolean>`false`,
      viewed: sql<boolean>`false`,
      likesPersonal: sql<number | null>`null::smallint`,
    };
  }
  return marksOf(kind, itemId, user.id);
}

/** The marks' sub-selects for one reader, by id or by a placeholder of a statement built once. */
export function marksOf(kind: string | Placeholder, itemId: AnyPgColumn | SQL, userId: number | Placeholder) {
  return {
    favorite: sql<boolean>`exists(select 1 from favorites f where f.kind = ${kind} and f.item_id = ${itemId} and
      f.user_id = ${userId})`,
    viewed: sql<boolean>`exists(select 1 from item_views v where v.user_id = ${userId} and v.kind = ${kind} and
      v.item_id = ${itemId})`,
    likesPersonal: sql<
      number | null
    >`(select r.reaction_id from reactions r where r.kind = ${kind} and r.item_id = ${itemId} and r.user_id =
      ${userId})`,
  };
}

export interface PersonalMarks {
  favorite: boolean;
  viewed: boolean;
  likesPersonal: number | null;
}

/**
 * The same marks for items read without them (a list everybody sees alike, kept a second): one statement
 * for all the ids, never one per item. Rows come back as new objects; the kept ones stay as they were.
 */
export async function withPersonalMarks<T extends { id: number }>(
  db: Db,
  kind: string,
  rows: readonly T[],
  user: SessionUser,
): Promise<(T & PersonalMarks)[]> {
  const marks = await readPersonalMarks(db, kind, rows, user);
  return rows.map((r) => markedRow(r, marks));
}

/**
 * The reader's marks of these items by id (one statement; none for no items), for `markedRow`.
 *
 * Kept a second per reader and list of items (ADR 073): a page's marks are asked again by its calls
 * and the reader's next pages. Only the reader changes their marks, and each such write — a favourite
 * set or cleared, a reaction, a view counted — calls `marksChanged`.
 */
export async function readPersonalMarks(
  db: Db,
  kind: string,
  rows: readonly { id: number }[],
  user: SessionUser,
): Promise<ReadonlyMap<number, PersonalMarks>> {
  if (!rows.length) return new Map();
  // The ids go as one list, so the statement has one shape for any number of them (built once, ADR 047).
  const ids = [...new Set(rows.map((r) => r.id))].join(',');
  return keptMarks.get(db, user.id, `${kind}:${ids}`, async () => {
    const found = await marksStatement(db).execute({ kind, userId: user.id, ids });
    return new Map(
      found.map((m) => [
        Number(m.id),
        {
          favorite: Boolean(m.favorite),
          viewed: Boolean(m.viewed),
          likesPersonal: m.likesPersonal == null ? null : Number(m.likesPersonal),
        },
      ]),
    );
  });
}

const keptMarks = keptPersonal<ReadonlyMap<number, PersonalMarks>>('marks');

/**
 * The user's marks changed (a favourite, a reaction, a view counted): called after the write is
 * committed, with the handle the marks are read through.
 */
export function marksChanged(db: Db, userId: number): void {
  keptMarks.forget(db, userId);
}

const NOT_MARKED: PersonalMarks = Object.freeze({ favorite: false, viewed: false, likesPersonal: null });

const marksStatement = (db: Db) =>
  preparedOnce(db, 'engagement:marks', (d) =>
    d
      .select({
        id: sql<number>`i.id`,
        ...marksOf(sql.placeholder('kind'), sql`i.id`, sql.placeholder('userId')),
      })
      .from(sql`unnest(string_to_array(${sql.placeholder('ids')}::text, ',')::integer[]) as i(id)`)
      .prepare(UNNAMED),
  );

/** A new row: `row` with the reader's marks from `readPersonalMarks` (none found: not marked). */
export function markedRow<T extends { id: number }>(
  row: T,
  marks: ReadonlyMap<number, PersonalMarks>,
): T & PersonalMarks {
  return { ...row, ...(marks.get(row.id) ?? NOT_MARKED) };
}

export interface LikeCount {
  reactionId: number;
  count: number;
  updated_at: string | null;
}

/** Reactions of the row's item grouped by reaction, as a JSON sub-select. */
export function likesOf(kind: string, itemId: AnyPgColumn) {
  return sql<
    LikeCount[]
  >`coalesce((select json_agg(json_build_object('reactionId', x.reaction_id, 'count', x.n, 'updated_at', x.changed)
    order by x.reaction_id)
  from (select reaction_id, count(*)::int as n, max(updated_at) as changed from reactions r where r.kind = ${kind}
    and r.item_id = ${itemId} group by reaction_id) x), '[]'::json)`;
}

/** The visitor's own rating of an item (1–5), null for guests and items not rated yet. */
export function ratingPersonal(kind: string, itemId: AnyPgColumn, user: SessionUser | null) {
  if (!user) return sql<number | null>`null::smallint`;
  return sql<number | null>`(select r.rating from ratings r where r.kind = ${kind} and r.item_id = ${itemId} and
    r.user_id = ${user.id})`;
}

/**
 * `column` among a page's ids, for a statement built once (ADR 047): the ids travel as one text
 * parameter (`idsParam`), so the statement's text is the same whatever their number.
 */
export const idAmong = (column: AnyPgColumn): SQL => sql`${column} = any(${listPlaceholder('ids', 'integer')})`;

/** The values `idAmong` reads. */
export const idsParam = (ids: readonly number[]) => ({ ids: ids.join(',') });
