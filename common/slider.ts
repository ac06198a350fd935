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
