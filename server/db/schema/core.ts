import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PageBlock, PageDraft } from '../../../common/page-blocks';
import type { ThemeWordingKey } from '../../../common/themes';
import { themesColumn } from '../content-themes';

/** Role and analytics options of spec part 2 §3 (User.options). */
export interface UserOptions {
  GA?: string;
  comments?: boolean;
  news_author?: boolean;
  news_editor?: boolean;
  constructors_editor?: boolean;
  consultant?: boolean;
  /** Creates, edits and publishes document templates and rubrics. */
  documents_editor?: boolean;
  handbooks_editor?: boolean;
  /** Staff who write video records, videos and modules. */
  records_editor?: boolean;
  /** Staff who create and publish webinars and configure campaigns. */
  events_editor?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    nickname: text('nickname'),
    phone: text('phone'),
    avatar: text('avatar'),
    passwordHash: text('password_hash'),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmationToken: uuid('confirmation_token'),
    options: jsonb('options').$type<UserOptions>().notNull().default({}),
    /**
     * The user's menu counters by key («client.questions»: consultations with unread answers), kept by
     * the capabilities' triggers (migration 0032, ADR 054) and read with the session. Never written here.
     */
    counters: jsonb('counters').$type<Readonly<Record<string, number>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the random session id; the id itself only lives in the cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Site configuration per theme: contacts, social links, popup texts (spec part 2 §3 "Site configuration"). */
export const siteSettings = pgTable(
  'site_settings',
  {
    theme: text('theme').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.theme, t.key] })],
);

/** CMS pages served by GET /api/pages/pages/{alias}. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  description: text('description').notNull().default(''),
  isPublished: boolean('is_published').notNull().default(true),
  /** Typed blocks of a landing (common/page-blocks.ts); rendered instead of `content` when present. */
  blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
  /** The staff editor's unpublished version (title, description, blocks); null when none. */
  draft: jsonb('draft').$type<PageDraft>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * SEO overrides per URL path (GET /api/seo/settings/show?url=). A path may have one row per theme;
 * the row naming fewer themes wins (ADR 021).
 */
export const seoSettings = pgTable(
  'seo_settings',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    title: text('title'),
    description: text('description'),
    imageUrl: text('image_url'),
    redirectUrl: text('redirect_url'),
    text: text('text'),
    ...themesColumn(),
  },
  (t) => [index('seo_settings_url_idx').on(t.url)],
);

export interface MenuItemOptions {
  icon?: string;
  label?: string;
  requiresAuth?: boolean;
  counter?: string;
  /** The title is this word of the request's theme (common/themes.ts), not the stored one. */
  titleFrom?: ThemeWordingKey;
}

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menu: text('menu').notNull(),
    /** null = both themes. */
    theme: text('theme'),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    shortTitle: text('short_title'),
    link: text('link').notNull(),
    options: jsonb('options').$type<MenuItemOptions>().notNull().default({}),
  },
  (t) => [index('menu_items_menu_idx').on(t.menu, t.position)],
);

export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** Category colour key (spec §9 list). */
  category: text('category').notNull().default('default'),
  ...themesColumn(),
});
