import { z } from '@hono/zod-openapi';

/** `page` and `limit` of every paged list query, with the Ukrainian messages. */
export const pagingQuery = z.object({
  page: z.coerce
    .number({ message: 'Некоректний номер сторінки' })
    .int('Некоректний номер сторінки')
    .min(1, 'Некоректний номер сторінки')
    .max(100000, 'Некоректний номер сторінки')
    .optional(),
  limit: z.coerce
    .number({ message: 'Некоректний ліміт' })
    .int('Некоректний ліміт')
    .min(1, 'Некоректний ліміт')
    .max(50, 'Не більше 50 записів на сторінку')
    .optional(),
});
