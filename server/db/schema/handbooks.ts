import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { engagementCounters } from '../../engagement/kind';
import { topics, users } from './core';

/** Who may open a handbook: everybody, or subscribers of a package tier (server/handbooks/handbook-access.ts). */
export type HandbookAccessLevel = 'free' | 'standard' | 'professional' | 'premium';

export interface HandbookOptions {
  /** Hide the revision date on the card and the page. */
  notshowdate?: boolean;
}

/** A handbook: a short reference work on one subject, made of chapters (its items). */
export const handbooks = pgTable(
  'handbooks',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** The excerpt: open to everybody, also for paid handbooks. */
    description: text('description').notNull().default(''),
    access: text('access').$type<HandbookAccessLevel>().notNull().default('free'),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    /** The date shown on the card (last revision); lists are ordered by it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    themes: text('themes').array().notNull().default(sql`'{hr,accounting}'`),
    options: jsonb('options').$type<HandbookOptions>().notNull().default({}),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...engagementCounters(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('handbooks_published_idx').on(t.status, t.publishedAt),
    // On the lowered text kept in the stored column `search_text`, which the site search matches
    // (migration 0041, ADR 074); the column is the database's own and is not read through this schema.
    // Entries go straight into the index, without GIN's pending list (migration 0042, ADR 076).
    index('handbooks_site_search_trgm_idx').using('gin', sql`"search_text" gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/** Chapters of a handbook (its children: /handbooks/{id}/{childId}). Text is plain, paragraphs split by blank lines. */
export const handbookItems = pgTable(
  'handbook_items',
  {
    id: serial('id').primaryKey(),
    handbookId: integer('handbook_id')
      .notNull()
      .references(() => handbooks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
  },
  (t) => [index('handbook_items_handbook_idx').on(t.handbookId, t.position)],
);

export const handbookTopics = pgTable(
  'handbook_topics',
  {
    handbookId: integer('handbook_id')
      .notNull()
      .references(() => handbooks.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.handbookId, t.topicId] }), index('handbook_topics_topic_idx').on(t.topicId)],
);
