import { z } from 'zod';
import { promotionPlacements } from './analytics';

/** The sliders of spec part 1 §2: the home page's and the news page's (GET /api/frontend/slider/{id}). */
export const sliderIds = ['home', 'news'] as const;
export type SliderId = (typeof sliderIds)[number];
export const sliderTitles: Record<SliderId, string> = { home: 'Головна сторінка', news: 'Новини' };
export const isSliderId = (id: string): id is SliderId => (sliderIds as readonly string[]).includes(id);

/** Autoplay interval of the carousel; paused on hover, focus, the pause button and reduced motion. */
export const SLIDE_INTERVAL_MS = 7000;
export const SLIDES_MAX = 12;

export const sliderMessages = {
  notFound: 'Слайдер не знайдено',
  required: 'Це поле необхідно заповнити',
  link: 'Посилання має починатися з / або https://',
  image: 'Зображення — адреса на сайті (/…) або https://',
  date: 'Некоректна дата',
  dates: 'Дата завершення має бути пізнішою за дату початку',
  themes: 'Оберіть хоча б одну тему',
  tooMany: `Не більше ${SLIDES_MAX} слайдів`,
  saved: 'Слайди збережено',
} as const;

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

/** A slide as the API and pages present it. */
export interface SlideView {
  id: number;
  title: string;
  text: string;
  link: string;
  button: string;
  image: string | null;
  placement: string;
}

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

const kyivFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Kyiv',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** An ISO date as Kyiv wall-clock text for `datetime-local` ('' for none); the same on server and browser. */
export function toKyivInput(iso: string | null): string {
  if (!iso) return '';
  return kyivFormat.format(new Date(iso)).replace(' ', 'T');
}
/** Kyiv wall-clock text of `datetime-local` as an ISO date; null when empty, the text itself when unreadable. */
export function fromKyivInput(value: string | undefined): string | null {
  if (!value) return null;
  const guess = Date.parse(`${value}Z`);
  if (Number.isNaN(guess)) return value;
  const shown = Date.parse(`${toKyivInput(new Date(guess).toISOString())}Z`);
  return new Date(guess - (shown - guess)).toISOString();
}
