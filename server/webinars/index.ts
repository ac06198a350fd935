import { defineCapability } from '../capability';
import { seedWebinars } from './seed-webinars';
import { webinarServices } from './webinar-services';
import { webinarsRoutes } from './webinars.routes';

/** Free webinars: list, page data, registration through their campaign, staff editing. */
export const webinars = defineCapability({
  name: 'webinars',
  api: webinarsRoutes,
  services: webinarServices,
  seed: { demo: ({ db }) => seedWebinars(db) },
});
