import type { Db } from '../db/client';
import type { DomainEvent } from '../realtime/bus';
import { grantDemoSubscription } from '../subscriptions/grant-demo';
import type { CampaignConfig } from './find-campaign';

export type CampaignGrant =
  | { isGranted: true; events: DomainEvent[]; link: { label: string; path: string } | null }
  /** The person cannot have it (a second demo, a running subscription): the registration is undone. */
  | { isGranted: false; reason: 'refused' | 'misconfigured' };

/**
 * What a campaign gives, inside the registration's transaction. A demo needs an account; a gift
 * file, a webinar seat and a course enrolment are the registration row itself plus the letter.
 */
export async function grantCampaign(opts: {
  db: Db;
  campaign: CampaignConfig;
  userId: number | null;
  now: Date;
}): Promise<CampaignGrant> {
  const { campaign } = opts;
  switch (campaign.grantKind) {
    case 'demo': {
      if (!campaign.packageCode || !campaign.demoDays || campaign.demoDays < 1) {
        return { isGranted: false, reason: 'misconfigured' };
      }
      if (opts.userId === null) return { isGranted: false, reason: 'misconfigured' };
      const demo = await grantDemoSubscription({
        db: opts.db,
        userId: opts.userId,
        packageCode: campaign.packageCode,
        days: campaign.demoDays,
        campaign: campaign.alias,
        now: opts.now,
      });
      if (!demo.isGranted)
        return { isGranted: false, reason: demo.reason === 'unknown_package' ? 'misconfigured' : 'refused' };
      return { isGranted: true, events: [demo.event], link: { label: 'Перейти до матеріалів', path: '/news' } };
    }
    case 'file':
      if (!campaign.giftUrl) return { isGranted: false, reason: 'misconfigured' };
      return { isGranted: true, events: [], link: { label: 'Завантажити подарунок', path: campaign.giftUrl } };
    case 'webinar':
      return {
        isGranted: true,
        events: [],
        link: campaign.webinarId ? { label: 'Сторінка вебінару', path: `/free-webinars/${campaign.webinarId}` } : null,
      };
    default:
      return { isGranted: true, events: [], link: null };
  }
}
