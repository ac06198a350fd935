import { and, eq, inArray, sql } from 'drizzle-orm';
import { entitlementsChanged } from '../access/entitlements';
import type { Db } from '../db/client';
import { campaignRegistrations } from '../db/schema';
import { storedTraffic } from '../../common/traffic-source';
import { campaignDestination, CAMPAIGN_IDS, findCampaign, isCampaignOpen } from '../campaigns/find-campaign';
import { grantCampaign } from '../campaigns/grant-campaign';
import { validationError, zodFields } from '../http/errors';
import type { MailMessage, Mailer } from '../mail/mailer';
import { campaignInvitationMail, campaignMail } from '../mail/templates';
import type { DomainEvent, EventBus } from '../realtime/bus';
import { registerBody } from './accounts.schema';
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

export const REGISTRATION_CAMPAIGN = CAMPAIGN_IDS.registration;

export interface CampaignOutcome {
  result: CampaignResult;
  client_id: number | null;
  newClient: boolean;
  authenticated: boolean;
  /** Where the visitor goes next (the campaign's configured page for this result). */
  redirect: string | null;
  session?: { id: string; expiresAt: Date };
}

/** Undoes the transaction: the grant was refused or misconfigured, nothing of the call remains. */
class Rollback extends Error {
  constructor(readonly result: 'already' | 'fail') {
    super(result);
  }
}

/**
 * POST /api/clients/campaign/{campaign}, driven by the campaign's row (server/campaigns). A campaign
 * that creates accounts ('registration', the demo) registers a new e-mail and signs it in; an
 * existing account's e-mail is 'already' there (like clients/register). Other campaigns record the
 * e-mail: 'already' when it was there, 'ok-for-exists-user' for the signed-in user's own account,
 * 'ok' otherwise; a guest typing an existing account's e-mail registers nothing, its owner gets a
 * letter and the guest an 'ok' indistinguishable from a new e-mail's. The registration and the grant
 * (demo subscription, gift, seat) commit together or not at all; letters and events follow the commit.
 */
export async function registerForCampaign(opts: {
  db: Db;
  mailer: Mailer;
  campaign: string;
  input: { email: string; name?: string; phone?: string; password?: string; password_confirmation?: string };
  utm?: Record<string, unknown>;
  signedInUserId: number | null;
  origin: string;
  site: string;
  meta?: SessionMeta;
  bus?: EventBus;
  now?: Date;
}): Promise<CampaignOutcome> {
  const { db, input } = opts;
  const now = opts.now ?? new Date();
  const config = await findCampaign({ db, alias: opts.campaign });
  const answer = (result: CampaignResult, rest: Partial<CampaignOutcome> = {}): CampaignOutcome => ({
    result,
    client_id: null,
    newClient: false,
    authenticated: false,
    redirect: campaignDestination(config, result),
    ...rest,
  });
  if (!isCampaignOpen(config, now)) return answer('fail');
  const traffic = storedTraffic(opts.utm);
  const letters: MailMessage[] = [];
  const events: DomainEvent[] = [];
  const later: Mailer = {
    async send(message) {
      letters.push(message);
      return { via: 'queued' };
    },
  };

  let outcome: CampaignOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const user = await findUserByEmail({ db: tx, email: input.email });
      const own = Boolean(user && opts.signedInUserId === user.id);
      const ownAnswer = (result: CampaignResult) =>
        answer(result, { client_id: own && user ? user.id : null, authenticated: own });

      if (user && !own) {
        if (config.createsAccount) return answer('already');
        // Someone else typed this account's e-mail: its owner is told, and answers look like a new e-mail's.
        await later.send(
          campaignInvitationMail({ to: user.email, name: user.name, link: `${opts.origin}/login`, site: opts.site }),
        );
        return answer('ok');
      }
      if (user && config.createsAccount && config.grantKind === 'none') return ownAnswer('already');

      let userId = user?.id ?? null;
      let session: CampaignOutcome['session'];
      let name = user?.name ?? input.name ?? '';
      if (!user && config.createsAccount) {
        const parsed = registerBody.safeParse({
          ...input,
          password_confirmation: input.password_confirmation ?? input.password,
        });
        if (!parsed.success) throw validationError(zodFields(parsed.error));
        const created = await registerUser({
          db: tx,
          mailer: later,
          input: {
            email: input.email,
            name: input.name ?? '',
            phone: input.phone ?? '',
            password: input.password ?? '',
          },
          origin: opts.origin,
          site: opts.site,
          meta: opts.meta,
        });
        userId = created.user.id;
        name = created.user.name;
        session = created.session;
      }
      const inserted = await tx
        .insert(campaignRegistrations)
        .values({ campaign: config.alias, email: input.email, userId, ...traffic })
        .onConflictDoNothing()
        .returning({ id: campaignRegistrations.id });
      if (!inserted.length) return ownAnswer('already');

      const grant = await grantCampaign({ db: tx, campaign: config, userId, now });
      if (!grant.isGranted) throw new Rollback(grant.reason === 'refused' ? 'already' : 'fail');
      events.push(...grant.events);
      if (config.letterSubject.trim()) {
        const path = grant.link?.path ?? '/';
        await later.send(
          campaignMail({
            to: input.email,
            name,
            subject: config.letterSubject,
            text: config.letterText,
            action: {
              label: grant.link?.label ?? 'Перейти на сайт',
              url: /^https?:\/\//.test(path) ? path : `${opts.origin}${path}`,
            },
            site: opts.site,
          }),
        );
      }
      if (session) {
        return answer('ok', { client_id: userId, newClient: true, authenticated: true, session });
      }
      return ownAnswer(own ? 'ok-for-exists-user' : 'ok');
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    const user = err.result === 'already' ? await findUserByEmail({ db, email: input.email }) : null;
    const own = Boolean(user && opts.signedInUserId === user.id);
    return answer(err.result, { client_id: own && user ? user.id : null, authenticated: own });
  }
  // What the campaign granted in the transaction: reads kept here and in other processes are dropped now
  // that it is committed.
  entitlementsChanged(db);
  for (const letter of letters) await opts.mailer.send(letter);
  for (const event of events) opts.bus?.publish(event);
  return outcome;
}

/** GET /api/kbs/campaign/{campaign}: how many have registered (the landings' "already registered: N"). */
export async function countCampaignRegistrations(opts: { db: Db; campaign: string }): Promise<number> {
  const [row] = await opts.db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignRegistrations)
    .where(eq(campaignRegistrations.campaign, opts.campaign));
  return row?.n ?? 0;
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
