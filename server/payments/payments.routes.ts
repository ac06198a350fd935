import { createRoute } from '@hono/zod-openapi';
import { createApiRouter } from '../http/openapi';
import { callbackAnswer, callbackForm } from './payments.schema';
import { processCallback } from './process-callback';
import { providerFor } from './provider';

export const PAYMENT_CALLBACK_PATH = '/api/payments/liqpay/callback';

/** Server-to-server callback of the payment provider; authenticated by its signature, not a session. */
export function paymentsRoutes() {
  return createApiRouter().openapi(
    createRoute({
      method: 'post',
      path: '/payments/liqpay/callback',
      tags: ['Payments'],
      request: { body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: callbackForm } } } },
      responses: {
        200: {
          description: 'Callback processed (or a replay that changed nothing)',
          content: { 'application/json': { schema: callbackAnswer } },
        },
      },
    }),
    async (c) => {
      const { data, signature } = c.req.valid('form');
      const deps = c.get('deps');
      const result = await processCallback({
        db: deps.db,
        provider: providerFor(deps.env),
        data,
        signature,
        log: c.get('log'),
        bus: deps.bus,
      });
      return c.json({ status: result.status, order_id: result.orderId, replay: result.isReplay }, 200);
    },
  );
}
