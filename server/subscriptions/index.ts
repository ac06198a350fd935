import { defineCapability } from '../capability';
import { seedDemoSubscriptions, seedPackages } from '../db/seed/subscriptions';
import { subscriptionServices } from './subscription-services';
import { subscriptionsRoutes } from './subscriptions.routes';

export const subscriptions = defineCapability({
  name: 'subscriptions',
  api: subscriptionsRoutes,
  services: subscriptionServices,
  seed: { reference: ({ db }) => seedPackages(db), demo: ({ db }) => seedDemoSubscriptions(db) },
  events: {
    // The buyer's open tabs learn at once that access is granted (the payment return may lag).
    'subscription.activated': (p) => [
      {
        room: `private-user.${p.userId}`,
        event: 'subscription_activated',
        payload: { id: p.subscriptionId, end_at: p.endAt },
      },
    ],
  },
});
