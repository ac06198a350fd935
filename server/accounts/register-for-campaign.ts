import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignRegistrations } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { campaignInvitationMail } from '../mail/templates';
import { findUserByEmail } from './find-user';
import type { SessionMeta } from './log-in';
import { registerUser } from './register-user';

/** Campaign result statuses of spec part 1 §4. */
export type CampaignResult =
  | 'ok'
  | 'ok-for-exists-user'
  | 'already'
  | 'too-many-attempts'
  | 'fail'
  | 'campaign-not-specified';

export const REGISTRATION_CAMPAIGN = 'registration';

export interface CampaignOutcome {
  result: CampaignResult;
  client_id: number | null;
  newClient: boolean;
  authenticated: boolean;
  session?: { id: string; expiresAt: Date };
}

/**
 * POST /api/clients/campaign/{campaign}. 'registration' creates the account (like clients/register)
 * and signs it in. Any other campaign records the e-mail against it: 'already' when it was there,
 * 'ok-for-exists-user' when it is the signed-in user's own account, 'ok' otherwise. A guest who
 * types an existing account's e-mail registers nothing: the owner gets a letter, the guest an 'ok'
 * indistinguishable from a new e-mail's, and no account id is ever returned to anyone but its owner.
 */
export async function registerForCampaign(opts: {
  db: Db;
  mailer: Mailer;
  campaign: string;
  input: { email: string; name?: string; phone?: string; password?: string };
  signedInUserId: number | null;
  origin: string;
  site: string;
  meta?: SessionMeta;
}): Promise<CampaignOutcome> {
  const { db, campaign, input } = opts;
  if (campaign === REGISTRATION_CAMPAIGN) {
    const existing = await findUserByEmail({ db, email: input.email });
    if (existing) {
      const own = opts.signedInUserId === existing.id;
      return { result: 'already', client_id: own ? existing.id : null, newClient: false, authenticated: own };
    }
    const { user, session } = await registerUser({
      db,
      mailer: opts.mailer,
      input: { email: input.email, name: input.name ?? '', phone: input.phone ?? '', password: input.password ?? '' },
      origin: opts.origin,
      site: opts.site,
      meta: opts.meta,
    });
    await db
      .insert(campaignRegistrations)
      .values({ campaign, email: user.email, userId: user.id })
      .onConflictDoNothing();
    return { result: 'ok', client_id: user.id, newClient: true, authenticated: true, session };
  }
  const user = await findUserByEmail({ db, email: input.email });
  const own = Boolean(user && opts.signedInUserId === user.id);
  if (user && !own) {
    // Someone else typed this account's e-mail: its owner is told, and answers look like a new e-mail's.
    await opts.mailer.send(
      campaignInvitationMail({ to: user.email, name: user.name, link: `${opts.origin}/login`, site: opts.site }),
    );
    return { result: 'ok', client_id: null, newClient: false, authenticated: false };
  }
  const inserted = await db
    .insert(campaignRegistrations)
    .values({ campaign, email: input.email, userId: user?.id ?? null })
    .onConflictDoNothing()
    .returning({ id: campaignRegistrations.id });
  const clientId = own && user ? user.id : null;
  if (!inserted.length) return { result: 'already', client_id: clientId, newClient: false, authenticated: own };
  return { result: own ? 'ok-for-exists-user' : 'ok', client_id: clientId, newClient: false, authenticated: own };
}

/** GET clients/campaigns/registered: which of the campaigns the e-mail is registered for. */
export async function listCampaignRegistrations(opts: {
  db: Db;
  email: string;
  campaigns: string[];
}): Promise<Record<string, boolean>> {
  const out: Record<string, boolean> = Object.fromEntries(opts.campaigns.map((c) => [c, false]));
  if (!opts.campaigns.length) return out;
  const rows = await opts.db
    .select({ campaign: campaignRegistrations.campaign })
    .from(campaignRegistrations)
    .where(
      and(
        inArray(campaignRegistrations.campaign, opts.campaigns),
        eq(sql`lower(${campaignRegistrations.email})`, opts.email.toLowerCase()),
      ),
    );
  for (const r of rows) out[r.campaign] = true;
  return out;
}
