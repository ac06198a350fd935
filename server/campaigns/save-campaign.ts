import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignRegistrations, campaigns, packages } from '../db/schema';
import { validationError } from '../http/errors';
import type { CampaignInput } from './campaigns.schema';
import type { CampaignConfig } from './find-campaign';

/** Staff create or change a campaign; the demo's package must exist. */
export async function saveCampaign(opts: { db: Db; alias: string; input: CampaignInput }): Promise<{
  campaign: CampaignConfig;
  isCreated: boolean;
}> {
  const { db, input } = opts;
  if (input.grant_kind === 'demo' && input.package_code) {
    const [pkg] = await db.select({ id: packages.id }).from(packages).where(eq(packages.code, input.package_code));
    if (!pkg) throw validationError({ package_code: ['Такого пакета немає'] });
  }
  const values = {
    title: input.title,
    grantKind: input.grant_kind,
    createsAccount: input.creates_account,
    packageCode: input.package_code ?? null,
    demoDays: input.demo_days ?? null,
    giftUrl: input.gift_url ?? null,
    webinarId: input.webinar_id ?? null,
    courseId: input.course_id ?? null,
    okPath: input.ok_path,
    existsPath: input.exists_path,
    alreadyPath: input.already_path,
    letterSubject: input.letter_subject,
    letterText: input.letter_text,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    updatedAt: new Date(),
  };
  const [existing] = await db.select({ alias: campaigns.alias }).from(campaigns).where(eq(campaigns.alias, opts.alias));
  const [row] = await db
    .insert(campaigns)
    .values({ alias: opts.alias, ...values })
    .onConflictDoUpdate({ target: campaigns.alias, set: values })
    .returning();
  return { campaign: row, isCreated: !existing };
}

/** Staff list: every configured campaign with its registrations count. */
export async function listCampaigns(opts: { db: Db }) {
  const rows = await opts.db.select().from(campaigns).orderBy(campaigns.alias);
  const counts = await opts.db
    .select({ campaign: campaignRegistrations.campaign, n: sql<number>`count(*)::int` })
    .from(campaignRegistrations)
    .groupBy(campaignRegistrations.campaign);
  const byAlias = new Map(counts.map((r) => [r.campaign, r.n]));
  return rows.map((r) => ({ campaign: r, registrations: byAlias.get(r.alias) ?? 0 }));
}
