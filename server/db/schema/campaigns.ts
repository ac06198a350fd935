import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What a campaign gives the person who registers for it (docs/decisions/026-campaigns-and-webinars.md). */
export const campaignGrantKinds = ['none', 'demo', 'file', 'webinar', 'course'] as const;
export type CampaignGrantKind = (typeof campaignGrantKinds)[number];

/**
 * Campaigns are configuration, not code: POST /api/clients/campaign/{alias} reads the row to know
 * whether it creates an account, what it grants, which letter it sends and where each result leads.
 */
export const campaigns = pgTable('campaigns', {
  alias: text('alias').primaryKey(),
  title: text('title').notNull(),
  grantKind: text('grant_kind').$type<CampaignGrantKind>().notNull().default('none'),
  /** The registration form of this campaign creates an account (name, e-mail, phone, password). */
  createsAccount: boolean('creates_account').notNull().default(false),
  /** demo: the package code and the number of days. */
  packageCode: text('package_code'),
  demoDays: integer('demo_days'),
  /** file: the address of the gift sent in the letter. */
  giftUrl: text('gift_url'),
  /** webinar / course: the seat or enrolment the registration stands for. */
  webinarId: integer('webinar_id'),
  courseId: integer('course_id'),
  okPath: text('ok_path').notNull().default('/thank_auth'),
  existsPath: text('exists_path').notNull().default('/thank_auth'),
  alreadyPath: text('already_path').notNull().default('/thank_replay'),
  /** The letter sent on ok / ok-for-exists-user; none when the subject is empty. */
  letterSubject: text('letter_subject').notNull().default(''),
  letterText: text('letter_text').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface WebinarLecturer {
  name: string;
  position: string;
  photo: string | null;
}

/** A webinar material: a link, or a file uploaded for the webinar (downloaded by participants only). */
export interface WebinarMaterial {
  title: string;
  url?: string;
  fileId?: number;
}

/** Free webinars (spec part 1 §2 "Free webinars", part 2 §3 "Free webinar"). */
export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(90),
    lecturers: jsonb('lecturers').$type<WebinarLecturer[]>().notNull().default([]),
    programme: jsonb('programme').$type<string[]>().notNull().default([]),
    gifts: jsonb('gifts').$type<string[]>().notNull().default([]),
    /** webCatalogCampaign: registration goes through this campaign; none = registration fails. */
    catalogCampaign: text('catalog_campaign'),
    /** webEnterCampaign: entering the room. */
    enterCampaign: text('enter_campaign'),
    streamUrl: text('stream_url'),
    /** Seam to the records capability: the recording, once published. */
    recordId: integer('record_id'),
    /** Seam to the comments capability: the room chat's thread. */
    chatThreadId: integer('chat_thread_id'),
    /** A named room (`room_velseminar`, `klubna_zustrich`) that shows this webinar while it is current or next. */
    roomAlias: text('room_alias'),
    materials: jsonb('materials').$type<WebinarMaterial[]>().notNull().default([]),
    themes: text('themes').array().notNull().default(sql`'{hr,accounting}'`),
    isPublished: boolean('is_published').notNull().default(false),
    dayReminderAt: timestamp('day_reminder_at', { withTimezone: true }),
    hourReminderAt: timestamp('hour_reminder_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webinars_starts_idx').on(t.startsAt), index('webinars_room_alias_idx').on(t.roomAlias, t.startsAt)],
);
