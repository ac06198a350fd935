import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { records } from './records';
import { orders } from './subscriptions';

/**
 * Courses and paid webinars sold one by one beside the packages (docs/decisions/040-paid-courses-and-webinars.md).
 * A product opens its records to the buyer for `access_months`, or for good when that is null.
 */
export const courseProducts = pgTable('course_products', {
  id: serial('id').primaryKey(),
  /** URL segment of /checkout/{product}: kurs-kadry-z-nulia … */
  code: text('code').notNull().unique(),
  /** course | webinar */
  kind: text('kind').notNull().default('course'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  priceKop: integer('price_kop').notNull(),
  /** Months of access from payment; null = lifetime. */
  accessMonths: integer('access_months'),
  /** Alias of the academy landing that sells it (klacademy_kurs_…). */
  landing: text('landing'),
  themes: text('themes').array().notNull().default(sql`'{hr,accounting}'::text[]`),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Records a product opens. */
export const courseProductRecords = pgTable(
  'course_product_records',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => courseProducts.id, { onDelete: 'cascade' }),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'course_product_records_pk', columns: [t.productId, t.recordId] }),
    index('course_product_records_record_idx').on(t.recordId),
  ],
);

/** A bought product: status 1 = active, 0 = revoked (reversed payment); end null = lifetime. */
export const courseGrants = pgTable(
  'course_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => courseProducts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id),
    status: integer('status').notNull().default(1),
    beginAt: timestamp('begin_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_grants_order_idx').on(t.orderId), index('course_grants_user_idx').on(t.userId, t.status)],
);
