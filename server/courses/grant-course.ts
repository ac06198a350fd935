import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { entitlementsChanged } from '../access/entitlements';
import { courseGrants } from '../db/schema';
import type { DomainEvent } from '../realtime/bus';

function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * Access to a bought course or webinar. Runs inside the payment callback's transaction; the caller
 * publishes the returned event after it commits. A second purchase of a product with limited access
 * starts where the running one ends; a lifetime product stays lifetime.
 */
export async function grantCourse(opts: {
  db: Db;
  userId: number;
  productId: number;
  orderId: number | null;
  /** null = lifetime */
  months: number | null;
  now: Date;
}): Promise<{ id: number; beginAt: Date; endAt: Date | null; event: DomainEvent }> {
  const { db, now } = opts;
  const [running] = await db
    .select({ endAt: courseGrants.endAt })
    .from(courseGrants)
    .where(
      and(
        eq(courseGrants.userId, opts.userId),
        eq(courseGrants.productId, opts.productId),
        eq(courseGrants.status, 1),
        or(isNull(courseGrants.endAt), gt(courseGrants.endAt, now)),
      ),
    )
    .orderBy(desc(courseGrants.endAt))
    .limit(1);
  const beginAt = running?.endAt ?? now;
  const [row] = await db
    .insert(courseGrants)
    .values({
      userId: opts.userId,
      productId: opts.productId,
      orderId: opts.orderId,
      status: 1,
      beginAt,
      endAt: opts.months ? addMonths(beginAt, opts.months) : null,
    })
    .returning({ id: courseGrants.id, beginAt: courseGrants.beginAt, endAt: courseGrants.endAt });
  entitlementsChanged(opts.db);
  return {
    ...row,
    event: {
      type: 'course.granted',
      payload: {
        userId: opts.userId,
        grantId: row.id,
        productId: opts.productId,
        endAt: row.endAt?.toISOString() ?? null,
      },
    },
  };
}

/** A reversed payment closes what the order opened. */
export async function revokeCourse(opts: { db: Db; orderId: number }) {
  await opts.db.update(courseGrants).set({ status: 0 }).where(eq(courseGrants.orderId, opts.orderId));
  entitlementsChanged(opts.db);
}
