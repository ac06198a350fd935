import type { SessionUser } from '../accounts/sessions';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { consultationPackages, type ConsultationServiceSlug } from '../../common/consultation-services';
import { limits } from '../../common/limits';
import type { PackageCode } from '../../common/packages';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { courseGrants, courseProductRecords, packages, subscriptions } from '../db/schema';

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

/** Active packages of the user: paid and demo subscriptions with status 1, begun, end not passed. */
export async function loadAccess(opts: { db: Db; user: SessionUser | null; now?: Date }): Promise<Access> {
  if (!opts.user) return accessFor(null, []);
  const now = opts.now ?? new Date();
  // One statement for both (each signed-in request asks): active packages, then bought records.
  const rows = await accessStatement(opts.db).execute({ userId: opts.user.id, now: now.toISOString() });
  return accessFor(
    opts.user,
    rows.flatMap((r) => (r.code === null ? [] : [r.code as PackageCode])),
    rows.flatMap((r) => (r.recordId === null ? [] : [r.recordId])),
  );
}

const accessStatement = (db: Db) =>
  preparedOnce(db, 'loadAccess', (d) => packageRows(d).union(boughtRecords(d)).prepare(UNNAMED));

const userIdParam = sql.placeholder('userId');
const nowParam = sql.placeholder('now');

function packageRows(db: Db) {
  return db
    .selectDistinct({
      code: sql<string | null>`${packages.code}`.as('code'),
      recordId: sql<number | null>`null::int`.as('record_id'),
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(
        eq(subscriptions.userId, userIdParam),
        eq(subscriptions.status, limits.activeSubscriptionStatus),
        lte(subscriptions.beginAt, nowParam),
        gt(subscriptions.endAt, nowParam),
      ),
    );
}

/** Records of the user's active course grants (status 1, begun, lifetime or end not passed). */
function boughtRecords(db: Db) {
  return db
    .selectDistinct({
      code: sql<string | null>`null::text`.as('code'),
      recordId: sql<number | null>`${courseProductRecords.recordId}`.as('record_id'),
    })
    .from(courseGrants)
    .innerJoin(courseProductRecords, eq(courseProductRecords.productId, courseGrants.productId))
    .where(
      and(
        eq(courseGrants.userId, userIdParam),
        eq(courseGrants.status, 1),
        lte(courseGrants.beginAt, nowParam),
        or(isNull(courseGrants.endAt), gt(courseGrants.endAt, nowParam)),
      ),
    );
}
