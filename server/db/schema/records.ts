import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { engagementCounters } from '../../engagement/kind';
import { users } from './core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const bothThemes = sql`'{hr,accounting}'::text[]`;

/** Record options of spec part 2 §3 (certificate, link, modules, sitemap, notshowdate, time). */
export interface RecordOptions {
  certificate?: boolean;
  link?: string;
  /** Mini-course: show only the chosen module when a video outside the first one is opened. */
  one_module?: boolean;
  sitemap?: boolean;
  notshowdate?: boolean;
  /** Start time of the live event, 'HH:mm'. */
  time?: string;
}

export interface BlockOptions {
  view?: string;
  recipients?: string[];
}

export const lecturers = pgTable('lecturers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: text('position').notNull().default(''),
  bio: text('bio').notNull().default(''),
  avatarUrl: text('avatar_url'),
  themes: text('themes').array().notNull().default(bothThemes),
});

/** An event record: a webinar recording, a video consultation or a mini-course. */
export const records = pgTable(
  'records',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** webinar | consultation | minicourse (the rubric; 'minicourse' marks a mini-course). */
    kind: text('kind').notNull(),
    template: text('template').notNull().default('default'),
    /** Playable by any signed-in visitor. */
    isFree: boolean('is_free').notNull().default(false),
    /** Packages that open it; empty = any active subscription. */
    packages: text('packages').array().notNull().default(sql`'{}'::text[]`),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    lecturerIds: integer('lecturer_ids').array().notNull().default(sql`'{}'::integer[]`),
    themes: text('themes').array().notNull().default(bothThemes),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    thread: integer('thread'),
    strings: jsonb('strings').$type<Record<string, string>>().notNull().default({}),
    options: jsonb('options').$type<RecordOptions>().notNull().default({}),
    ...engagementCounters(),
    /**
     * The videos summed up for the cards: how many, their total length in seconds and the first in
     * play order. Kept by the triggers of record_videos and record_modules (migration 0031, ADR 053);
     * written by them only.
     */
    videosCount: integer('videos_count').notNull().default(0),
    videoSeconds: integer('video_seconds').notNull().default(0),
    firstVideoId: integer('first_video_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('records_status_date_idx').on(t.status, t.date),
    // On the lowered text kept in the stored column `search_text`, which the site search matches
    // (migration 0041, ADR 074); the column is the database's own and is not read through this schema.
    // Entries go straight into the index, without GIN's pending list (migration 0042, ADR 076).
    index('records_site_search_trgm_idx').using('gin', sql`"search_text" gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

export const recordModules = pgTable(
  'record_modules',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('record_modules_record_idx').on(t.recordId)],
);

export const recordVideos = pgTable(
  'record_videos',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').references(() => recordModules.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Player id: all digits → Vimeo, otherwise YouTube; null while the recording is not uploaded yet. */
    embedId: text('embed_id'),
    /** hh:mm:ss */
    duration: text('duration').notNull().default('00:00:00'),
    position: smallint('position').notNull().default(0),
    /** A preview anybody signed in may play, whatever the record's packages. */
    isFree: boolean('is_free').notNull().default(false),
    themes: text('themes').array().notNull().default(bothThemes),
    options: jsonb('options').$type<{ no_inherits?: boolean }>().notNull().default({}),
    ...engagementCounters(),
  },
  (t) => [index('record_videos_record_idx').on(t.recordId)],
);

export const recordFiles = pgTable(
  'record_files',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    body: bytea('body').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('record_files_record_idx').on(t.recordId)],
);

/** Page blocks of a record or one of its videos (spec part 2 §3 blocks). */
export const recordBlocks = pgTable(
  'record_blocks',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => recordVideos.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull().default(''),
    position: smallint('position').notNull().default(0),
    text: text('text').notNull().default(''),
    options: jsonb('options').$type<BlockOptions>().notNull().default({}),
    thread: integer('thread'),
    replies: smallint('replies').notNull().default(0),
    template: text('template').notNull().default(''),
    readonly: smallint('readonly').notNull().default(0),
    /** Openings of the page with this block (visit call's block_id), once per visitor per Kyiv day. */
    views: integer('views').notNull().default(0),
  },
  (t) => [index('record_blocks_record_idx').on(t.recordId)],
);

/** Where a user stopped watching a video, whole seconds. */
export const watchPositions = pgTable(
  'watch_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => recordVideos.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('watch_positions_user_idx').on(t.userId, t.updatedAt)],
);
