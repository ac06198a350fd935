import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseProducts, orders, packages, plans } from '../db/schema';
import { orderProductFields } from './order-product';

export const ORDERS_PER_PAGE = 10;

/** The user's orders, newest first; `paid` true → only paid ones. */
export async function listOrders(opts: { db: Db; userId: number; page: number; paid?: boolean }) {
  const where: SQL[] = [eq(orders.userId, opts.userId)];
  if (opts.paid) where.push(eq(orders.status, 'paid'));
  const filter = and(...where);
  const [{ total }] = await opts.db.select({ total: count() }).from(orders).where(filter);
  const rows = await opts.db
    .select({
      order: orders,
      ...orderProductFields,
    })
    .from(orders)
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .leftJoin(plans, eq(plans.id, orders.planId))
    .leftJoin(courseProducts, eq(courseProducts.id, orders.courseProductId))
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((opts.page - 1) * ORDERS_PER_PAGE);
  return { rows, total, page: opts.page, perPage: ORDERS_PER_PAGE };
}
