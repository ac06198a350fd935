import { z } from '@hono/zod-openapi';
import { campaignGrantKinds } from '../db/schema/campaigns';

const alias = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Не вказано id кампанії');
export const campaignAliasParams = z.object({ campaign: alias });

const path = z
  .string({ error: 'Некоректне значення' })
  .trim()
  .regex(/^\/[A-Za-z0-9_\-/]{0,199}$/, 'Вкажіть адресу сторінки сайту, що починається з /');
const optionalDate = z.iso
  .datetime({ offset: true, error: 'Некоректна дата' })
  .nullable()
  .optional()
  .transform((v) => (v ? new Date(v) : null));

/** What staff may set on a campaign (PUT /api/staff/campaigns/{campaign}). */
export const campaignInput = z
  .object({
    title: z.string({ error: 'Це поле необхідно заповнити' }).trim().min(1, 'Це поле необхідно заповнити').max(200),
    grant_kind: z.enum(campaignGrantKinds, { error: 'Невідомий вид подарунка' }).default('none'),
    creates_account: z.boolean().default(false),
    package_code: z.string().trim().max(40).nullable().optional(),
    demo_days: z.number().int().min(1, 'Від 1 до 90 днів').max(90, 'Від 1 до 90 днів').nullable().optional(),
    gift_url: z.string().trim().max(500).nullable().optional(),
    webinar_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
    course_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
    ok_path: path.default('/thank_auth'),
    exists_path: path.default('/thank_auth'),
    already_path: path.default('/thank_replay'),
    letter_subject: z.string().trim().max(200).default(''),
    letter_text: z.string().trim().max(5000).default(''),
    starts_at: optionalDate,
    ends_at: optionalDate,
  })
  .superRefine((v, ctx) => {
    if (v.grant_kind === 'demo' && (!v.package_code || !v.demo_days)) {
      ctx.addIssue({
        code: 'custom',
        path: ['package_code'],
        message: 'Для демодоступу вкажіть пакет і кількість днів',
      });
    }
    if (v.grant_kind === 'demo' && !v.creates_account) {
      ctx.addIssue({ code: 'custom', path: ['creates_account'], message: 'Демодоступ видається лише з акаунтом' });
    }
    if (v.grant_kind === 'file' && !v.gift_url) {
      ctx.addIssue({ code: 'custom', path: ['gift_url'], message: 'Вкажіть посилання на подарунок' });
    }
  })
  .openapi('CampaignInput');
export type CampaignInput = z.infer<typeof campaignInput>;

export const campaignSchema = z
  .object({
    alias: z.string(),
    title: z.string(),
    grant_kind: z.string(),
    creates_account: z.boolean(),
    package_code: z.string().nullable(),
    demo_days: z.number().nullable(),
    gift_url: z.string().nullable(),
    webinar_id: z.number().nullable(),
    course_id: z.number().nullable(),
    ok_path: z.string(),
    exists_path: z.string(),
    already_path: z.string(),
    letter_subject: z.string(),
    letter_text: z.string(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    registrations: z.number(),
  })
  .openapi('Campaign');

const emptyAsMissing = (v: unknown) => (v === '' ? undefined : v);
const day = z.preprocess(
  emptyAsMissing,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата у форматі РРРР-ММ-ДД')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'Некоректна дата',
    )
    .optional(),
);

/** Filters of the staff's traffic counts (GET /api/staff/traffic): campaign, package, days (inclusive). */
export const trafficQuery = z
  .object({
    campaign: z.preprocess(emptyAsMissing, alias.optional()),
    package: z.preprocess(
      emptyAsMissing,
      z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, 'Такого пакета немає')
        .optional(),
    ),
    from: day,
    to: day,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'Кінець періоду раніше за початок' });
export type TrafficQuery = z.infer<typeof trafficQuery>;

const trafficRow = z.object({ source: z.string(), medium: z.string(), campaign: z.string(), count: z.number() });
export const trafficSchema = z
  .object({
    registrations: z.array(trafficRow),
    orders: z.array(trafficRow.extend({ amount: z.number() })),
  })
  .openapi('TrafficBySource');
