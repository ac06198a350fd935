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
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DocumentBlock } from '../../documents/seed/model';
import { engagementCounters } from '../../engagement/kind';
import { users } from './core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const bothThemes = sql`'{hr,accounting}'::text[]`;

/** Rubrics of /documents/{rubric}: their list texts (description title and text, footer). */
export const documentRubrics = pgTable('document_rubrics', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  title: text('title').notNull(),
  descriptionTitle: text('description_title').notNull().default(''),
  descriptionText: text('description_text').notNull().default(''),
  footerText: text('footer_text').notNull().default(''),
  position: integer('position').notNull().default(0),
  themes: text('themes').array().notNull().default(bothThemes),
});

/** Document types of the second list filter ('Типи'). */
export const documentTypes = pgTable('document_types', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** Text part of the page address /documents/{id}-{alias}. */
    alias: text('alias').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    rubricId: integer('rubric_id')
      .notNull()
      .references(() => documentRubrics.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => documentTypes.id),
    /** free, standard, professional or premium: the cheapest package that opens the files. */
    access: text('access').notNull().default('standard'),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    legal: jsonb('legal').$type<string[]>().notNull().default([]),
    /** The template: blocks with {tags}; the preview, the blank file and the profile fill come from it. */
    body: jsonb('body').$type<DocumentBlock[]>().notNull(),
    /** The filling sample, or null when the document has none. */
    sample: jsonb('sample').$type<DocumentBlock[] | null>(),
    hasSample: boolean('has_sample').notNull().default(false),
    placeholders: text('placeholders').array().notNull().default(sql`'{}'::text[]`),
    /** File formats offered for download: docx always, pdf and xlsx where the template suits them. */
    formats: text('formats').array().notNull().default(sql`'{docx}'::text[]`),
    /** ДК 003:2010 code of the position a job instruction is written for (the classifier links to it). */
    professionCode: text('profession_code'),
    themes: text('themes').array().notNull().default(bothThemes),
    ...engagementCounters(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_rubric_idx').on(t.rubricId, t.publishedAt),
    index('documents_type_idx').on(t.typeId),
    index('documents_published_idx').on(t.status, t.publishedAt),
    index('documents_profession_idx').on(t.professionCode),
    // On the lowered text kept in the stored column `search_text`, which the site search matches
    // (migration 0041, ADR 074); the column is the database's own and is not read through this schema.
    // Entries go straight into the index, without GIN's pending list (migration 0042, ADR 076).
    index('documents_site_search_trgm_idx').using('gin', sql`"search_text" gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * Generated files of a document (the DOCX template with tags, the sample), built on first
 * download and dropped when staff change the document.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    format: text('format').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.variant, t.format] })],
);

/** A user's company details for "заповнити за моїми даними". */
export const companyProfiles = pgTable('company_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  edrpou: text('edrpou').notNull(),
  director: text('director').notNull(),
  address: text('address').notNull(),
  accountant: text('accountant').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The employee and document values a user last entered for one document, pre-filled on the next fill. */
export const documentFillValues = pgTable(
  'document_fill_values',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);
