import { checkoutInvoiceRule, checkoutShape } from '../../common/checkout';
import { z } from '@hono/zod-openapi';
import { consultationServiceSlugs } from '../../common/consultation-services';

const oneOrMany = (item: z.ZodString) => z.union([item, z.array(item).max(50)]).optional();

export const flagNames = [
  'is_subscriber',
  'was_subscribed',
  'had_demo',
  'future_subscriber',
  'has_demo',
  'had_recent_demo',
  'demo_subscriptions',
  'recent_demo_subscriptions',
  'current_subscriptions',
] as const;

export const flagsQuery = z.object({
  email: z.string().trim().max(255).email('Введіть коректно e-mail').optional(),
  'flags[]': oneOrMany(z.enum(flagNames, { error: 'Невідома назва прапорця' }) as unknown as z.ZodString),
});

export const ordersQuery = z.object({
  page: z.coerce
    .number({ error: 'Сторінка — ціле число від 1' })
    .int('Сторінка — ціле число від 1')
    .min(1, 'Сторінка — ціле число від 1')
    .max(10_000, 'Сторінка — ціле число від 1')
    .default(1),
  paid: z.enum(['0', '1', 'true', 'false'], { error: 'paid — 0 або 1' }).optional(),
});

export const countersQuery = z.object({
  'keys[]': oneOrMany(z.string().regex(/^[a-z0-9_.-]{1,64}$/i, 'Некоректний ключ лічильника')),
});

/** The checkout form's own rules (required plan and buyer, phone normalised) plus the package. */
export const orderBody = z
  .object({
    product: z
      .string({ error: 'Такого пакета або тарифу немає' })
      .regex(/^[a-z0-9-]{1,40}$/, 'Такого пакета або тарифу немає'),
    ...checkoutShape,
    /** The visit's traffic source (`__utm__`, spec part 2 §9), stored with the order. */
    utm: z.record(z.string().max(60), z.unknown(), { error: 'utm — об’єкт з мітками' }).optional(),
  })
  .superRefine(checkoutInvoiceRule);

export const idParam = z.object({ id: z.string().regex(/^\d{1,9}$/, 'Некоректний ідентифікатор') });
/** An order by its public id (the provider's order_id, as listed in 'Мої замовлення'). */
export const orderIdParam = z.object({ id: z.string().regex(/^[A-Z0-9-]{1,60}$/i, 'Некоректний ідентифікатор') });

const planSchema = z.object({
  code: z.string(),
  title: z.string(),
  months: z.number(),
  price: z.number(),
  price_kop: z.number(),
  recurring: z.boolean(),
});
export const packageSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    highlighted: z.boolean(),
    consultations: z.array(z.string()),
    plans: z.array(planSchema),
  })
  .openapi('Package');

export const subscriptionSchema = z
  .object({
    id: z.number(),
    status: z.number(),
    plan: z.string().nullable(),
    plan_title: z.string(),
    package: z.string(),
    begin: z.string(),
    end: z.string(),
    days_left: z.number(),
    is_demo: z.boolean(),
    recurring: z.boolean(),
    campaigns: z.array(z.string()),
  })
  .openapi('Subscription');

const demoFlag = z.object({ days_left: z.number(), plan_title: z.string(), campaigns: z.array(z.string()) });
export const flagsSchema = z
  .object({
    email: z.string(),
    is_subscriber: z.boolean().optional(),
    was_subscribed: z.boolean().optional(),
    had_demo: z.boolean().optional(),
    future_subscriber: z.boolean().optional(),
    has_demo: z.boolean().optional(),
    had_recent_demo: z.boolean().optional(),
    demo_subscriptions: z.array(demoFlag).optional(),
    recent_demo_subscriptions: z.array(demoFlag).optional(),
    current_subscriptions: z.array(z.object({ plan_title: z.string(), days_left: z.number() })).optional(),
  })
  .openapi('SubscriptionFlags');

export const orderSchema = z
  .object({
    id: z.number(),
    order_id: z.string(),
    title: z.string(),
    package: z.string(),
    plan: z.string(),
    plan_title: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    status_label: z.string(),
    payment_type: z.string(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    can_cancel: z.boolean(),
    can_pay: z.boolean(),
  })
  .openapi('Order');

export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
  });

export const createdOrderSchema = z
  .object({
    order_id: z.string(),
    amount: z.number(),
    currency: z.literal('UAH'),
    payment_type: z.enum(['card', 'invoice']),
    checkout: z.object({ action: z.string(), data: z.string(), signature: z.string() }).nullable(),
    reused: z.boolean(),
  })
  .openapi('CreatedOrder');

export const accessSchema = z
  .object({
    packages: z.array(z.string()),
    has_subscription: z.boolean(),
    consultations: z.record(z.enum(consultationServiceSlugs as unknown as [string, ...string[]]), z.boolean()),
  })
  .openapi('Access');
