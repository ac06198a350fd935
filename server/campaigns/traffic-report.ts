import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignRegistrations, orders, packages } from '../db/schema';

/** One row of a per-source count: the stored source/medium and the utm campaign of the touch. */
export interface TrafficRow {
  source: string;
  medium: string;
  campaign: string;
  count: number;
}

export interface TrafficRange {
  /** Inclusive first day (UTC), or null for no lower bound. */
  from: Date | null;
  /** Exclusive end (the day after the last day), or null. */
  to: Date | null;
}

const utmCampaign = (col: typeof campaignRegistrations.utm | typeof orders.utm) =>
  sql<string>`coalesce(nullif(${col}->>'campaign', ''), nullif(${col}->>'utm_campaign', ''), 'none')`;

/** Campaign registrations per source, medium and utm campaign, optionally of one campaign alias. */
export async function registrationsBySource(opts: {
  db: Db;
  campaign: string | null;
  range: TrafficRange;
}): Promise<TrafficRow[]> {
  const r = campaignRegistrations;
  const campaign = utmCampaign(r.utm);
  const n = count();
  const rows = await opts.db
    .select({ source: r.source, medium: r.medium, campaign, count: n })
    .from(r)
    .where(
      and(
        opts.campaign ? eq(r.campaign, opts.campaign) : undefined,
        opts.range.from ? gte(r.createdAt, opts.range.from) : undefined,
        opts.range.to ? lt(r.createdAt, opts.range.to) : undefined,
      ),
    )
    .groupBy(r.source, r.medium, campaign)
    .orderBy(desc(n), r.source, r.medium, campaign)
    .limit(500);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Paid orders per source, medium and utm campaign (by payment date), optionally of one package. */
export async function paidOrdersBySource(opts: {
  db: Db;
  packageCode: string | null;
  range: TrafficRange;
}): Promise<(TrafficRow & { amount: number })[]> {
  const o = orders;
  const campaign = utmCampaign(o.utm);
  const n = count();
  const rows = await opts.db
    .select({ source: o.source, medium: o.medium, campaign, count: n, amountKop: sum(o.amountKop) })
    .from(o)
    .innerJoin(packages, eq(packages.id, o.packageId))
    .where(
      and(
        eq(o.status, 'paid'),
        opts.packageCode ? eq(packages.code, opts.packageCode) : undefined,
        opts.range.from ? gte(o.paidAt, opts.range.from) : undefined,
        opts.range.to ? lt(o.paidAt, opts.range.to) : undefined,
      ),
    )
    .groupBy(o.source, o.medium, campaign)
    .orderBy(desc(n), o.source, o.medium, campaign)
    .limit(500);
  return rows.map(({ amountKop, ...row }) => ({
    ...row,
    count: Number(row.count),
    amount: Number(amountKop ?? 0) / 100,
  }));
}

/** Both tables of the staff's traffic page for validated filters (days are UTC, `to` inclusive). */
export async function trafficReport(opts: {
  db: Db;
  query: { campaign?: string; package?: string; from?: string; to?: string };
}) {
  const { query } = opts;
  const range: TrafficRange = {
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : null,
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : null,
  };
  const [registrations, paid] = await Promise.all([
    registrationsBySource({ db: opts.db, campaign: query.campaign ?? null, range }),
    paidOrdersBySource({ db: opts.db, packageCode: query.package ?? null, range }),
  ]);
  return { registrations, orders: paid };
}
