import { z } from '@hono/zod-openapi';
import { consultationServiceSlugs } from '../../common/consultation-services';
import { consultationLimits, consultationMessages as texts, questionText } from '../../common/consultations';
import { normalizeSearch } from '../../common/limits';
import { pagingQuery } from '../http/paging';
import { queuePeriods } from './search-queue';

const flag = z.enum(['0', '1']).transform((v) => v === '1');
const list = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(50)]).optional();

export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Некоректний ідентифікатор')
    .transform(Number),
});
export const serviceParams = z.object({
  service: z.enum(consultationServiceSlugs as [string, ...string[]], { message: 'Такої консультації немає' }),
});

const attachmentIds = z
  .array(z.number({ message: 'Некоректний файл' }).int().positive().max(2_147_483_647), {
    message: 'Некоректний файл',
  })
  .max(5, texts.attachmentsCount)
  .optional();

export const askBody = z.object({
  text: questionText,
  is_private: z.boolean({ message: 'Некоректне значення' }).optional(),
  attachments: attachmentIds,
});

const richText = z
  .string({ error: texts.answerRequired })
  .max(consultationLimits.answerMax, texts.answerTooLong)
  .refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0, texts.answerRequired);
export const messageBody = z.object({ text: richText, attachments: attachmentIds });
export const replyBody = z.object({ text: questionText });
export const statusBody = z.object({
  status: z.enum(['new', 'inprogress'], { message: 'Некоректний статус' }),
});
export const publishBody = z.object({
  is_published: z.boolean({ message: 'Некоректне значення' }),
  text: questionText.optional(),
});
export const rateBody = z.object({
  rating: z
    .number({ message: 'Оцінка від 1 до 5' })
    .int('Оцінка від 1 до 5')
    .min(1, 'Оцінка від 1 до 5')
    .max(5, 'Оцінка від 1 до 5'),
});
export const cannedBody = z.object({
  title: z
    .string({ error: texts.titleRequired })
    .trim()
    .min(1, texts.titleRequired)
    .max(consultationLimits.cannedTitleMax, texts.titleRequired),
  text: richText,
  service: serviceParams.shape.service.nullable().optional(),
});

export const queueQuery = pagingQuery.extend({
  q: z
    .string()
    .optional()
    .transform((v) => normalizeSearch(v)),
  'threads[]': list(
    z
      .string()
      .max(60)
      .regex(/^[a-z0-9-]+$/, 'Некоректний потік'),
  ),
  period: z.enum(queuePeriods, { message: 'Некоректний період' }).optional(),
  'recipients[]': list(z.string().regex(/^\d{1,9}$/, 'Некоректний консультант')),
  with_answer: flag.optional(),
  private: flag.optional(),
});

export const similarQuery = z.object({
  service: serviceParams.shape.service,
  q: z
    .string()
    .optional()
    .transform((v) => normalizeSearch(v).slice(0, 500)),
});
export const pageQuery = pagingQuery;

const attachment = z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number() });
export const messageSchema = z.object({
  id: z.number(),
  kind: z.enum(['answer', 'clarify', 'reply']),
  body: z.string(),
  attachments: z.array(attachment),
  created_at: z.string(),
  author_name: z.string().nullable(),
});
export const questionSchema = z
  .object({
    id: z.number(),
    service: z.string(),
    service_title: z.string(),
    url: z.string(),
    text: z.string(),
    status: z.enum(['new', 'inprogress', 'clarify', 'answered']),
    status_name: z.string(),
    is_private: z.boolean(),
    is_published: z.boolean(),
    rating: z.number().nullable(),
    taken_by: z.object({ id: z.number(), name: z.string() }).nullable(),
    unread: z.boolean(),
    created_at: z.string(),
    first_answered_at: z.string().nullable(),
    answered_at: z.string().nullable(),
    response_promise: z.string(),
    messages: z.array(messageSchema).optional(),
    attachments: z.array(attachment).optional(),
  })
  .passthrough()
  .openapi('ConsultationQuestion');
export const archivedSchema = z.object({
  id: z.number(),
  service: z.string(),
  url: z.string(),
  text: z.string(),
  answer: z.string(),
  answered_at: z.string().nullable(),
});
export const cannedSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  service: z.string().nullable(),
  updated_at: z.string(),
});
export const listMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
