import { daysLeft, fallbackFlags, type SubscriptionFlags } from '../../common/subscription-rules';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import type { Logger } from '../observability/logger';
import { readEntitlements } from '../access/entitlements';
import { isActive } from './list-user-subscriptions';

/** A demo that ended within this many days counts as "recent". */
export const RECENT_DEMO_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Subscription flags of spec part 2 §3, derived from the user's paid and demo subscriptions. */
export async function getSubscriptionFlags(opts: {
  db: Db;
  user: SessionUser;
  now?: Date;
}): Promise<SubscriptionFlags> {
  const now = opts.now ?? new Date();
  // The request's shared read (ADR 049): sorted as a copy.
  const subs = [...(await readEntitlements(opts.db, opts.user, opts.now)).subscriptions].sort(
    (a, b) => a.endAt.getTime() - b.endAt.getTime(),
  );
  const paid = subs.filter((s) => !s.isDemo);
  const demos = subs.filter((s) => s.isDemo && s.status === 1);
  const ended = (s: (typeof subs)[number]) => s.endAt.getTime() <= now.getTime() || s.status !== 1;
  const activeDemos = demos.filter((s) => isActive(s, now));
  const recentDemos = demos.filter((s) => ended(s) && now.getTime() - s.endAt.getTime() <= RECENT_DEMO_DAYS * DAY_MS);
  const demoEntry = (s: (typeof subs)[number]) => ({
    days_left: daysLeft(s.endAt, now),
    plan_title: s.packageTitle,
    campaigns: s.campaigns,
  });
  return {
    email: opts.user.email,
    is_subscriber: paid.some((s) => isActive(s, now)),
    was_subscribed: paid.some((s) => ended(s) && s.beginAt.getTime() <= now.getTime()),
    had_demo: demos.some(ended),
    future_subscriber: paid.some((s) => s.status === 1 && s.beginAt.getTime() > now.getTime()),
    has_demo: activeDemos.length > 0,
    had_recent_demo: recentDemos.length > 0,
    demo_subscriptions: activeDemos.map(demoEntry),
    recent_demo_subscriptions: recentDemos.map(demoEntry),
    current_subscriptions: paid
      .filter((s) => isActive(s, now))
      .map((s) => ({ plan_title: s.packageTitle, days_left: daysLeft(s.endAt, now) })),
  };
}

/**
 * Flags for pages: a guest gets the fallback, and so does a user when the lookup fails
 * (spec §8: is_subscriber, was_subscribed, had_demo all false).
 */
export async function flagsOrFallback(opts: {
  db: Db;
  user: SessionUser | null;
  log?: Logger;
}): Promise<SubscriptionFlags> {
  if (!opts.user) return fallbackFlags();
  try {
    return await getSubscriptionFlags({ db: opts.db, user: opts.user });
  } catch (err) {
    opts.log?.warn({ err }, 'subscription flags failed');
    return fallbackFlags(opts.user.email);
  }
}
