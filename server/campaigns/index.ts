import { defineCapability } from '../capability';
import { campaignServices } from './campaign-services';
import { campaignsRoutes } from './campaigns.routes';
import { seedCampaigns } from './seed-campaigns';

/** Campaigns as configuration: what a registration grants, where it leads, the letter it sends. */
export const campaigns = defineCapability({
  name: 'campaigns',
  api: campaignsRoutes,
  services: campaignServices,
  seed: { reference: ({ db }) => seedCampaigns(db) },
});
