import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { entitlementsChanged } from '../access/entitlements';
import { subscriptions } from '../db/schema';
import type { DomainEvent } from '../realtime/bus';

function addMonths(from: Date | number, months: number): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * A paid period of a package for a user. It starts where the user's running paid period of the same
 * package ends (or now). Runs inside the caller's transaction; the caller publishes the returned
 * `subscription.activated` event after it commits.
 */
export async function grantSubscription(opts: {
  db: Db;
  userId: number;
  packageId: number;
  planId: number;
  orderId: number | null;
  months: number;
  isRecurring: boolean;
  now: Date;
}): Promise<{ id: number; beginAt: Date; endAt: Date; event: DomainEvent }> {
  const { db, now } = opts;
  const [running] = await db
    .select({ endAt: subscriptions.endAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, opts.userId),
        eq(subscriptions.packageId, opts.packageId),
        eq(subscriptions.status, 1),
        eq(subscriptions.isDemo, false),
        gt(subscriptions.endAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endAt))
    .limit(1);
  const beginAt = running ? running.endAt : now;
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: opts.userId,
      packageId: opts.packageId,
      planId: opts.planId,
      orderId: opts.orderId,
      status: 1,
      isRecurring: opts.isRecurring,
      beginAt,
      endAt: addMonths(beginAt, opts.months),
    })
    .returning({ id: subscriptions.id, beginAt: subscriptions.beginAt, endAt: subscriptions.endAt });
  entitlementsChanged(opts.db);
  return {
    ...row,
    event: {
      type: 'subscription.activated',
      payload: {
        userId: opts.userId,
        subscriptionId: row.id,
        packageId: opts.packageId,
        endAt: row.endAt.toISOString(),
      },
    },
  };
}

/** A regular charge of a recurring order: its active period runs `months` longer (from now if it lapsed). */
export async function renewSubscription(opts: { db: Db; orderId: number; months: number; now: Date }) {
  const [sub] = await opts.db.select().from(subscriptions).where(eq(subscriptions.orderId, opts.orderId));
  if (sub?.status !== 1) return;
  await opts.db
    .update(subscriptions)
    .set({ endAt: addMonths(Math.max(sub.endAt.getTime(), opts.now.getTime()), opts.months) })
    .where(eq(subscriptions.id, sub.id));
  entitlementsChanged(opts.db);
}

/** A reversed payment: the order's periods end and stop renewing. */
export async function revokeSubscription(opts: { db: Db; orderId: number }) {
  await opts.db
    .update(subscriptions)
    .set({ status: 0, isRecurring: false })
    .where(eq(subscriptions.orderId, opts.orderId));
  entitlementsChanged(opts.db);
}

/** The provider stopped the regular charge: the period runs to its end without renewing. */
export async function stopRenewal(opts: { db: Db; orderId: number }) {
  await opts.db.update(subscriptions).set({ isRecurring: false }).where(eq(subscriptions.orderId, opts.orderId));
  entitlementsChanged(opts.db);
}
