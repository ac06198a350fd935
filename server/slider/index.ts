import type { SliderId } from '../../common/slider';
import type { SliderInput } from '../../common/slider-input';
import type { ThemeId } from '../../common/themes';
import { defineCapability } from '../capability';
import { purgePublicPages } from '../http/page-cache';
import { listSlides, listSlidesForStaff } from './list-slides';
import { saveSlides } from './save-slides';
import { seedSlides } from './seed-slides';
import { sliderRoutes } from './slider.routes';

/** The home and news sliders: CMS slides of a theme, dated and ordered, edited by staff. */
export const slider = defineCapability({
  name: 'slider',
  api: sliderRoutes,
  services: (deps) => ({
    slides: (opts: { slider: SliderId; theme: ThemeId; referrer?: string | null }) =>
      listSlides({ db: deps.db, ...opts }),
    /** The editor's list (callers check the editor role). */
    staffSlides: (slider: SliderId) => listSlidesForStaff({ db: deps.db, slider }),
    save: async (slider: SliderId, input: SliderInput) => {
      const saved = await saveSlides({ db: deps.db, slider, input });
      await purgePublicPages(deps, ['/', '/news']);
      return saved;
    },
  }),
  // Editorial content the pages rely on: written once, never over an editor's work.
  seed: { reference: ({ db }) => seedSlides(db) },
});
