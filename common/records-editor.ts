/**
 * The staff screens' forms for records and handbooks, checked in the browser as the editor types
 * (same messages as the server's store contracts, which stay the authority).
 */
import { z } from 'zod';
import { handbookTexts } from './handbooks';
import { recordKinds, recordLimits, recordMessages as m } from './records';

const noNul = (v: string) => !v.includes('\u0000');
const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Не більше ${max} символів`)
    .refine(noNul, m.textInvalid);
const optionalText = (max: number) =>
  z.string().max(max, `Не більше ${max} символів`).refine(noNul, m.textInvalid).optional();

export const recordPackages = ['standard', 'professional', 'premium', 'premium-pro', 'military-pro'] as const;
export const siteThemes = [
  { id: 'hr', title: 'Кадри' },
  { id: 'accounting', title: 'Бухгалтерія' },
] as const;

export const recordEditorInput = z.object({
  title: required(m.titleRequired, recordLimits.titleMax),
  description: optionalText(recordLimits.descriptionMax),
  kind: z.enum(recordKinds, { error: m.kindInvalid }),
  date: z.string({ error: 'Вкажіть дату запису' }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Некоректна дата'),
  is_free: z.boolean().optional(),
  packages: z.array(z.enum(recordPackages)).max(5).optional(),
  topics: z
    .array(z.string().regex(/^[a-z0-9-]{1,80}$/))
    .max(20)
    .optional(),
  themes: z
    .array(z.enum(['hr', 'accounting']), { error: 'Оберіть хоча б одну тему сайту' })
    .min(1, 'Оберіть хоча б одну тему сайту'),
  certificate: z.boolean().optional(),
  one_module: z.boolean().optional(),
});

export const videoEditorInput = z.object({
  title: required(m.titleRequired, recordLimits.titleMax),
  embed_id: z
    .string()
    .regex(/^(\d{1,12}|[A-Za-z0-9_-]{11})$/, m.embedInvalid)
    .optional(),
  duration: z.string({ error: m.durationInvalid }).regex(/^\d{2}:[0-5]\d:[0-5]\d$/, m.durationInvalid),
  module_id: z.coerce.number().int().positive().optional(),
  position: z.coerce.number({ error: 'Порядок — ціле число від 0 до 1000' }).int().min(0).max(1000).optional(),
  is_free: z.boolean().optional(),
});

export const moduleEditorInput = z.object({
  title: required(m.titleRequired, recordLimits.titleMax),
});

export const handbookAccessLevels = [
  { id: 'free', title: 'Безкоштовний' },
  { id: 'standard', title: 'Будь-яка передплата' },
  { id: 'professional', title: 'Професійний і вище' },
  { id: 'premium', title: 'Преміум' },
] as const;

export const handbookEditorInput = z.object({
  title: required(handbookTexts.titleRequired, 300),
  description: optionalText(2000),
  access: z.enum(['free', 'standard', 'professional', 'premium'], { error: 'Некоректний рівень доступу' }),
  themes: z
    .array(z.enum(['hr', 'accounting']), { error: 'Оберіть хоча б одну тему сайту' })
    .min(1, 'Оберіть хоча б одну тему сайту'),
  topics: z
    .array(z.string().regex(/^[a-z0-9_-]+$/))
    .max(20)
    .optional(),
  chapters: z
    .array(
      z.object({
        title: required(handbookTexts.chapterTitleRequired, 300),
        body: z.string().max(100_000, 'Розділ задовгий').refine(noNul, m.textInvalid).optional(),
      }),
      { error: handbookTexts.chaptersRequired },
    )
    .min(1, handbookTexts.chaptersRequired)
    .max(100, 'Не більше 100 розділів'),
});
