import type { SQL } from 'drizzle-orm';
import { integer, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { ProtectedItem } from '../access/access';
import type { Db } from '../db/client';

/**
 * The counters every engaged item row carries (denormalised, so a list reads them in its own
 * query). Spread into the item table: `pgTable('videos', { id: serial('id'), …engagementCounters() })`.
 */
export function engagementCounters() {
  return {
    views: integer('views').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  };
}

export type EngagementColumn = keyof ReturnType<typeof engagementCounters>;

/** An item table that can be engaged with: an integer id plus the counter columns. */
export type EngagementTable = PgTable & { id: AnyPgColumn } & Record<EngagementColumn, AnyPgColumn>;

export interface ItemSummary {
  id: number;
  title: string;
  url: string;
}

/**
 * A content kind registered with the engagement mechanism (favourites, views, latest viewed,
 * reactions, ratings, shares, counters). The kind names its item table and which items the public
 * may see; every operation keys its rows by (kind, item id).
 */
export interface EngagementKind {
  /** Stable name used in URLs and in the engagement tables ('news', 'video', 'document' …). */
  kind: string;
  /** Tab and label of the kind in "Мої обрані" and "Останні переглянуті" ('Новини', 'Довідники' …). */
  label?: string;
  table: EngagementTable;
  /** Condition on `table` true for items anybody may see (others answer 404). */
  visible: () => SQL;
  /** The reaction bar of this kind, in bar order (every reaction is listed, chosen or not). */
  reactionIds?: readonly number[];
  /** Titles and addresses of visible items, for "Мої обрані" and "Останні переглянуті". */
  summaries?: (opts: { db: Db; ids: number[] }) => Promise<ItemSummary[]>;
  /**
   * A visible item as the access authority sees it (paywalled kinds); null when it is not visible.
   * Comments on the item follow this access. Without it, a visible item is open to everybody.
   */
  protection?: (opts: { db: Db; id: number }) => Promise<ProtectedItem | null>;
}
