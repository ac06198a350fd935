import { z } from '@hono/zod-openapi';
import { pagingQuery } from '../http/paging';
import { newsMessages } from '../../common/news';

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
