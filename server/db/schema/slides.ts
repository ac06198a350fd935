import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Slides of the home and news sliders (GET /api/frontend/slider/{id}): CMS data of a theme, shown
 * between their dates in position order, edited by staff.
 */
export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    /** Which slider: 'home' or 'news' (common/slider.ts). */
    slider: text('slider').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    /** A site path or an https address. */
    link: text('link').notNull(),
    button: text('button').notNull().default('Детальніше'),
    image: text('image'),
    /** The promotion placement id of the analytics events (spec part 2 §3). */
    placement: text('placement').notNull().default('main_page_banner'),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    themes: text('themes').array().notNull().default(sql`'{hr,accounting}'`),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slides_slider_idx').on(t.slider, t.position)],
);
