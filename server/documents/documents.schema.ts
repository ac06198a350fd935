import { z } from '@hono/zod-openapi';
import { documentAccessLevels, documentFormats, documentMessages, documentVariants } from '../../common/documents';
import { normalizeSearch } from '../../common/limits';
import { paramRules } from '../../common/route-params';
import { checkEdrpou } from './edrpou';
import { pagingQuery } from '../http/paging';
import { PLACEHOLDER_TAGS } from './seed/model';
import { countersQuerySchema } from '../engagement/engagement.schema';

export const documentsListQuery = pagingQuery.extend({
  rubric: z.string().max(100).regex(paramRules.slug, documentMessages.rubricUnknown).optional(),
  query: z.enum(['all', 'sample', 'favorite'], { message: 'Некоректний фільтр документів' }).optional(),
  /** Accepted with query=favorite as the favourites list call of spec part 2 §7 sends it. */
  period: z.enum(['all'], { message: 'Некоректний період' }).optional(),
  types: z
    .string()
    .max(2000)
    .regex(/^[a-z0-9_,-]*$/i, documentMessages.typesInvalid)
    .transform((v) => v.split(',').filter(Boolean).slice(0, 50))
    .optional(),
  q: z
    .string()
    .optional()
    .transform((v) => normalizeSearch(v)),
  order: z.enum(['date', 'views'], { message: 'Некоректне сортування' }).optional(),
});
export type DocumentsListQuery = z.infer<typeof documentsListQuery>;

/** The id stays a string here: a non-numeric id is a 400 (spec part 2 §8), answered by documentIdOf. */
export const documentIdParams = z.object({ id: z.string().max(300) });
export const downloadParams = documentIdParams.extend({
  variant: z.enum(documentVariants, { message: 'Такого файлу в документа немає' }),
});
const formatField = z.enum(documentFormats, { message: documentMessages.formatInvalid });
/** `?format=pdf|xlsx` asks for another format of the same file; DOCX when absent. */
export const downloadQuery = z.object({ format: formatField.optional() });

export const countersQuery = countersQuerySchema(documentMessages.idsInvalid);

const required = (max: number) =>
  z
    .string({ message: documentMessages.required })
    .trim()
    .min(1, documentMessages.required)
    .max(max, `Не більше ${max} символів`);

export const companyProfileBody = z.object({
  name: required(300),
  edrpou: z
    .string({ message: documentMessages.required })
    .trim()
    .min(1, documentMessages.required)
    .superRefine((v, ctx) => {
      const check = checkEdrpou(v);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    }),
  director: required(200),
  address: required(300),
  accountant: z.string().trim().max(200, 'Не більше 200 символів').optional().default(''),
});

const DATE = /^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])\.(19|20)\d\d$/;
const optionalText = z.string().trim().max(300, 'Не більше 300 символів').optional();
const optionalDate = z.string().trim().regex(DATE, documentMessages.dateInvalid).optional().or(z.literal(''));
/** Values a profile fill takes besides the company: only the tags the template asks for are used. */
export const fillBody = z.object({
  values: z
    .object({
      'employee.name': optionalText,
      'employee.position': optionalText,
      /** The classifier code the position was chosen under (ДК 003:2010: 4 digits, a dot and 1–2 digits). */
      'employee.position_code': z
        .string()
        .trim()
        .regex(/^\d{4}(\.\d{1,2})?$/, documentMessages.positionCodeInvalid)
        .optional()
        .or(z.literal('')),
      'employee.department': optionalText,
      'doc.number': z.string().trim().max(50, 'Не більше 50 символів').optional(),
      'date.doc': optionalDate,
      'date.start': optionalDate,
      'date.end': optionalDate,
      days: z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, documentMessages.daysInvalid)
        .optional()
        .or(z.literal('')),
      amount: z
        .string()
        .trim()
        .regex(/^\d{1,12}([.,]\d{1,2})?$/, documentMessages.amountInvalid)
        .optional()
        .or(z.literal('')),
      'trip.place': optionalText,
      'trip.purpose': optionalText,
      'position.extra': optionalText,
      'work.subject': optionalText,
    })
    .strict()
    .default({}),
  format: formatField.optional(),
});

const blockSchema = z.union([
  z.object({ kind: z.enum(['title', 'heading']), text: z.string().max(2000) }),
  z.object({
    kind: z.literal('paragraph'),
    text: z.string().max(20000),
    align: z.enum(['left', 'center', 'right']).optional(),
  }),
  z.object({ kind: z.literal('list'), ordered: z.boolean(), items: z.array(z.string().max(5000)).max(200) }),
  z.object({
    kind: z.literal('table'),
    header: z.array(z.string().max(500)).max(20),
    rows: z.array(z.array(z.string().max(2000)).max(20)).max(500),
  }),
  z.object({
    kind: z.literal('signatures'),
    lines: z.array(z.object({ role: z.string().max(300), name: z.string().max(300) })).max(20),
  }),
]);

export const storeDocumentBody = z.object({
  id: z.number().int().positive().optional(),
  title: required(300),
  alias: z
    .string({ message: documentMessages.required })
    .max(200)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Адреса: латинські літери, цифри і дефіси'),
  lead: z.string().trim().max(2000).optional().default(''),
  rubric: z.string({ message: documentMessages.required }).regex(paramRules.slug, documentMessages.rubricUnknown),
  type: z.string({ message: documentMessages.required }).regex(paramRules.slug, 'Такого типу документів немає'),
  access: z.enum(documentAccessLevels, { message: 'Оберіть рівень доступу' }).default('standard'),
  status: z.enum(['draft', 'published'], { message: 'Оберіть: чернетка або публікація' }).default('draft'),
  published_at: z.string().datetime({ offset: true, message: 'Некоректна дата публікації' }).nullable().optional(),
  legal: z.array(z.string().max(500)).max(30).optional().default([]),
  body: z.array(blockSchema).min(1, 'Шаблон не може бути порожнім').max(500),
  sample: z.array(blockSchema).max(500).nullable().optional(),
  /** Formats besides DOCX offered for download. */
  formats: z
    .array(z.enum(['pdf', 'xlsx'], { message: documentMessages.formatInvalid }))
    .max(2)
    .optional()
    .default([]),
  profession_code: z
    .string()
    .regex(/^\d{4}(\.\d{1,2})?$/, documentMessages.positionCodeInvalid)
    .nullable()
    .optional(),
  themes: z
    .array(z.enum(['hr', 'accounting']))
    .min(1, 'Оберіть хоча б одну тему')
    .optional()
    .default(['hr', 'accounting']),
});
export type StoreDocumentInput = z.infer<typeof storeDocumentBody>;

export const storeRubricBody = z.object({
  alias: z.string().max(100).regex(paramRules.slug, 'Адреса: латинські літери, цифри і дефіси'),
  title: required(200),
  description_title: z.string().trim().max(300).optional().default(''),
  description_text: z.string().trim().max(5000).optional().default(''),
  footer_text: z.string().trim().max(2000).optional().default(''),
  position: z.number().int().min(0).max(10000).optional().default(0),
});

export const tagList = PLACEHOLDER_TAGS;
