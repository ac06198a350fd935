import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { themesColumn } from '../content-themes';
import { topics, users } from './core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One entry of a post's table of contents (spec part 2 §3: options.contents_list with hash, data_id). */
export interface ContentsEntry {
  hash: string;
  data_id: string;
  title: string;
  level: 2 | 3;
}

export interface NewsPostOptions {
  contents_list?: ContentsEntry[];
}

export interface NewsCategoryOptions {
  /** Show the "subscribe to this category" block on its posts. */
  subscribe_block?: boolean;
}

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  options: jsonb('options').$type<NewsCategoryOptions>().notNull().default({}),
  ...themesColumn(),
});

/** Labels ("Важливо", "Зміни законодавства") and types ("Новина", "Роз’яснення") share one shape. */
export const newsLabels = pgTable('news_labels', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const newsTypes = pgTable('news_types', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    /** Text part of the public address /news/{id}-{slug}. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML of the whole post. */
    content: text('content').notNull().default(''),
    /** Sanitized HTML of the lead — all a visitor without access receives. */
    contentShort: text('content_short').notNull().default(''),
    /** Plain text of title + body, kept by the service for the search vector. */
    bodyText: text('body_text').notNull().default(''),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title'),
    imageUrl: text('image_url'),
    /** 1–5 pin positions, 50 for everything else. */
    order: smallint('order').notNull().default(50),
    isFixed: boolean('is_fixed').notNull().default(false),
    /** post_access for everybody; false → subscribers only (the access authority decides). */
    isFree: boolean('is_free').notNull().default(true),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    typeId: integer('type_id').references(() => newsTypes.id, { onDelete: 'set null' }),
    /**
     * The ids of the post's links (news_post_categories, news_post_labels, news_post_topics) in id order,
     * kept equal to those tables by their triggers (migration 0030, ADR 053): a card reads them here.
     * Written by the triggers only.
     */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    labelIds: integer('label_ids').array().notNull().default(sql`'{}'`),
    topicIds: integer('topic_ids').array().notNull().default(sql`'{}'`),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    options: jsonb('options').$type<NewsPostOptions>().notNull().default({}),
    ...engagementCounters(),
    ...themesColumn(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("body_text", '')), 'B')`,
    ),
    /** Stems of title and body (`ua_stems`, migration 0028): the site search matches exact stems (ADR 051). */
    searchStems: tsvector('search_stems').generatedAlwaysAs(
      sql`to_tsvector('simple', ua_stems(coalesce("title", '') || ' ' || coalesce("body_text", '')))`,
    ),
    /**
     * Stems of title (weight A) and lead (B): the paywalled post's match and every match's rank. Stored in
     * the row, not in TOAST (`SET STORAGE MAIN`, migration 0040): every match of a search reads it.
     */
    leadStems: tsvector('lead_stems').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', ua_stems("title")), 'A') || setweight(to_tsvector('simple', ua_stems(regexp_replace(coalesce("content_short", ''), '<[^>]+>', ' ', 'g'))), 'B')`,
    ),
    /** A hash of the card's lead columns (migration 0043): a list card's lead is kept under it (`withLeads`). */
    leadKey: bigint('lead_key', { mode: 'number' }).generatedAlwaysAs(
      sql`hashtextextended("content_short" || chr(1) || "description", 0)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_posts_public_idx').on(t.status, t.publishedAt),
    // The list's own order (fixed first, then newest): a page is the first rows of this index (ADR 019).
    // Migration 0029 adds INCLUDE ("themes") (not expressible here): a theme's page is read from the index alone.
    index('news_posts_list_idx')
      .on(t.isFixed.desc(), t.order, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.publishedAt} is not null`),
    // One theme's published posts in the list's order (migration 0033): a guest's plain list of that theme
    // reads its page from here, without checking the theme of every post it skips.
    index('news_posts_list_hr_idx')
      .on(t.isFixed.desc(), t.order, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.publishedAt} is not null and ${t.themes} @> '{hr}'::text[]`),
    index('news_posts_list_accounting_idx')
      .on(t.isFixed.desc(), t.order, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.publishedAt} is not null and ${t.themes} @> '{accounting}'::text[]`),
    // The searches read the stems (ADR 051); the word vectors' and the title's trigram indexes and the
    // title-and-lead word vector were dropped by migration 0039 (`search` stays for the typo lexicon).
    // Each stems vector is indexed for the posts a search's arm reads it for (migration 0040, ADR 068): a
    // free post's body, a paywalled post's body (readers who may open it) and a paywalled post's lead.
    index('news_posts_free_stems_idx').using('gin', t.searchStems).where(sql`${t.isFree}`),
    index('news_posts_paid_stems_idx').using('gin', t.searchStems).where(sql`not ${t.isFree}`),
    index('news_posts_paid_lead_stems_idx').using('gin', t.leadStems).where(sql`not ${t.isFree}`),
    index('news_posts_themes_idx').using('gin', t.themes),
  ],
);

export const newsPostCategories = pgTable(
  'news_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('news_post_categories_category_idx').on(t.categoryId),
  ],
);

export const newsPostTopics = pgTable(
  'news_post_topics',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.topicId] }), index('news_post_topics_topic_idx').on(t.topicId)],
);

export const newsPostLabels = pgTable(
  'news_post_labels',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => newsLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.labelId] }), index('news_post_labels_label_idx').on(t.labelId)],
);

/** Lexicon of indexed words, for correcting typos in search terms with trigram similarity. */
export const newsSearchWords = pgTable('news_search_words', { word: text('word').primaryKey() }, (t) => [
  index('news_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
