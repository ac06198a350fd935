import { defineCapability } from '../capability';
import { createApiRouter } from '../http/openapi';
import { attachmentRoutes } from '../uploads/attachment.routes';
import { MATERIAL_SCOPE, materialFileAccess } from './material-files';
import { startWebinarReminders } from './reminder-timer';
import type { SessionUser } from '../accounts/sessions';
import { seedWebinars } from './seed-webinars';
import { mayJoinPresence } from './webinar-room';
import { webinarServices } from './webinar-services';
import { webinarsRoutes } from './webinars.routes';

/** Free webinars: list, page data, registration through their campaign, reminders, staff editing. */
export const webinars = defineCapability({
  name: 'webinars',
  api: (deps) =>
    createApiRouter()
      .route('/', attachmentRoutes(deps, MATERIAL_SCOPE, materialFileAccess))
      .route('/', webinarsRoutes(deps)),
  services: (deps) => {
    startWebinarReminders(deps);
    return webinarServices(deps);
  },
  rooms: { 'presence-webinar': (room, user, deps) => mayJoinPresence(deps.db, room, user as SessionUser | null) },
  seed: { demo: ({ db }) => seedWebinars(db) },
});
