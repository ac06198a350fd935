import { z } from '@hono/zod-openapi';
import { handbookOrders, handbookTexts, handbookTypes } from '../../common/handbooks';
import { normalizeSearch } from '../../common/limits';
import { newsMessages } from '../../common/news';
import { pagingQuery } from '../http/paging';
import { countersQuerySchema, queryFlag } from '../engagement/engagement.schema';

const flag = queryFlag;
const topicList = z
  .string()
  .max(2000)
  .regex(/^[a-z0-9_,-]*$/i, handbookTexts.invalidTopics)
  .transform((v) => v.split(',').filter(Boolean).slice(0, 50));
const typeIds = handbookTypes.map((t) => t.id) as [string, ...string[]];

/** GET /api/handbooks/search (and the favourites list: type=favorite, with limit and a search term). */
export const handbookListQuery = pagingQuery.extend({
  filters: flag.optional(),
  order: z.enum(handbookOrders, { message: handbookTexts.invalidOrder }).optional(),
  direction: z.enum(['asc', 'desc'], { message: 'Некоректний напрямок сортування' }).optional(),
  q: z
    .string()
    .optional()
    .transform((v) => normalizeSearch(v)),
  type: z.enum(typeIds as ['all', 'free', 'favorite'], { message: handbookTexts.invalidType }).optional(),
  handbookItems: topicList.optional(),
  handbooksItems: topicList.optional(),
  strict_search: flag.optional(),
});
export type HandbookListQuery = z.infer<typeof handbookListQuery>;

/** GET /api/search: the site search, category handbooks. */
export const searchQuery = handbookListQuery.extend({
  category: z.enum(['handbooks'], { message: handbookTexts.invalidCategory }),
});

const idString = z
  .string()
  .regex(/^\d{1,9}$/, 'Некоректний ідентифікатор')
  .transform(Number);
export const idParams = z.object({ id: idString });
export const childParams = z.object({ id: idString, childId: idString });

export const countersQuery = countersQuerySchema(newsMessages.idsInvalid);

const text = (max: number, required: string) =>
  z
    .string({ message: required })
    .transform((v) => v.replace(/\0/g, '').trim())
    .pipe(z.string().min(1, required).max(max, `Не більше ${max} символів`));

/** Staff: create (no id) or edit a handbook; chapters replace the old ones. */
export const storeHandbookBody = z.object({
  id: z.number().int().positive().max(999_999_999).optional(),
  title: text(300, handbookTexts.titleRequired),
  description: z
    .string()
    .max(2000, 'Не більше 2000 символів')
    .optional()
    .transform((v) => (v ?? '').replace(/\0/g, '').trim()),
  access: z.enum(['free', 'standard', 'professional', 'premium'], { message: 'Некоректний рівень доступу' }),
  topics: z
    .array(
      z
        .string()
        .max(100)
        .regex(/^[a-z0-9_-]+$/, handbookTexts.invalidTopics),
    )
    .max(20)
    .default([]),
  themes: z
    .array(z.enum(['hr', 'accounting'], { message: 'Некоректна тема сайту' }))
    .min(1, 'Оберіть хоча б одну тему сайту')
    .default(['hr', 'accounting']),
  chapters: z
    .array(
      z.object({
        title: text(300, handbookTexts.chapterTitleRequired),
        body: z
          .string()
          .max(100_000, 'Розділ задовгий')
          .transform((v) => v.replace(/\0/g, '').trim()),
      }),
      { message: handbookTexts.chaptersRequired },
    )
    .min(1, handbookTexts.chaptersRequired)
    .max(100, 'Не більше 100 розділів'),
});
export type StoreHandbookInput = z.infer<typeof storeHandbookBody>;

export const publishBody = z.object({
  published: z.boolean({ message: 'Вкажіть, чи публікувати довідник' }),
});

const card = z
  .object({ id: z.number(), title: z.string(), url: z.string(), access: z.boolean(), share_count: z.number() })
  .passthrough();
export const handbookListResponse = z
  .object({
    data: z.array(card),
    meta: z.object({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
    totals: z.object({ total: z.number(), absolute_total: z.number() }),
    rubric: z.object({ name: z.string(), title: z.string() }),
    types: z.array(z.object({ id: z.string(), label: z.string(), count: z.number() })),
    filters: z.array(
      z.object({
        queryName: z.string(),
        title: z.string(),
        placeholder: z.string(),
        items: z.array(z.object({ id: z.string(), label: z.string(), count: z.number() })),
      }),
    ),
  })
  .openapi('HandbookList');
export const handbookPageResponse = z
  .object({
    data: card.extend({
      items: z.array(z.object({ id: z.number(), title: z.string(), url: z.string() })),
      content: z.array(z.object({ id: z.number(), title: z.string(), paragraphs: z.array(z.string()) })).nullable(),
    }),
  })
  .openapi('HandbookPage');
