import { createRoute, z } from '@hono/zod-openapi';
import { consultationServiceSlugs } from '../../common/consultation-services';
import { loadAccess } from '../access/access';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { siteOrigin } from '../http/origin';
import { providerFor } from '../payments/provider';
import { cancelOrder } from './cancel-order';
import { createOrder } from './create-order';
import { getMenuCounters } from '../menus/get-menu-counters';
import { getSubscriptionFlags } from './get-subscription-flags';
import { listOrders } from './list-orders';
import { listPackages } from './list-packages';
import { listUserSubscriptions } from './list-user-subscriptions';
import { payOrder } from './pay-order';
import { presentCreatedOrder, presentOrdersPage, presentPackage, presentSubscription } from './subscriptions.presenter';
import {
  accessSchema,
  countersQuery,
  createdOrderSchema,
  flagsQuery,
  flagsSchema,
  idParam,
  orderBody,
  orderIdParam,
  orderSchema,
  ordersQuery,
  packageSchema,
  paginated,
  subscriptionSchema,
} from './subscriptions.schema';
import { unsubscribe } from './unsubscribe';

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function subscriptionsRoutes() {
  return createApiRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/shop4/packages',
        tags: ['Subscriptions'],
        responses: {
          200: jsonResponse(z.object({ data: z.array(packageSchema) }), 'Packages with plans, prices in UAH'),
        },
      }),
      async (c) => {
        return c.json({ data: (await listPackages({ db: c.get('deps').db })).map(presentPackage) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/shop4/subscriptions',
        security: sessionSecurity,
        tags: ['Subscriptions'],
        responses: { 200: jsonResponse(z.object({ data: z.array(subscriptionSchema) }), 'Subscriptions of the user') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const subs = await listUserSubscriptions({ db: c.get('deps').db, userId: user.id });
        return c.json({ data: subs.map((s) => presentSubscription(s)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/shop4/subscriptions-flags',
        security: sessionSecurity,
        tags: ['Subscriptions'],
        request: { query: flagsQuery },
        responses: { 200: jsonResponse(flagsSchema, 'Subscription flags') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const query = c.req.valid('query');
        // Flags are personal: only the signed-in user's own e-mail may be asked for.
        if (query.email && query.email.toLowerCase() !== user.email.toLowerCase()) throw new AppError('forbidden');
        const flags = await getSubscriptionFlags({ db: c.get('deps').db, user });
        const names = list(query['flags[]']);
        if (!names.length) return c.json(flags, 200);
        return c.json(
          { email: flags.email, ...Object.fromEntries(names.map((n) => [n, flags[n as keyof typeof flags]])) },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/kbs/shop4/orders',
        security: sessionSecurity,
        tags: ['Subscriptions'],
        request: { query: ordersQuery },
        responses: { 200: jsonResponse(paginated(orderSchema), 'Orders of the user') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const { page, paid } = c.req.valid('query');
        const result = await listOrders({
          db: c.get('deps').db,
          userId: user.id,
          page,
          paid: paid === '1' || paid === 'true',
        });
        return c.json(presentOrdersPage(result), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/shop4/orders',
        security: sessionSecurity,
        tags: ['Subscriptions'],
        request: { body: { required: true, content: { 'application/json': { schema: orderBody } } } },
        responses: {
          201: jsonResponse(z.object({ data: createdOrderSchema }), 'Pending order and the signed provider form'),
        },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const { product, utm, ...input } = c.req.valid('json');
        const deps = c.get('deps');
        const order = await createOrder({
          db: deps.db,
          provider: providerFor(deps.env),
          user,
          packageCode: product,
          input,
          utm,
          origin: siteOrigin(c),
        });
        return c.json({ data: presentCreatedOrder(order) }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/shop4/orders/{id}/pay',
        security: sessionSecurity,
        tags: ['Subscriptions'],
        request: { params: orderIdParam },
        responses: {
          200: jsonResponse(z.object({ data: createdOrderSchema }), 'The provider form for an own pending card order'),
        },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const deps = c.get('deps');
        const order = await payOrder({
          db: deps.db,
          provider: providerFor(deps.env),
          userId: user.id,
          publicId: c.req.valid('param').id,
          origin: siteOrigin(c),
        });
        return c.json({ data: presentCreatedOrder(order) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/shop4/orders/{id}/cancel',
        security: sessionSecurity,
        tags: ['Subscriptions'],
        request: { params: orderIdParam },
        responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'An own pending order cancelled') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        await cancelOrder({ db: c.get('deps').db, userId: user.id, publicId: c.req.valid('param').id });
        return c.json({ ok: true }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/shop4/subscriptions/{id}/unsubscribe',
        security: sessionSecurity,
        tags: ['Subscriptions'],
        request: { params: idParam },
        responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'Renewal stopped') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const deps = c.get('deps');
        await unsubscribe({
          db: deps.db,
          provider: providerFor(deps.env),
          userId: user.id,
          subscriptionId: Number(c.req.valid('param').id),
        });
        return c.json({ ok: true }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/shop4/access',
        tags: ['Subscriptions'],
        responses: { 200: jsonResponse(accessSchema, 'What the current visitor may open') },
      }),
      async (c) => {
        const access = await loadAccess({ db: c.get('deps').db, user: c.get('user') });
        const consultations = Object.fromEntries(
          consultationServiceSlugs.map((slug) => [slug, access.canUseConsultation(slug)]),
        );
        return c.json({ packages: access.packages, has_subscription: access.hasSubscription, consultations }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/records/events/counters',
        tags: ['Counters'],
        request: { query: countersQuery },
        responses: { 200: jsonResponse(z.object({ data: z.record(z.string(), z.number()) }), 'Counter values by key') },
      }),
      async (c) => {
        const keys = list(c.req.valid('query')['keys[]']);
        // An empty key list answers empty without any lookup (spec §5).
        if (!keys.length) return c.json({ data: {} }, 200);
        const { db, registry } = c.get('deps');
        return c.json(
          {
            data: await getMenuCounters({
              db,
              user: c.get('user'),
              theme: c.get('theme'),
              keys,
              sources: registry.counters,
            }),
          },
          200,
        );
      },
    );
}
