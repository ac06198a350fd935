/**
 * Typed blocks of a CMS landing or thank-you page (ADR 038). The server validates every save with
 * these schemas; the landing route renders each type; the staff editor edits them.
 */
import { z } from 'zod';
import { packageCodes } from './packages';

const text = (max: number) =>
  z
    .string({ error: 'Заповніть поле' })
    .trim()
    .min(1, 'Заповніть поле')
    .max(max, `Максимальна довжина — ${max} символів`)
    .refine((v) => !v.includes('\u0000'), 'Недопустимі символи');
const optionalText = (max: number) =>
  z
    .string({ error: 'Некоректне значення' })
    .trim()
    .max(max, `Максимальна довжина — ${max} символів`)
    .refine((v) => !v.includes('\u0000'), 'Недопустимі символи')
    .optional();
/** A link inside the site (`/path`) or an https address elsewhere. */
const href = z
  .string({ error: 'Вкажіть посилання' })
  .trim()
  .max(500, 'Задовге посилання')
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'Посилання має починатися з «/» або «https://»');
const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: 'Некоректний список' })
    .min(1, 'Додайте хоча б один пункт')
    .max(max, `Не більше ${max} пунктів`);

export const blockTypes = [
  'hero',
  'text',
  'programme',
  'lecturers',
  'packages',
  'countdown',
  'form',
  'faq',
  'testimonials',
  'video',
  'cta',
] as const;
export type BlockType = (typeof blockTypes)[number];

export const blockTitles: Record<BlockType, string> = {
  hero: 'Головний екран',
  text: 'Текст',
  programme: 'Програма',
  lecturers: 'Лектори',
  packages: 'Пакети і ціни',
  countdown: 'Зворотний відлік',
  form: 'Форма кампанії',
  faq: 'Запитання і відповіді',
  testimonials: 'Відгуки',
  video: 'Відео',
  cta: 'Заклик до дії',
};

export const pageBlock = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('hero'),
      title: text(200),
      subtitle: optionalText(500),
      label: optionalText(60),
      href: href.optional(),
    }),
    z.object({ type: z.literal('text'), title: optionalText(200), paragraphs: list(text(2000), 20) }),
    z.object({
      type: z.literal('programme'),
      title: text(200),
      items: list(z.object({ title: text(200), text: optionalText(1000) }), 30),
    }),
    z.object({
      type: z.literal('lecturers'),
      title: text(200),
      people: list(z.object({ name: text(120), role: text(300) }), 12),
    }),
    z.object({
      type: z.literal('packages'),
      title: text(200),
      codes: list(z.enum(packageCodes, { error: 'Невідомий пакет' }), packageCodes.length),
    }),
    z.object({
      type: z.literal('countdown'),
      title: text(200),
      until: z.iso.datetime({ offset: true, error: 'Вкажіть дату і час у форматі ISO 8601' }),
      expired: optionalText(300),
    }),
    z.object({
      type: z.literal('form'),
      title: text(200),
      campaign: z.string({ error: 'Вкажіть кампанію' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'Некоректний id кампанії'),
      button: text(60),
      withPhone: z.boolean({ error: 'Некоректне значення' }).optional(),
      note: optionalText(500),
    }),
    z.object({
      type: z.literal('faq'),
      title: text(200),
      items: list(z.object({ question: text(300), answer: text(2000) }), 30),
    }),
    z.object({
      type: z.literal('testimonials'),
      title: text(200),
      items: list(z.object({ author: text(120), role: optionalText(200), text: text(1000) }), 12),
    }),
    z.object({
      type: z.literal('video'),
      title: text(200),
      url: z
        .string({ error: 'Вкажіть адресу відео' })
        .trim()
        .regex(
          /^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/|player\.vimeo\.com\/video\/)[A-Za-z0-9_-]{1,64}$/,
          'Відео — посилання для вбудовування YouTube або Vimeo',
        ),
    }),
    z.object({ type: z.literal('cta'), title: text(200), text: optionalText(500), label: text(60), href }),
  ],
  { error: 'Невідомий тип блоку' },
);
export type PageBlock = z.infer<typeof pageBlock>;

export const pageBlocks = z.array(pageBlock, { error: 'Блоки — це список' }).max(40, 'Не більше 40 блоків на сторінці');

/** What the staff editor saves: the draft of a page. */
export const pageDraftInput = z.object({
  title: text(200),
  description: z
    .string({ error: 'Некоректне значення' })
    .trim()
    .max(500, 'Максимальна довжина — 500 символів')
    .refine((v) => !v.includes('\u0000'), 'Недопустимі символи'),
  blocks: pageBlocks,
});
export type PageDraft = z.infer<typeof pageDraftInput>;

/** Staff who edit landing pages: the events editors (they own campaigns). */
export function isPagesEditor(user: { options?: { events_editor?: boolean } } | null | undefined): boolean {
  return Boolean(user?.options?.events_editor);
}
