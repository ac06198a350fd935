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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const questionStatuses = ['new', 'inprogress', 'clarify', 'answered'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

/** An attachment as stored on a message: what the upload answered (spec part 2 §3 Attachment). */
export interface MessageAttachment {
  id: number;
  name: string;
  url: string;
  size: number;
}

/**
 * A question to a consultation service. Private by default: only its author and consultants see
 * it, until staff publish it anonymised into the service's public archive.
 */
export const consultationQuestions = pgTable(
  'consultation_questions',
  {
    id: serial('id').primaryKey(),
    /** Service slug (common/consultation-services.ts). */
    service: text('service').notNull(),
    themes: text('themes').array().notNull().default(sql`'{hr,accounting}'`),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text of the question. */
    text: text('text').notNull(),
    status: text('status', { enum: questionStatuses }).notNull().default('new'),
    takenById: integer('taken_by_id').references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    isPrivate: boolean('is_private').notNull().default(true),
    /** Shown anonymised in the public archive of the service (staff decide). */
    isPublished: boolean('is_published').notNull().default(false),
    /** The author's mark of the answer, 1–5. */
    rating: smallint('rating'),
    ...engagementCounters(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The response-time measure: when the first answer went out. */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', coalesce("text", ''))`),
    /** Plain text of the question's answers, kept by a trigger on consultation_messages (site search). */
    answersText: text('answers_text').notNull().default(''),
  },
  (t) => [
    index('consultation_questions_queue_idx').on(t.service, t.status, t.createdAt),
    index('consultation_questions_author_idx').on(t.authorId, t.createdAt),
    index('consultation_questions_search_idx').using('gin', t.search),
    index('consultation_questions_text_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
    // On the lowered text kept in the stored column `search_text`, which the site search matches
    // (migration 0041, ADR 074); the column is the database's own and is not read through this schema.
    // Entries go straight into the index, without GIN's pending list (migration 0042, ADR 076).
    index('consultation_questions_site_search_trgm_idx')
      .using('gin', sql`"search_text" gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Messages of a question's conversation: consultant answers and clarify requests, client replies. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => consultationQuestions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['answer', 'clarify', 'reply'] }).notNull(),
    /** Sanitized HTML. */
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultation_messages_question_idx').on(t.questionId, t.createdAt)],
);

/** Reply templates consultants keep for recurring questions. */
export const consultationCannedReplies = pgTable('consultation_canned_replies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  /** Service slug, or null for every service. */
  service: text('service'),
  themes: text('themes').array().notNull().default(sql`'{hr,accounting}'`),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When the author last read a question: consultant messages after it are unread. */
export const consultationReads = pgTable(
  'consultation_reads',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => consultationQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);
