import { z } from '@hono/zod-openapi';
import { pagingQuery } from '../http/paging';
import { normalizeSearch } from '../../common/limits';
import { newsMessages, newsReactionIds } from '../../common/news';
import { paramRules } from '../../common/route-params';
import { themeIds } from '../../common/themes';
import { countersQuerySchema, queryFlag } from '../engagement/engagement.schema';

const flag = queryFlag;
const aliasList = z
  .string()
  .max(2000)
  .regex(/^[a-z0-9_,-]*$/i, 'Некоректний перелік фільтрів')
  .transform((v) => v.split(',').filter(Boolean).slice(0, 50));

export const newsListQuery = pagingQuery.extend({
  order: z.enum(['date', 'views', 'likes'], { message: 'Некоректне сортування' }).optional(),
  direction: z.enum(['asc', 'desc'], { message: 'Некоректний напрямок сортування' }).optional(),
  fixed_posts: flag.optional(),
  filters: aliasList.optional(),
  excerpt_words: z.coerce
    .number({ message: 'Некоректна довжина анонсу' })
    .int()
    .min(1, 'Некоректна довжина анонсу')
    .max(200, 'Некоректна довжина анонсу')
    .optional(),
  q: z
    .string()
    .optional()
    .transform((v) => normalizeSearch(v)),
  type: z.string().max(100).regex(paramRules.slug, newsMessages.categoryUnknown).optional(),
  categoryItems: aliasList.optional(),
  topicItems: aliasList.optional(),
  labelItems: aliasList.optional(),
  typeItems: aliasList.optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const typeParams = z.object({ type: z.string().max(100).regex(paramRules.slug, newsMessages.categoryUnknown) });
export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Некоректний ідентифікатор')
    .transform(Number),
});
export const aliasParams = z.object({
  post: z.string().max(300).regex(paramRules.newsPost, 'Некоректна адреса новини'),
});

export const favoriteBody = z.object({
  favorite: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      message: newsMessages.favoriteInvalid,
    })
    .transform((v) => v === 1 || v === '1' || v === true),
});
export const reactionBody = z.object({
  reaction_id: z.coerce
    .number({ message: newsMessages.reactionInvalid })
    .int(newsMessages.reactionInvalid)
    .refine((v) => v === 0 || newsReactionIds.includes(v), newsMessages.reactionInvalid)
    // A refine does not reach the document; the same list, 0 removing the reaction, is stated there.
    .openapi({ enum: [0, ...newsReactionIds] }),
});
export const ratingBody = z.object({
  rating: z.coerce
    .number({ message: newsMessages.ratingInvalid })
    .int(newsMessages.ratingInvalid)
    .min(1, newsMessages.ratingInvalid)
    .max(5, newsMessages.ratingInvalid),
  comment: z.string().max(2000, 'Коментар має бути не довшим за 2000 символів').optional().default(''),
  options: z.record(z.string(), z.unknown()).optional().default({}),
});
export const countersQuery = countersQuerySchema(newsMessages.idsInvalid);

const ids = (field: string) =>
  z
    .array(
      z
        .number({ message: `Некоректне значення ${field}` })
        .int()
        .positive(),
    )
    .max(20)
    .optional();
export const storePostBody = z.object({
  id: z.number().int().positive().optional(),
  title: z
    .string({ message: newsMessages.titleRequired })
    .trim()
    .min(1, newsMessages.titleRequired)
    .max(300, newsMessages.titleMax),
  slug: z.string().max(120).optional(),
  content: z
    .string({ message: newsMessages.contentRequired })
    .min(1, newsMessages.contentRequired)
    .max(500_000, newsMessages.contentMax),
  content_short: z.string().max(50_000, newsMessages.contentMax).optional(),
  description: z.string().trim().max(500, 'Опис має бути не довшим за 500 символів').optional(),
  seo_title: z.string().trim().max(300, 'SEO-заголовок має бути не довшим за 300 символів').optional(),
  image_url: z
    .string()
    .max(500)
    .regex(/^(\/uploads\/[\w/.-]+|https:\/\/\S+)?$/, 'Некоректна адреса зображення')
    .optional(),
  order: z.coerce.number().int().optional(),
  is_fixed: z.boolean().optional(),
  post_access: z.boolean().optional(),
  status: z.enum(['draft', 'published'], { message: 'Оберіть: чернетка або публікація' }).default('draft'),
  published_at: z.string().datetime({ offset: true, message: newsMessages.publishedAtInvalid }).nullable().optional(),
  categories: ids('categories'),
  topics: ids('topics'),
  labels: ids('labels'),
  type_id: z.number().int().positive().nullable().optional(),
  /** Sites the post appears on; a new post without it belongs to the site it was written on. */
  themes: z
    .array(z.enum(themeIds, { message: 'Оберіть тему сайту: hr або accounting' }))
    .min(1, 'Оберіть хоча б одну тему сайту')
    .max(2)
    .optional(),
});
export type StorePostInput = z.infer<typeof storePostBody>;

export const listMeta = z
  .object({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() })
  .openapi('ListMeta');
export const newsCardSchema = z
  .object({
    id: z.number(),
    alias: z.string(),
    url: z.string(),
    title: z.string(),
    excerpt: z.string(),
    post_access: z.boolean(),
  })
  .passthrough()
  .openapi('NewsCard');
export const newsPostSchema = newsCardSchema
  .extend({
    content: z.string().nullable(),
    content_short: z.string(),
    description: z.string(),
    share_count: z.number(),
  })
  .passthrough()
  .openapi('NewsPost');
