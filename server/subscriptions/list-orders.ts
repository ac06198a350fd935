import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { courseProducts, orders, packages, plans } from '../db/schema';
import { orderProductFields } from './order-product';

export const ORDERS_PER_PAGE = 10;

/** The columns of an order the cabinet shows (the buyer, invoice and UTM stay in the database). */
export const orderCardFields = {
  id: orders.id,
  publicId: orders.publicId,
  amountKop: orders.amountKop,
  currency: orders.currency,
  status: orders.status,
  paymentType: orders.paymentType,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/** The user's orders, newest first; `paid` true → only paid ones. Page and total are read side by side. */
export async function listOrders(opts: { db: Db; userId: number; page: number; paid?: boolean }) {
  const statements = ordersStatements(opts.db, Boolean(opts.paid));
  const params = { userId: opts.userId, limit: ORDERS_PER_PAGE, offset: (opts.page - 1) * ORDERS_PER_PAGE };
  const [rows, [{ total }]] = await Promise.all([statements.page.execute(params), statements.total.execute(params)]);
  return { rows, total, page: opts.page, perPage: ORDERS_PER_PAGE };
}

/**
 * A user's page of orders and their number, all or only the paid ones, as statements built once per
 * database handle (ADR 047): the user, limit and offset are filled in.
 */
const ordersStatements = (db: Db, paid: boolean) =>
  preparedOnce(db, `subscriptions:orders:${paid}`, (d) => {
    const filter = and(eq(orders.userId, sql.placeholder('userId')), ...(paid ? [eq(orders.status, 'paid')] : []));
    return {
      page: d
        .select({ order: orderCardFields, ...orderProductFields })
        .from(orders)
        .leftJoin(packages, eq(packages.id, orders.packageId))
        .leftJoin(plans, eq(plans.id, orders.planId))
        .leftJoin(courseProducts, eq(courseProducts.id, orders.courseProductId))
        .where(filter)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED),
      total: d.select({ total: count() }).from(orders).where(filter).prepare(UNNAMED),
    };
  });
