import { and, eq, gt } from 'drizzle-orm';
import { limits } from '../../common/limits';
import type { Db } from '../db/client';
import { entitlementsChanged } from '../access/entitlements';
import { packages, subscriptions, users } from '../db/schema';
import type { DomainEvent } from '../realtime/bus';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoRefusal = 'had_demo' | 'subscriber' | 'unknown_package';

export type DemoGrant =
  | { isGranted: true; id: number; endAt: Date; event: DomainEvent }
  | { isGranted: false; reason: DemoRefusal };

/**
 * A demo period of a package granted by a campaign. Runs inside the caller's transaction (the
 * registration it belongs to); the caller publishes the event after the commit. One demo per
 * person per package, ever, and none while a paid subscription runs: the flags had_demo and
 * had_recent_demo follow from the row once it ends (get-subscription-flags.ts).
 */
export async function grantDemoSubscription(opts: {
  db: Db;
  userId: number;
  packageCode: string;
  days: number;
  campaign: string;
  now: Date;
}): Promise<DemoGrant> {
  const { db, now } = opts;
  // Two demo requests of one person at once: the second waits here and then sees the first's row.
  await db.select({ id: users.id }).from(users).where(eq(users.id, opts.userId)).for('update');
  const [pkg] = await db.select({ id: packages.id }).from(packages).where(eq(packages.code, opts.packageCode));
  if (!pkg) return { isGranted: false, reason: 'unknown_package' };
  const [paid] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, opts.userId),
        eq(subscriptions.isDemo, false),
        eq(subscriptions.status, limits.activeSubscriptionStatus),
        gt(subscriptions.endAt, now),
      ),
    )
    .limit(1);
  if (paid) return { isGranted: false, reason: 'subscriber' };
  const [earlier] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, opts.userId), eq(subscriptions.packageId, pkg.id), eq(subscriptions.isDemo, true)),
    )
    .limit(1);
  if (earlier) return { isGranted: false, reason: 'had_demo' };
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: opts.userId,
      packageId: pkg.id,
      status: limits.activeSubscriptionStatus,
      isDemo: true,
      campaigns: [opts.campaign],
      beginAt: now,
      endAt: new Date(now.getTime() + opts.days * DAY_MS),
    })
    .returning({ id: subscriptions.id, endAt: subscriptions.endAt });
  entitlementsChanged(opts.db);
  return {
    isGranted: true,
    id: row.id,
    endAt: row.endAt,
    event: {
      type: 'subscription.activated',
      payload: { userId: opts.userId, subscriptionId: row.id, packageId: pkg.id, endAt: row.endAt.toISOString() },
    },
  };
}
