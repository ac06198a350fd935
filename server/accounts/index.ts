import { defineCapability } from '../capability';
import { seedAccounts } from '../db/seed/accounts';
import { accountServices } from './account-services';
import { accountsRoutes } from './accounts.routes';

export const accounts = defineCapability({
  name: 'accounts',
  api: accountsRoutes,
  services: accountServices,
  seed: { demo: ({ db }) => seedAccounts(db) },
});
