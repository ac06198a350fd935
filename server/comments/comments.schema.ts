import { z } from '@hono/zod-openapi';
import { commentMessages, commentRules, commentStatuses } from '../../common/comments';
import { msg } from '../../common/messages';

const pageField = z.coerce
  .number({ message: 'Некоректний номер сторінки' })
  .int('Некоректний номер сторінки')
  .min(1, 'Некоректний номер сторінки')
  .max(100000, 'Некоректний номер сторінки')
  .default(1);
const limitField = z.coerce
  .number({ message: 'Некоректний ліміт' })
  .int('Некоректний ліміт')
  .min(1, 'Некоректний ліміт')
  .max(commentRules.limitMax, 'Некоректний ліміт')
  .default(20);
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const id = z.number().int().min(1).max(2_147_483_647);

export const threadParams = z.object({ thread: z.string().max(20) });
export const commentParams = z.object({
  thread: z.string().max(20),
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Некоректний ідентифікатор')
    .transform(Number),
});

export const listQuery = z.object({
  page: pageField,
  limit: limitField,
  private: flag.optional(),
  thread: z.string().max(20).optional(),
});
export const searchQuery = z.object({
  q: z
    .string()
    .max(9999)
    .default('')
    .transform((v) => v.trim()),
  page: pageField,
  limit: limitField,
  order: z.enum(['created_at', 'id']).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export const globalSearchQuery = searchQuery.extend({
  threads: z
    .string()
    .max(2000)
    .regex(/^[\d,]*$/, 'Некоректний перелік обговорень')
    .transform((v) => v.split(',').filter(Boolean).map(Number).slice(0, 100))
    .optional(),
});
export const myQuery = z.object({ page: pageField, limit: limitField.pipe(z.number().max(50, 'Некоректний ліміт')) });

const text = z
  .string({ error: commentMessages.textRequired })
  .max(commentRules.textMax * 4, commentMessages.textTooLong)
  .refine((v) => v.trim().length > 0, commentMessages.textRequired);

export const postBody = z.object({
  name: z.string().max(commentRules.nameMax).optional(),
  email: z.string().max(255).optional(),
  text,
  param: z.string().max(commentRules.paramMax).nullable().optional(),
  parent_id: id.nullable().optional(),
  options: z.object({ notification: z.boolean().optional() }).optional(),
  attachments: z.array(id).max(5, msg.attachmentCount).optional(),
});
export const replyBody = z.object({ text, attachments: z.array(id).max(5, msg.attachmentCount).optional() });
export const textBody = z.object({ text });
export const clarifyBody = z.object({
  text: z.string({ error: commentMessages.clarifyText }).trim().min(1, commentMessages.clarifyText).max(2000),
});
export const statusBody = z.object({
  status: z.enum(commentStatuses, { error: commentMessages.statusUnknown }).nullable(),
  text: z.string().max(2000).nullable().optional(),
});

const attachment = z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number() });
export const commentSchema = z
  .object({
    id: z.number(),
    thread: z.number(),
    parent_id: z.number().nullable(),
    user_id: z.number().nullable(),
    children: z.any().openapi({ type: 'array', description: 'Replies, the same shape' }),
    created_at: z.string(),
    updated_at: z.string(),
    name: z.string(),
    email: z.string(),
    text: z.string(),
    param: z.string().nullable(),
    attachments: z.array(attachment),
    status: z.enum(commentStatuses).nullable(),
    status_text: z.string().nullable(),
    state: z.enum(['visible', 'blocked']),
    is_hit: z.boolean(),
    options: z.object({ notification: z.boolean() }),
  })
  .openapi('Comment');
export const pageMeta = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  total_comments: z.number().optional(),
});
export const threadSchema = z
  .object({
    id: z.number(),
    template: z.string(),
    title: z.string(),
    text: z.string(),
    options: z.object({ recipients: z.array(z.string()).optional(), themedafault: z.string().optional() }),
    files: z.number(),
    readonly: z.number(),
    replies: z.number(),
    private: z.boolean(),
    guests: z.boolean(),
  })
  .openapi('Thread');
