import type { SessionUser } from '../accounts/sessions';
import { consultationPackages, type ConsultationServiceSlug } from '../../common/consultation-services';
import type { PackageCode } from '../../common/packages';
import type { Db } from '../db/client';
import { isActive } from '../subscriptions/list-user-subscriptions';
import { readEntitlements } from './entitlements';

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
  /** Records opened by the user's bought courses and paid webinars (ADR 040), beside the packages. */
  courseRecordIds: number[];
  canOpen(item: ProtectedItem): boolean;
  canUseConsultation(service: ConsultationServiceSlug): boolean;
}

export function accessFor(user: SessionUser | null, packages: PackageCode[], courseRecordIds: number[] = []): Access {
  const active = user ? packages : [];
  const bought = new Set(user ? courseRecordIds : []);
  return {
    user,
    packages: active,
    hasSubscription: active.length > 0,
    courseRecordIds: [...bought],
    canOpen: (item) =>
      item.isFree ||
      (item.kind === 'record' && bought.has(item.id)) ||
      (active.length > 0 && (!item.packages?.length || item.packages.some((p) => active.includes(p)))),
    canUseConsultation: (service) => consultationPackages[service].some((p) => active.includes(p)),
  };
}

/**
 * Active packages of the user (paid and demo subscriptions with status 1, begun, end not passed) and
 * the records of their bought courses: one read per request, shared with the shell (ADR 049).
 */
export async function loadAccess(opts: { db: Db; user: SessionUser | null; now?: Date }): Promise<Access> {
  if (!opts.user) return accessFor(null, []);
  const now = opts.now ?? new Date();
  const { subscriptions, courseRecordIds } = await readEntitlements(opts.db, opts.user, opts.now);
  const active = new Set(subscriptions.filter((s) => isActive(s, now)).map((s) => s.packageCode as PackageCode));
  return accessFor(opts.user, [...active], courseRecordIds);
}
