import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, packages, plans } from '../db/schema';

/** One order of the user by its public id (the provider's order_id), or null. */
export async function getOrder(opts: { db: Db; userId: number; publicId: string }) {
  if (!/^[A-Z0-9-]{1,60}$/i.test(opts.publicId)) return null;
  const [row] = await opts.db
    .select({
      order: orders,
      packageTitle: packages.title,
      packageCode: packages.code,
      planTitle: plans.title,
      planCode: plans.code,
    })
    .from(orders)
    .innerJoin(packages, eq(packages.id, orders.packageId))
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(and(eq(orders.userId, opts.userId), eq(orders.publicId, opts.publicId)));
  return row ?? null;
}
