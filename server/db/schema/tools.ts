import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * ДК 003:2010 entries: the headings of the tree (розділ, підрозділ, клас, and subclass headings when the official
 * file carries them) and the professional titles (several per 4-digit or dotted code). `level` follows the code.
 */
export const professions = pgTable(
  'professions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    level: text('level').$type<'section' | 'subsection' | 'class' | 'subclass' | 'group'>().notNull(),
    parentCode: text('parent_code'),
    /** true for a heading of the tree, false for a professional title. */
    isHeading: integer('is_heading').notNull().default(0),
    /**
     * true when the code and title come from the official file (the import) or were checked against a
     * public source that quotes them; the portal's seed titles written from knowledge stay false and the
     * pages say so next to them.
     */
    checked: boolean('checked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('professions_code_title_unique').on(t.code, t.title),
    index('professions_parent_idx').on(t.parentCode),
    index('professions_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** A user's calendar choices: roles, reminder lead time, and the secret of the iCal feed. */
export const calendarSettings = pgTable('calendar_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  /** Days before a deadline the reminder letter goes; null = no reminders. */
  remindDays: smallint('remind_days'),
  icalToken: text('ical_token').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events a user adds to their own calendar. */
export const calendarUserEvents = pgTable(
  'calendar_user_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_user_events_user_date_idx').on(t.userId, t.date)],
);

/** One row per reminder sent, so a deadline is announced to a user once however often the job runs. */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventUid: text('event_uid').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventUid] })],
);
