import { defineCapability } from '../capability';
import { startWebinarReminders } from './reminder-timer';
import { seedWebinars } from './seed-webinars';
import { webinarServices } from './webinar-services';
import { webinarsRoutes } from './webinars.routes';

/** Free webinars: list, page data, registration through their campaign, reminders, staff editing. */
export const webinars = defineCapability({
  name: 'webinars',
  api: webinarsRoutes,
  services: (deps) => {
    startWebinarReminders(deps);
    return webinarServices(deps);
  },
  seed: { demo: ({ db }) => seedWebinars(db) },
});
