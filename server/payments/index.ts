import { defineCapability } from '../capability';
import { paymentsRoutes } from './payments.routes';

export const payments = defineCapability({
  name: 'payments',
  api: paymentsRoutes,
});
