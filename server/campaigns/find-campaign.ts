import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns } from '../db/schema';

export type CampaignConfig = typeof campaigns.$inferSelect;

/** Campaign ids of spec part 2 §9; the values of the fixed ones are ours (seeded, editable). */
export const CAMPAIGN_IDS = {
  registration: 'registration',
  changeMyPackage: 'change-my-package',
  subscribeForUpdates: 'subscribe-for-updates',
  freeWebinarsSubscribe: 'free-webinars-subscribe',
  militaryCertificate: 'military-registration-certificate',
  demo: 'demo',
} as const;

/**
 * An alias nobody configured behaves as a campaign that only records the e-mail (the legacy
 * behaviour landings relied on); a configured one is used as stored.
 */
export function unconfiguredCampaign(alias: string): CampaignConfig {
  return {
    alias,
    title: alias,
    grantKind: 'none',
    createsAccount: alias === CAMPAIGN_IDS.registration,
    packageCode: null,
    demoDays: null,
    giftUrl: null,
    webinarId: null,
    courseId: null,
    okPath: '/thank_auth',
    existsPath: '/thank_auth',
    alreadyPath: '/thank_replay',
    letterSubject: '',
    letterText: '',
    startsAt: null,
    endsAt: null,
    updatedAt: new Date(0),
  };
}

export async function findCampaign(opts: { db: Db; alias: string }): Promise<CampaignConfig> {
  const [row] = await opts.db.select().from(campaigns).where(eq(campaigns.alias, opts.alias));
  return row ?? unconfiguredCampaign(opts.alias);
}

/** Open between its dates (either may be empty). */
export function isCampaignOpen(c: Pick<CampaignConfig, 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (c.startsAt && c.startsAt.getTime() > now.getTime()) return false;
  if (c.endsAt && c.endsAt.getTime() <= now.getTime()) return false;
  return true;
}

/** Where a result leads (spec part 1 §4: ok and ok-for-exists-user → /thank_auth, already → /thank_replay). */
export function campaignDestination(c: CampaignConfig, result: string): string | null {
  if (result === 'ok') return c.okPath;
  if (result === 'ok-for-exists-user') return c.existsPath;
  if (result === 'already') return c.alreadyPath;
  return null;
}
