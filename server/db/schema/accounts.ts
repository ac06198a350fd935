import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Single-use password reset tokens; only the sha256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Connected social providers (spec part 2 §3 "Social provider": type, first_login). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    /** The account was created by this provider's login: unlinking it would lock the user out. */
    firstLogin: boolean('first_login').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_uid_idx').on(t.provider, t.providerUserId),
    uniqueIndex('social_accounts_user_provider_idx').on(t.userId, t.provider),
  ],
);

/** E-mails registered against a campaign (POST /api/clients/campaign/{campaign}). */
export const campaignRegistrations = pgTable(
  'campaign_registrations',
  {
    id: serial('id').primaryKey(),
    campaign: text('campaign').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Traffic source of the registration (spec part 2 §9 rules; see common/traffic-source.ts). */
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    source: text('source').notNull().default('none'),
    medium: text('medium').notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_registrations_campaign_email_idx').on(t.campaign, sql`lower(${t.email})`)],
);
