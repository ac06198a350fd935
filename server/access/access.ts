import type { SessionUser } from '../accounts/sessions';
import { and, eq, gt, lte } from 'drizzle-orm';
import { consultationPackages, type ConsultationServiceSlug } from '../../common/consultation-services';
import { limits } from '../../common/limits';
import type { PackageCode } from '../../common/packages';
import type { Db } from '../db/client';
import { packages, subscriptions } from '../db/schema';

/**
 * The one access authority (issue: subscriptions). Every content capability asks it "can this
 * user open this item / this consultation service?" and its presenter cuts content with the answer.
 *
 * Contract (stable): `loadAccess({ db, user })` once per request, then synchronous questions.
 * The subscriptions capability owns the internals (packages, demo periods, expiry).
 */
export type { ConsultationServiceSlug, PackageCode };

export interface ProtectedItem {
  kind: 'news' | 'record' | 'video' | 'handbook' | 'document' | 'webinar';
  id: number;
  /** Open to everybody (e.g. a news post with post_access = true for all). */
  isFree: boolean;
  /** Packages that open it; empty = any active subscription (paid or demo). */
  packages?: PackageCode[];
}

export interface Access {
  user: SessionUser | null;
  /** Active packages (status 1, end not passed), paid and demo. */
  packages: PackageCode[];
  hasSubscription: boolean;
  canOpen(item: ProtectedItem): boolean;
  canUseConsultation(service: ConsultationServiceSlug): boolean;
}

export function accessFor(user: SessionUser | null, packages: PackageCode[]): Access {
  const active = user ? packages : [];
  return {
    user,
    packages: active,
    hasSubscription: active.length > 0,
    canOpen: (item) =>
      item.isFree || (active.length > 0 && (!item.packages?.length || item.packages.some((p) => active.includes(p)))),
    canUseConsultation: (service) => consultationPackages[service].some((p) => active.includes(p)),
  };
}

/** Active packages of the user: paid and demo subscriptions with status 1, begun, end not passed. */
export async function loadAccess(opts: { db: Db; user: SessionUser | null; now?: Date }): Promise<Access> {
  if (!opts.user) return accessFor(null, []);
  const now = opts.now ?? new Date();
  const rows = await opts.db
    .selectDistinct({ code: packages.code })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(
        eq(subscriptions.userId, opts.user.id),
        eq(subscriptions.status, limits.activeSubscriptionStatus),
        lte(subscriptions.beginAt, now),
        gt(subscriptions.endAt, now),
      ),
    );
  return accessFor(
    opts.user,
    rows.map((r) => r.code as PackageCode),
  );
}
