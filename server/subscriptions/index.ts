import { defineCapability } from '../capability';
import { seedDemoSubscriptions, seedPackages } from '../db/seed/subscriptions';
import { subscriptionServices } from './subscription-services';
import { subscriptionsRoutes } from './subscriptions.routes';

export const subscriptions = defineCapability({
  name: 'subscriptions',
  api: subscriptionsRoutes,
  services: subscriptionServices,
  seed: { reference: ({ db }) => seedPackages(db), demo: ({ db }) => seedDemoSubscriptions(db) },
});
