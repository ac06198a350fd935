import { z } from '@hono/zod-openapi';
import { normalizeSearch } from '../../common/limits';
import { recordKinds, recordLimits, recordListTypes, recordMessages as m, recordOrders } from '../../common/records';
import { pagingQuery } from '../http/paging';
import { countersQuerySchema, queryFlag } from '../engagement/engagement.schema';

const flag = queryFlag;
const numericId = (message = 'Некоректний ідентифікатор') =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);
const slugList = z
  .string()
  .max(2000)
  .regex(/^[a-z0-9_,-]*$/i, 'Некоректний перелік фільтрів')
  .transform((v) => [...new Set(v.split(',').filter(Boolean))].slice(0, 50));

export const idParams = z.object({ id: numericId() });
export const recordParams = z.object({ a: numericId('Некоректний номер запису') });
export const recordVideoParams = z.object({
  a: numericId('Некоректний номер запису'),
  b: numericId('Некоректний номер відео'),
});
export const fileParams = z.object({ id: numericId(), fileId: numericId() });

export const searchQuery = pagingQuery.extend({
  q: z
    .string()
    .optional()
    .transform((v) => normalizeSearch(v)),
  type: z.enum(recordListTypes, { message: m.typeInvalid }).optional(),
  order: z.enum(recordOrders, { message: m.orderInvalid }).optional(),
  direction: z.enum(['asc', 'desc'], { message: 'Некоректний напрямок сортування' }).optional(),
  filters: flag.optional(),
  themeItems: slugList.optional(),
  lecturersItems: slugList.optional(),
  typeItems: z
    .string()
    .max(200)
    .regex(/^((webinar|consultation|minicourse)(,|$))*$/, m.kindInvalid)
    .transform((v) => [...new Set(v.split(',').filter(Boolean))])
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const boughtQuery = pagingQuery.extend({ withVideo: flag.optional() });

/** The pages a visit comes from: the record page and a video's page (the route table's names). */
export const visitRouteTypes = ['record', 'record-child'] as const;
export const visitQuery = z.object({
  block_id: z
    .string()
    .regex(/^\d{1,9}$/, 'Некоректний номер блоку')
    .transform(Number)
    .optional(),
  route_type: z.enum(visitRouteTypes, { message: 'Тип сторінки: record або record-child' }).optional(),
});

export const countersQuery = countersQuerySchema(m.idsInvalid, recordLimits.maxIds);

export const timecodeBody = z.object({
  time: z
    .number({ message: m.timeInvalid })
    .int(m.timeInvalid)
    .min(0, m.timeInvalid)
    .max(recordLimits.maxTimecode, m.timeInvalid),
});

const duration = z.string().regex(/^\d{2}:[0-5]\d:[0-5]\d$/, m.durationInvalid);
const noNul = (v: string) => !v.includes('\u0000');
const title = z
  .string({ message: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(recordLimits.titleMax, `Назва — не довше ${recordLimits.titleMax} символів`)
  .refine(noNul, m.textInvalid);

export const storeRecordBody = z.object({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  title,
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'Адреса: латинські літери, цифри і дефіс')
    .optional(),
  description: z
    .string()
    .max(recordLimits.descriptionMax, `Опис — не довше ${recordLimits.descriptionMax} символів`)
    .refine(noNul, m.textInvalid)
    .optional(),
  kind: z.enum(recordKinds, { message: m.kindInvalid }),
  is_free: z.boolean().optional(),
  packages: z
    .array(z.enum(['standard', 'professional', 'premium', 'premium-pro', 'military-pro']))
    .max(5)
    .optional(),
  topics: z
    .array(z.string().regex(/^[a-z0-9-]{1,80}$/))
    .max(20)
    .optional(),
  lecturers: z.array(z.number().int().positive().max(2_147_483_647)).max(10).optional(),
  themes: z
    .array(z.enum(['hr', 'accounting']))
    .min(1, 'Оберіть хоча б одну тему сайту')
    .optional(),
  status: z.enum(['draft', 'published'], { message: 'Оберіть: чернетка або публікація' }).optional(),
  date: z.string().datetime({ offset: true, message: 'Некоректна дата' }).optional(),
  options: z
    .object({
      certificate: z.boolean().optional(),
      one_module: z.boolean().optional(),
      notshowdate: z.boolean().optional(),
      time: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .optional(),
    })
    .optional(),
});
export type StoreRecordInput = z.infer<typeof storeRecordBody>;

export const storeVideoBody = z.object({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  record_id: z.number().int().positive().max(2_147_483_647),
  module_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  title,
  /** null (or absent): the recording is not uploaded yet; the page says it will be available. */
  embed_id: z
    .string({ message: m.embedInvalid })
    .regex(/^(\d{1,12}|[A-Za-z0-9_-]{11})$/, m.embedInvalid)
    .nullable()
    .optional(),
  duration,
  position: z.number().int().min(0).max(1000).optional(),
  is_free: z.boolean().optional(),
});
export type StoreVideoInput = z.infer<typeof storeVideoBody>;

export const storeModuleBody = z.object({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  record_id: z.number().int().positive().max(2_147_483_647),
  title,
  position: z.number().int().min(0).max(1000).optional(),
});
export type StoreModuleInput = z.infer<typeof storeModuleBody>;

export const publishBody = z.object({
  status: z.enum(['draft', 'published'], { message: 'Оберіть: чернетка або публікація' }),
});

export const listMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export const recordCardSchema = z
  .object({ id: z.number(), title: z.string(), url: z.string(), hasAccess: z.boolean() })
  .passthrough()
  .openapi('RecordCard');
export const recordSchema = z
  .object({ id: z.number(), title: z.string(), hasAccess: z.boolean(), videos: z.array(z.any()) })
  .passthrough()
  .openapi('EventRecord');
