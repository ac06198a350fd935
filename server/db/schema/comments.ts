import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/** Thread options of spec part 2 §3: recipients of new comments, the theme it defaults to. */
export interface ThreadOptions {
  recipients?: string[];
  themedafault?: string;
}

/**
 * A discussion: one per commentable item (kind + item id), or a standalone thread such as the
 * error-report threads 5828 / 10332. Ids are explicit for the spec's fixed threads, so the identity
 * starts above them. The comment counters of the item live here (names, others) and on the item row
 * (comments_count), both changed in the comment's transaction.
 */
export const threads = pgTable(
  'threads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 20000 }),
    kind: text('kind'),
    itemId: integer('item_id'),
    template: text('template').notNull().default('homework'),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    options: jsonb('options').$type<ThreadOptions>().notNull().default({}),
    files: smallint('files').notNull().default(1),
    readonly: smallint('readonly').notNull().default(0),
    replies: smallint('replies').notNull().default(1),
    /** Each author sees only their own comments; staff see all. */
    isPrivate: boolean('is_private').notNull().default(false),
    /** Guests may post with name and e-mail (the error report); otherwise posting needs an account. */
    allowsGuests: boolean('allows_guests').notNull().default(false),
    commentsCount: integer('comments_count').notNull().default(0),
    commentsNames: text('comments_names').array().notNull().default(sql`'{}'::text[]`),
    commentsOthers: integer('comments_others').notNull().default(0),
    themes: text('themes').array().notNull().default(sql`'{hr,accounting}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('threads_item_idx').on(t.kind, t.itemId)],
);

/** Workflow status of a comment (spec: answered, inprogress, clarify). */
export type CommentStatus = 'answered' | 'inprogress' | 'clarify';
/** Moderation state: visible, blocked by staff, deleted (kept for the replies under it). */
export type CommentState = 'visible' | 'blocked' | 'deleted';

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** The top-level comment of the conversation (null for a top-level one): a page loads its replies at once. */
    rootId: integer('root_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    /** Sanitised HTML (allowlist), safe to render as is. */
    text: text('text').notNull(),
    param: text('param'),
    status: text('status').$type<CommentStatus>(),
    statusText: text('status_text'),
    state: text('state').$type<CommentState>().notNull().default('visible'),
    isHit: boolean('is_hit').notNull().default(false),
    notification: boolean('notification').notNull().default(false),
    themes: text('themes').array().notNull().default(sql`'{hr,accounting}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_thread_idx').on(t.threadId, t.parentId, t.createdAt),
    index('comments_user_idx').on(t.userId, t.createdAt),
    index('comments_root_idx').on(t.rootId),
    // A page's replies by their parents ("Мої коментарі", the moderators' list) and the cascade on delete.
    index('comments_parent_idx').on(t.parentId),
  ],
);

/**
 * A file attached to something in a thread (a comment, a consultation question …). Uploaded first
 * (owner = the uploading user or anonymous visitor), then claimed by the post that lists its id.
 * The bytes live outside the public uploads folder and are served only after the thread's check.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    /** The API endpoint it was uploaded through ('comments', 'consultations' …). */
    scope: text('scope').notNull(),
    threadId: integer('thread_id').notNull(),
    /** The comment (or other record of the scope) that claimed it; null while unclaimed. */
    ownerId: integer('owner_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitor: text('visitor'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_owner_idx').on(t.scope, t.ownerId)],
);
