import { z } from '@hono/zod-openapi';
import { MONTH_RE } from '../../common/tools/calendar-rules';

export const aliasParams = z.object({
  alias: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Такого калькулятора немає')
    .openapi({ example: 'vidpuskni' }),
});

export const calculatorBody = z.record(z.string(), z.unknown()).openapi({
  example: { vacationStart: '2026-03-02', days: 14, earnings: 240000 },
});

export const codeParams = z.object({
  code: z.string().max(12, 'Некоректний код класифікатора').openapi({ example: '2411.2' }),
});

export const classifierQuery = z.object({
  q: z.string().max(200, 'Не більше 200 символів').optional(),
});

export const monthQuery = z.object({
  month: z.string().regex(MONTH_RE, 'Введіть місяць у форматі РРРР-ММ').optional().openapi({ example: '2026-03' }),
  'roles[]': z.union([z.string(), z.array(z.string())]).optional(),
  roles: z.union([z.string(), z.array(z.string())]).optional(),
});

export const yearQuery = z.object({
  year: z.coerce
    .number({ message: 'Календар доступний з 2024 року' })
    .int('Календар доступний з 2024 року')
    .min(2024, 'Календар доступний з 2024 року')
    .max(2100, 'Календар доступний з 2024 року'),
  'roles[]': z.union([z.string(), z.array(z.string())]).optional(),
  roles: z.union([z.string(), z.array(z.string())]).optional(),
});

export const eventIdParams = z.object({
  id: z.coerce.number({ message: 'Подію не знайдено' }).int().min(1).max(2147483647),
});

export const tokenParams = z.object({ token: z.string().max(200) });

export const siteSearchQuery = z.object({
  q: z.string().optional(),
  kind: z.string().max(40, 'Такого розділу пошуку немає').optional(),
  page: z.coerce
    .number({ message: 'Некоректний номер сторінки' })
    .int('Некоректний номер сторінки')
    .min(1, 'Некоректний номер сторінки')
    .max(100000, 'Некоректний номер сторінки')
    .optional(),
});

export const anyObject = z.object({}).passthrough();
export const dataOf = (schema: z.ZodType = anyObject) => z.object({ data: schema }).passthrough();
