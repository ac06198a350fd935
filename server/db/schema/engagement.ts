import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * Engagement of every content kind, one table per behaviour keyed by (kind, item_id): a kind
 * registers itself instead of copying tables. Item ids are not foreign keys (they point into the
 * kind's own table); reads join through the kind's visibility check.
 */
export const favorites = pgTable(
  'favorites',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.userId] }), index('favorites_user_idx').on(t.userId, t.createdAt)],
);

/** A view counts once per visitor (user or anonymous visitor id) per item per Kyiv day. */
export const itemViews = pgTable(
  'item_views',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId, t.visitor, t.day] }),
    index('item_views_user_idx').on(t.userId, t.kind, t.itemId),
  ],
);

/** "Останні переглянуті": each user's most recent openings, bounded per user. */
export const latestViewed = pgTable(
  'latest_viewed',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('latest_viewed_user_idx').on(t.userId, t.viewedAt),
  ],
);

/** One reaction per user per item; changing it replaces the row. */
export const reactions = pgTable(
  'reactions',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionId: smallint('reaction_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.userId] })],
);

/** One rating (1–5, optional comment) per user per item; rating again replaces it. */
export const ratings = pgTable(
  'ratings',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.userId] })],
);
