import { z } from '@hono/zod-openapi';
import { namedRoomAliases } from '../../common/named-rooms';

const required = 'Це поле необхідно заповнити';
const campaignAlias = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Не вказано id кампанії');

export const webinarIdParams = z.object({
  id: z.coerce
    .number({ error: 'Некоректний id' })
    .int('Некоректний id')
    .min(1, 'Некоректний id')
    .max(2_147_483_647, 'Некоректний id'),
});

/** A material: a title and either a link (site path or https address) or a file uploaded for the webinar. */
const materialInput = z
  .object({
    title: z.string({ error: required }).trim().min(1, required).max(200, 'Назва — до 200 символів'),
    url: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'Посилання має починатися з / або https://')
      .optional(),
    file_id: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((m) => Boolean(m.url) !== Boolean(m.file_id), { message: 'Вкажіть посилання або файл', path: ['url'] });

export const webinarListQuery = z.object({ query: z.enum(['full']).optional() });

/** What staff set on a free webinar (POST /api/staff/webinars, PUT /api/staff/webinars/{id}). */
export const webinarInput = z
  .object({
    title: z.string({ error: required }).trim().min(1, required).max(300),
    description: z.string().trim().max(20_000).default(''),
    starts_at: z.iso.datetime({ offset: true, error: 'Некоректна дата' }),
    duration_minutes: z.number().int().min(15).max(600).default(90),
    lecturers: z
      .array(
        z.object({
          name: z.string().trim().min(1, required).max(200),
          position: z.string().trim().max(300).default(''),
          photo: z.string().trim().max(500).nullable().default(null),
        }),
      )
      .max(10)
      .default([]),
    programme: z.array(z.string().trim().min(1).max(500)).max(30).default([]),
    gifts: z.array(z.string().trim().min(1).max(300)).max(10).default([]),
    catalog_campaign: campaignAlias.optional(),
    stream_url: z.url({ error: 'Некоректне посилання' }).max(500).nullable().optional(),
    record_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
    /** The named room that shows this webinar while it is current or next; null frees it. */
    room_alias: z.enum(namedRoomAliases, { error: 'Невідома кімната' }).nullable().optional(),
    materials: z.array(materialInput).max(30, 'Не більше 30 матеріалів').optional(),
    themes: z
      .array(z.enum(['hr', 'accounting'], { error: 'Невідома тема' }))
      .min(1, 'Оберіть хоча б одну тему')
      .default(['hr', 'accounting']),
    is_published: z.boolean().default(false),
  })
  .openapi('WebinarInput');
export type WebinarInput = z.infer<typeof webinarInput>;

const lecturer = z.object({ name: z.string(), position: z.string(), photo: z.string().nullable() });
export const webinarSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    date: z.string(),
    client_registered: z.boolean(),
    lectors_thumbs: z.array(z.string()),
    record_id: z.number().nullable(),
    room_alias: z.string().nullable().optional(),
    /** Only for participants and staff. */
    materials: z.array(z.object({ title: z.string(), kind: z.enum(['link', 'file']), url: z.string() })).optional(),
    description: z.string().optional(),
    duration_minutes: z.number().optional(),
    blocks: z.array(z.object({ type: z.string(), order: z.number() }).passthrough()).optional(),
    options: z
      .object({
        gifts: z.array(z.string()),
        campaigns: z.object({ webCatalogCampaign: z.string().nullable(), webEnterCampaign: z.string().nullable() }),
        lecturers: z.array(lecturer),
        fields: z.array(z.string()),
        timer: z.string(),
        price: z.number(),
        gift: z.string().nullable(),
      })
      .optional(),
  })
  .openapi('FreeWebinar');

export const webinarRoomSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    date: z.string(),
    ends_at: z.string(),
    state: z.enum(['upcoming', 'live', 'ended']),
    stream_embed: z.string().nullable(),
    stream_url: z.string().nullable(),
    chat_thread_id: z.number(),
    presence_channel: z.string(),
    programme: z.array(z.string()),
    materials: z.array(z.object({ title: z.string(), kind: z.enum(['link', 'file']), url: z.string() })),
    gifts: z.array(z.string()),
    record_id: z.number().nullable(),
  })
  .openapi('FreeWebinarRoom');
