import { z } from '@hono/zod-openapi';

const required = 'Це поле необхідно заповнити';

/** The provider's callback: form fields data and signature (LiqPay protocol). */
export const callbackForm = z
  .object({
    data: z.string({ error: required }).min(1, required).max(20_000),
    signature: z.string({ error: required }).min(1, required).max(200),
  })
  .openapi('LiqPayCallback');

export const callbackAnswer = z
  .object({ status: z.string(), order_id: z.string(), replay: z.boolean() })
  .openapi('LiqPayCallbackAnswer');
