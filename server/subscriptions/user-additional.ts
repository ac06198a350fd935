import { currentPackages, daysLeft } from '../../common/subscription-rules';
import type { Db } from '../db/client';
import type { SessionUser } from '../accounts/sessions';
import { readEntitlements } from '../access/entitlements';
import { isActive, listUserSubscriptions, type UserSubscription } from './list-user-subscriptions';

/** User.additional of spec part 2 §3: the current package (first by end) and all active ones. */
export interface UserAdditional {
  packages: { code: string; title: string; plan: string | null; end: string; is_demo: boolean }[];
  begin: string | null;
  plan_title: string | null;
  left: number | null;
  end: string | null;
  recurring: boolean;
}

/** For `GET /api/clients/profile` (accounts) and the cabinet. Dates are ISO strings. */
export async function userAdditional(opts: { db: Db; userId: number; now?: Date }): Promise<UserAdditional> {
  return additionalOf(await listUserSubscriptions({ db: opts.db, userId: opts.userId }), opts.now ?? new Date());
}

/**
 * The same for the signed-in reader of this request, from the read the page's access check shares (ADR 049).
 * That read is kept a second and shared by the reader's requests, and so is what is worked out of it
 * here, for that second (ADR 073): a subscription that ends within it shows as ended a second late at
 * most, the bound of the kept read itself. A caller's own `now` is always worked out anew.
 */
export async function readerAdditional(opts: { db: Db; user: SessionUser; now?: Date }): Promise<UserAdditional> {
  const { subscriptions } = await readEntitlements(opts.db, opts.user, opts.now);
  if (opts.now) return additionalOf(subscriptions, opts.now);
  const now = new Date();
  const kept = workedOut.get(subscriptions);
  const age = kept ? now.getTime() - kept.at : -1;
  if (kept && age >= 0 && age < 1_000) return kept.value;
  const value = additionalOf(subscriptions, now);
  workedOut.set(subscriptions, { at: now.getTime(), value });
  return value;
}

/** By the kept read's own array (gone with it): shared between requests, so never changed by callers. */
const workedOut = new WeakMap<UserSubscription[], { at: number; value: UserAdditional }>();

function additionalOf(subscriptions: UserSubscription[], now: Date): UserAdditional {
  const active = currentPackages(
    subscriptions.filter((s) => isActive(s, now)).map((s) => ({ ...s, end: s.endAt })),
    now,
  );
  const current = active[0];
  return {
    packages: active.map((s) => ({
      code: s.packageCode,
      title: s.packageTitle,
      plan: s.planCode,
      end: s.endAt.toISOString(),
      is_demo: s.isDemo,
    })),
    begin: current ? current.beginAt.toISOString() : null,
    plan_title: current ? current.packageTitle : null,
    left: current ? daysLeft(current.endAt, now) : null,
    end: current ? current.endAt.toISOString() : null,
    recurring: active.some((s) => s.isRecurring),
  };
}
