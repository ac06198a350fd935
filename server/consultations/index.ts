import { consultationServices } from '../../common/consultation-services';
import { defineCapability } from '../capability';
import { consultationEventRooms, consultationRoomRule, CONSULTATIONS_ROOM } from './consultation-events';
import { consultationKind } from './consultation-kind';
import { seedOnlineConsultationCampaign } from './consultation-landings';
import { consultationsRoutes } from './consultations.routes';
import { seedConsultationArchive } from './consultations-seed';
import { consultationsServices } from './consultations-services';
import { consultationsSearchSource } from './search-archive-site';
import { countUnread, UNREAD_COUNTER } from './unread';

export const consultations = defineCapability({
  name: 'consultations',
  api: consultationsRoutes,
  services: consultationsServices,
  seed: {
    reference: ({ db }) => seedOnlineConsultationCampaign(db),
    demo: ({ db }) => seedConsultationArchive(db),
  },
  sitemap: async () => ['/consultations', ...consultationServices.map((s) => `/consultations/${s.slug}`)],
  engagementKinds: [consultationKind],
  search: [consultationsSearchSource],
  counters: { [UNREAD_COUNTER]: countUnread },
  rooms: { [CONSULTATIONS_ROOM]: consultationRoomRule },
  events: consultationEventRooms,
});
