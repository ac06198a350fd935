import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import { broadcastPerHandle } from '../cache/broadcast';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { courseGrants, courseProductRecords, packages, plans, subscriptions } from '../db/schema';
import { type UserSubscription, userSubscriptionFields } from '../subscriptions/list-user-subscriptions';

/**
 * What a signed-in reader has bought: every subscription (paid and demo, any status, newest end first)
 * and the records their active course grants open (ADR 040). Both the shell (offers, the expiring
 * popup: `subscriptions.additional`) and the page (`loadAccess`: paywall, consultations) ask it on the
 * same request, so it is one statement, read once per request (ADR 049): the result is kept with the
 * request's own `SessionUser` object, which no other request shares.
 *
 * A write that changes what a user has bought (a subscription granted, renewed, revoked or no longer
 * renewing; a course granted or revoked) calls `entitlementsChanged(db)`, so a request that writes and
 * then reads (a form posted without JavaScript runs its action and the page's loaders in one request)
 * reads again.
 *
 * Between requests the read is kept a second per user, like the session it follows (ADR 049,
 * amendment): a page and the calls it makes right after share it. Every such write drops what is kept,
 * in this process at once and, through Redis, in the others (`shareEntitlementChanges`); without Redis
 * another process may answer from what it read up to `KEEP_MS` before.
 */
export interface Entitlements {
  subscriptions: UserSubscription[];
  /** Records of the user's course grants active at the time of the read. */
  courseRecordIds: number[];
}

interface Kept {
  at: Date;
  writes: number;
  value: Promise<Entitlements>;
}

const perRequest = new WeakMap<SessionUser, Kept>();
/**
 * Per database handle (a process's own), bumped by every write through it and every one another process
 * reports: what was read before is dropped.
 */
const writes = new WeakMap<Db, number>();
const writesOf = (db: Db) => writes.get(db) ?? 0;
const bump = (db: Db) => writes.set(db, writesOf(db) + 1);

const KEEP_MS = 1_000;
const MAX_KEPT = 10_000;
const acrossRequests = new WeakMap<Db, Map<number, Kept>>();

/**
 * Called by every write to subscriptions or course grants: every read kept so far for this handle is
 * dropped. Called with a transaction's handle it drops nothing kept for the database's own, so a caller
 * that grants inside a transaction calls it again with the database handle after the commit (the
 * payment callback, the campaign registration).
 */
export function entitlementsChanged(db: Db): void {
  bump(db);
  changes.publish(db, { changed: true });
}

export function readEntitlements(db: Db, user: SessionUser, now?: Date): Promise<Entitlements> {
  const kept = perRequest.get(user);
  if (kept && kept.writes === writesOf(db) && (now === undefined || now.getTime() === kept.at.getTime()))
    return kept.value;
  // A read for a given moment (`now`: tests, jobs) is never shared between requests.
  const entry =
    now === undefined ? recent(db, user.id) : { at: now, writes: writesOf(db), value: read(db, user.id, now) };
  perRequest.set(user, entry);
  entry.value.catch(() => perRequest.delete(user));
  return entry.value;
}

/** The user's read of the last second, or a new one kept for the next second. */
function recent(db: Db, userId: number): Kept {
  let byUser = acrossRequests.get(db);
  if (!byUser) {
    byUser = new Map();
    acrossRequests.set(db, byUser);
  }
  const at = new Date();
  const hit = byUser.get(userId);
  if (hit && hit.writes === writesOf(db) && at.getTime() - hit.at.getTime() < KEEP_MS) return hit;
  if (byUser.size >= MAX_KEPT) byUser.clear();
  const entry: Kept = { at, writes: writesOf(db), value: read(db, userId, at) };
  byUser.set(userId, entry);
  const map = byUser;
  entry.value.catch(() => {
    if (map.get(userId) === entry) map.delete(userId);
  });
  return entry;
}

const changes = broadcastPerHandle<{ changed: true }, Db>({
  channel: 'fahivets:entitlements:changed',
  what: 'entitlements change',
  receive: (db, m) => {
    if (m?.changed === true) bump(db);
  },
});

/**
 * Other processes of the deployment drop what they keep when this one writes (and the other way round).
 * Called once per app with Redis; a failed publish is logged and leaves the others at most `KEEP_MS`
 * behind.
 */
export const shareEntitlementChanges = changes.share;

async function read(db: Db, userId: number, now: Date): Promise<Entitlements> {
  const rows = await entitlementsStatement(db).execute({ userId, now: now.toISOString() });
  const subs: UserSubscription[] = [];
  const courseRecordIds: number[] = [];
  for (const { recordId, ...sub } of rows) {
    if (recordId !== null) courseRecordIds.push(recordId);
    else subs.push(sub as UserSubscription);
  }
  return { subscriptions: subs, courseRecordIds };
}

const entitlementsStatement = (db: Db) =>
  preparedOnce(db, 'readEntitlements', (d) =>
    d
      .select({
        ...userSubscriptionFields,
        recordId: sql<number | null>`null::int`.as('record_id'),
      })
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .leftJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userIdParam))
      .unionAll(
        d
          .selectDistinct({
            id: sql<number>`null::int`.as('id'),
            status: sql<number>`null::int`.as('status'),
            isDemo: sql<boolean>`null::boolean`.as('is_demo'),
            isRecurring: sql<boolean>`null::boolean`.as('is_recurring'),
            campaigns: sql<string[]>`null::jsonb`.as('campaigns'),
            packageCode: sql<string>`null::text`.as('code'),
            packageTitle: sql<string>`null::text`.as('title'),
            planCode: sql<string | null>`null::text`.as('code'),
            planTitle: sql<string | null>`null::text`.as('title'),
            orderId: sql<number | null>`null::int`.as('order_id'),
            beginAt: sql<Date>`null::timestamptz`.as('begin_at'),
            endAt: sql<Date>`null::timestamptz`.as('end_at'),
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
          ),
      )
      // Subscriptions newest end first; the grants' rows (no end) come after them.
      .orderBy(sql`end_at desc nulls last`)
      .prepare(UNNAMED),
  );

const userIdParam = sql.placeholder('userId');
const nowParam = sql.placeholder('now');
