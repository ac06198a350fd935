import type { ConsultationServiceSlug } from '../../common/consultation-services';
import { loadAccess } from '../access/access';
import type { SessionUser } from '../accounts/sessions';
import type { AppDeps } from '../http/types';
import { providerFor } from '../payments/provider';
import { cancelOrder } from './cancel-order';
import { createOrder } from './create-order';
import { getOrder } from './get-order';
import { flagsOrFallback } from './get-subscription-flags';
import { listOrders } from './list-orders';
import { listPackages } from './list-packages';
import { listUserSubscriptions } from './list-user-subscriptions';
import { payOrder } from './pay-order';
import {
  presentCreatedOrder,
  presentOrder,
  presentOrdersPage,
  presentPackage,
  presentSubscription,
} from './subscriptions.presenter';
import { unsubscribe } from './unsubscribe';
import { readerAdditional } from './user-additional';

/** What page loaders and actions may ask of the subscriptions capability (in-process, presented). */
export function subscriptionServices(deps: AppDeps) {
  const { db, log } = deps;
  return {
    packages: async () => (await listPackages({ db })).map(presentPackage),
    /** Falls back to the three booleans false on failure (spec §8). */
    flags: (user: SessionUser | null) => flagsOrFallback({ db, user, log }),
    list: async (userId: number) => (await listUserSubscriptions({ db, userId })).map((s) => presentSubscription(s)),
    orders: async (userId: number, page: number, paid?: boolean) =>
      presentOrdersPage(await listOrders({ db, userId, page, paid })),
    order: async (userId: number, publicId: string) => {
      const row = await getOrder({ db, userId, publicId });
      return row ? presentOrder(row) : null;
    },
    /** The signed-in reader's packages, from the read this request's access check shares (ADR 049). */
    additional: (user: SessionUser) => readerAdditional({ db, user }),
    createOrder: async (opts: {
      user: SessionUser;
      packageCode: string;
      input: unknown;
      origin: string;
      utm?: Record<string, string>;
    }) =>
      presentCreatedOrder(
        await createOrder({
          db,
          provider: providerFor(deps.env),
          ...opts,
        }),
      ),
    payOrder: async (userId: number, publicId: string, origin: string) =>
      presentCreatedOrder(
        await payOrder({
          db,
          provider: providerFor(deps.env),
          userId,
          publicId,
          origin: deps.env.PUBLIC_URL ? new URL(deps.env.PUBLIC_URL).origin : origin,
        }),
      ),
    cancelOrder: (userId: number, publicId: string) => cancelOrder({ db, userId, publicId }),
    unsubscribe: (userId: number, subscriptionId: number) =>
      unsubscribe({ db, provider: providerFor(deps.env), userId, subscriptionId }),
    consultationAccess: async (user: SessionUser | null, slugs: ConsultationServiceSlug[]) => {
      const access = await loadAccess({ db, user });
      return Object.fromEntries(slugs.map((s) => [s, access.canUseConsultation(s)])) as Record<
        ConsultationServiceSlug,
        boolean
      >;
    },
  };
}
