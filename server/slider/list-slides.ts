import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SlideView, SliderId } from '../../common/slider';
import type { ThemeId } from '../../common/themes';
import { keptAggregate } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { slides } from '../db/schema';

export type SlideRow = typeof slides.$inferSelect;

export function presentSlide(row: SlideRow): SlideView {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    link: row.link,
    button: row.button,
    image: row.image,
    placement: row.placement,
  };
}

/** The path a link or referrer names on this site (an absolute address keeps only its path). */
function pathOf(address: string): string | null {
  try {
    return new URL(address, 'https://site.invalid').pathname.replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
}

/**
 * The slides shown now: published, of the theme, inside their dates, in position order. A slide that
 * leads to the page the visitor came from (`referrer`) is left out: it would send them back.
 */
export async function listSlides(opts: {
  db: Db;
  slider: SliderId;
  theme: ThemeId;
  referrer?: string | null;
  now?: Date;
}): Promise<SlideView[]> {
  const read = (now: Date) =>
    opts.db
      .select()
      .from(slides)
      .where(
        and(
          eq(slides.slider, opts.slider),
          eq(slides.isPublished, true),
          sql`${opts.theme} = any(${slides.themes})`,
          or(isNull(slides.startsAt), lte(slides.startsAt, now)),
          or(isNull(slides.endsAt), gt(slides.endsAt, now)),
        ),
      )
      .orderBy(asc(slides.position), asc(slides.id));
  // The slides shown now are everybody's: kept a second per slider and theme (ADR 046), forgotten when
  // staff save the slides. A slide's start or end shows at most that second late.
  const rows = opts.now
    ? await read(opts.now)
    : await keptAggregate(opts.db, JSON.stringify(['slides', opts.slider, opts.theme]), () => read(new Date()));
  const from = opts.referrer ? pathOf(opts.referrer) : null;
  return rows.filter((r) => !from || pathOf(r.link) !== from).map(presentSlide);
}

/** Every slide of a slider for the editor, drafts and expired ones included. */
export async function listSlidesForStaff(opts: { db: Db; slider: SliderId }) {
  const rows = await opts.db
    .select()
    .from(slides)
    .where(eq(slides.slider, opts.slider))
    .orderBy(asc(slides.position), asc(slides.id));
  return rows.map((r) => ({
    ...presentSlide(r),
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
    themes: r.themes,
    is_published: r.isPublished,
  }));
}
export type StaffSlide = Awaited<ReturnType<typeof listSlidesForStaff>>[number];
