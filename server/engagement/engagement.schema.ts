import { z } from '@hono/zod-openapi';
import { pagingQuery } from '../http/paging';
import { newsMessages } from '../../common/news';

/** A query flag: 0/1 or true/false. */
export const queryFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** `ids=1,2,3`: distinct whole numbers, at most `max` of them; an empty list is allowed. */
export function idListQuery(message: string, max = 100) {
  return z
    .string()
    .max(2000)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, message)
    .optional()
    .default('')
    .transform((v) => [...new Set(v.split(',').filter(Boolean).map(Number))].slice(0, max));
}

/** The counters call every content kind answers (spec part 2 §7): which items, and which parts to include. */
export function countersQuerySchema(message: string, max = 100) {
  return z.object({
    ids: idListQuery(message, max),
    'with-comments': queryFlag.optional(),
    'with-favorites': queryFlag.optional(),
    'with-likes': queryFlag.optional(),
    'with-viewed': queryFlag.optional(),
    'with-rating': queryFlag.optional(),
  });
}
export type CountersQuery = z.infer<ReturnType<typeof countersQuerySchema>>;

export const itemIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Некоректний ідентифікатор')
    .transform(Number),
});

export const kindParams = itemIdParams.extend({
  type: z
    .string()
    .max(50)
    .regex(/^[a-z-]+$/, newsMessages.favoriteKindUnknown),
});

export const favoriteBody = z.object({
  favorite: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      message: newsMessages.favoriteInvalid,
    })
    .transform((v) => v === 1 || v === '1' || v === true),
});

export const favoritesQuery = pagingQuery.extend({
  type: z
    .string()
    .max(50)
    .regex(/^[a-z-]+$/, newsMessages.favoriteKindUnknown)
    .optional(),
});

const engagedItem = z.object({
  type: z.string(),
  id: z.number(),
  title: z.string(),
  url: z.string(),
});

export const favoritesPage = z.object({
  data: z.array(engagedItem.extend({ favorited_at: z.string() })),
  meta: z.object({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
});

export const latestViewedList = z.object({ data: z.array(engagedItem.extend({ viewed_at: z.string() })) });

const ratingInvalid = 'Оцінка має бути від 1 до 5';
/** A 1–5 rating with an optional comment (POST /api/ratings/{kind}/{id}). */
export const ratingBody = z.object({
  rating: z.coerce.number({ message: ratingInvalid }).int(ratingInvalid).min(1, ratingInvalid).max(5, ratingInvalid),
  comment: z
    .string()
    .max(2000, 'Коментар має бути не довшим за 2000 символів')
    .refine((v) => !v.includes('\u0000'), 'Коментар містить недопустимі символи')
    .optional()
    .default(''),
  options: z.record(z.string(), z.unknown()).optional().default({}),
});
export const ratingAnswer = z.object({ rating: z.number(), rating_count: z.number(), rating_personal: z.number() });
