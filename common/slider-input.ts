/** The slides' zod schemas (server checks and the editor's form), apart so pages showing a slider load no zod. */
import { z } from 'zod';
import { promotionPlacements } from './analytics';
import { SLIDES_MAX, sliderMessages } from './slider';

const link = z
  .string({ error: sliderMessages.required })
  .trim()
  .min(1, sliderMessages.required)
  .max(500)
  .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, sliderMessages.link);
const optionalDate = z
  .union([z.iso.datetime({ offset: true, error: sliderMessages.date }), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/** One slide as staff edit it (PUT /api/staff/slider/{id}, the slider editor's rows). Plain text only. */
export const slideInput = z
  .object({
    title: z.string({ error: sliderMessages.required }).trim().min(1, sliderMessages.required).max(120),
    text: z.string().trim().max(300).default(''),
    link,
    button: z.string().trim().min(1, sliderMessages.required).max(40).default('Детальніше'),
    image: z
      .union([
        z
          .string()
          .trim()
          .max(500)
          .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, sliderMessages.image),
        z.literal(''),
        z.null(),
      ])
      .optional()
      .transform((v) => v || null),
    placement: z.enum(promotionPlacements, { error: 'Невідоме місце показу' }).default('main_page_banner'),
    starts_at: optionalDate,
    ends_at: optionalDate,
    themes: z
      .array(z.enum(['hr', 'accounting'], { error: 'Невідома тема' }))
      .min(1, sliderMessages.themes)
      .default(['hr', 'accounting']),
    is_published: z.boolean().default(true),
  })
  .refine((s) => !s.starts_at || !s.ends_at || new Date(s.ends_at) > new Date(s.starts_at), {
    message: sliderMessages.dates,
    path: ['ends_at'],
  })
  .refine((s) => !`${s.title}${s.text}${s.button}`.includes(String.fromCharCode(0)), {
    message: 'Недопустимі символи',
    path: ['title'],
  });
export type SlideInput = z.infer<typeof slideInput>;

/** The whole slider at once, in display order. */
export const sliderInput = z.object({ slides: z.array(slideInput).max(SLIDES_MAX, sliderMessages.tooMany) });
export type SliderInput = z.infer<typeof sliderInput>;

/**
 * A slide as the editor's form holds it (dates as the browser's `datetime-local` text; the page turns
 * them into ISO dates before the API checks everything with `sliderInput`).
 */
export const slideFormRow = z.object({
  title: z.string({ error: sliderMessages.required }).trim().min(1, sliderMessages.required).max(120),
  text: z.string().trim().max(300).optional(),
  link: z
    .string({ error: sliderMessages.required })
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, sliderMessages.link),
  button: z.string({ error: sliderMessages.required }).trim().min(1, sliderMessages.required).max(40),
  placement: z.enum(promotionPlacements, { error: 'Невідоме місце показу' }),
  starts_at: z.string().optional(),
  ends_at: z.string().optional(),
  themes: z.array(z.enum(['hr', 'accounting']), { error: sliderMessages.themes }).min(1, sliderMessages.themes),
  is_published: z.boolean().optional(),
});
export const sliderForm = z.object({
  slides: z.array(slideFormRow).max(SLIDES_MAX, sliderMessages.tooMany).optional(),
});
