import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';
import { courseProducts } from './courses';

/**
 * Packages, their plans, subscriptions (paid and demo), orders and the payment callback log.
 * Money is integer kopiykas (1 UAH = 100) everywhere: no floating point, LiqPay amounts are
 * formatted from it (docs/decisions/012-subscriptions-payments.md).
 */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  /** Stable code used by access rules and URLs: standard, professional, premium, premium-pro, military-pro. */
  code: text('code').notNull().unique(),
  /** Shown everywhere as the plan title ('Професіонал' for Professional). */
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** What the package opens, one line each, for the comparison table. */
  features: jsonb('features').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  isHighlighted: boolean('is_highlighted').notNull().default(false),
});

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    /** URL segment of /checkout/{product}/{plan}: 1m, 3m, 6m, 12m. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    months: integer('months').notNull(),
    priceKop: integer('price_kop').notNull(),
    /** Monthly plan renews itself (LiqPay action "subscribe", periodicity month). */
    isRecurring: boolean('is_recurring').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('plans_package_code_idx').on(t.packageId, t.code)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** order_id sent to the provider; random so it cannot be guessed. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A package order has package and plan; a course order has course_product_id instead (ADR 040). */
    packageId: integer('package_id').references(() => packages.id),
    planId: integer('plan_id').references(() => plans.id),
    courseProductId: integer('course_product_id').references(() => courseProducts.id),
    amountKop: integer('amount_kop').notNull(),
    currency: text('currency').notNull().default('UAH'),
    /** pending → paid | failed | reversed; processing while the provider verifies. */
    status: text('status').notNull().default('pending'),
    /** Last status the provider reported (success, sandbox, 3ds_verify …). */
    providerStatus: text('provider_status'),
    /** card (LiqPay checkout) or invoice (legal entity, paid by bank transfer). */
    paymentType: text('payment_type').notNull().default('card'),
    action: text('action').notNull().default('pay'),
    isSandbox: boolean('is_sandbox').notNull().default(false),
    buyer: jsonb('buyer').$type<{ name: string; email: string; phone: string }>().notNull(),
    invoice: jsonb('invoice').$type<{ company: string; edrpou: string } | null>(),
    /** Traffic source of the order (same rules as campaign registrations). */
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    source: text('source').notNull().default('none'),
    medium: text('medium').notNull().default('none'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    planId: integer('plan_id').references(() => plans.id),
    orderId: integer('order_id').references(() => orders.id),
    /** 1 = active (spec §9); 0 = revoked (reversed payment, cancelled). */
    status: integer('status').notNull().default(1),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Campaigns that granted a demo subscription. */
    campaigns: jsonb('campaigns').$type<string[]>().notNull().default([]),
    isRecurring: boolean('is_recurring').notNull().default(false),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endAt), uniqueIndex('subscriptions_order_idx').on(t.orderId)],
);

/** Every verified provider callback; (order_id, status) is unique so each is processed once. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    orderPublicId: text('order_public_id').notNull(),
    status: text('status').notNull(),
    paymentId: text('payment_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_callbacks_order_status_idx').on(t.orderPublicId, t.status)],
);
