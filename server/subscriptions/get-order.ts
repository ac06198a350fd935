import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseProducts, orders, packages, plans } from '../db/schema';
import { orderProductFields } from './order-product';

/** One order of the user by its public id (the provider's order_id), or null. */
export async function getOrder(opts: { db: Db; userId: number; publicId: string }) {
  if (!/^[A-Z0-9-]{1,60}$/i.test(opts.publicId)) return null;
  const [row] = await opts.db
    .select({
      order: orders,
      ...orderProductFields,
    })
    .from(orders)
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .leftJoin(plans, eq(plans.id, orders.planId))
    .leftJoin(courseProducts, eq(courseProducts.id, orders.courseProductId))
    .where(and(eq(orders.userId, opts.userId), eq(orders.publicId, opts.publicId)));
  return row ?? null;
}
