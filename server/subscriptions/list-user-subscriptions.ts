import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { packages, plans, subscriptions } from '../db/schema';

export interface UserSubscription {
  id: number;
  status: number;
  isDemo: boolean;
  isRecurring: boolean;
  campaigns: string[];
  packageCode: string;
  packageTitle: string;
  planCode: string | null;
  planTitle: string | null;
  orderId: number | null;
  beginAt: Date;
  endAt: Date;
}

/** Every subscription of a user (paid and demo, any status), newest end first. */
export async function listUserSubscriptions(opts: { db: Db; userId: number }): Promise<UserSubscription[]> {
  return subscriptionsStatement(opts.db).execute({ userId: opts.userId });
}

/** The columns of a `UserSubscription`, from `subscriptions` joined with `packages` and `plans` (left). */
export const userSubscriptionFields = {
  id: subscriptions.id,
  status: subscriptions.status,
  isDemo: subscriptions.isDemo,
  isRecurring: subscriptions.isRecurring,
  campaigns: subscriptions.campaigns,
  packageCode: packages.code,
  packageTitle: packages.title,
  planCode: plans.code,
  planTitle: plans.title,
  orderId: subscriptions.orderId,
  beginAt: subscriptions.beginAt,
  endAt: subscriptions.endAt,
};

const subscriptionsStatement = (db: Db) =>
  preparedOnce(db, 'listUserSubscriptions', (d) =>
    d
      .select(userSubscriptionFields)
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .leftJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, sql.placeholder('userId')))
      .orderBy(desc(subscriptions.endAt))
      .prepare(UNNAMED),
  );

/** Running now: status 1, begun, end not passed. */
export function isActive(s: Pick<UserSubscription, 'status' | 'beginAt' | 'endAt'>, now: Date): boolean {
  return s.status === 1 && s.beginAt.getTime() <= now.getTime() && s.endAt.getTime() > now.getTime();
}
