import { eq } from 'drizzle-orm';
import type { SliderId } from '../../common/slider';
import type { SliderInput } from '../../common/slider-input';
import { forgetKept } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { slides } from '../db/schema';
import { listSlidesForStaff } from './list-slides';

/** Staff replace a slider's slides at once, in the order given (the editor saves the whole list). */
export async function saveSlides(opts: { db: Db; slider: SliderId; input: SliderInput }) {
  await opts.db.transaction(async (tx) => {
    await tx.delete(slides).where(eq(slides.slider, opts.slider));
    if (!opts.input.slides.length) return;
    await tx.insert(slides).values(
      opts.input.slides.map((s, position) => ({
        slider: opts.slider,
        title: s.title,
        text: s.text,
        link: s.link,
        button: s.button,
        image: s.image,
        placement: s.placement,
        position,
        startsAt: s.starts_at ? new Date(s.starts_at) : null,
        endsAt: s.ends_at ? new Date(s.ends_at) : null,
        themes: s.themes,
        isPublished: s.is_published,
      })),
    );
  });
  // The kept slides of every theme go at once (the purge of the pages does the same for other processes).
  forgetKept(opts.db);
  return listSlidesForStaff({ db: opts.db, slider: opts.slider });
}
