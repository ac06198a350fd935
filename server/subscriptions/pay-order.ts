import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseOrderTitle } from '../../common/courses';
import { courseProducts, orders, packages, plans } from '../db/schema';
import { orderProductFields } from './order-product';
import { AppError } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { checkoutFormFor } from './checkout-form';
import type { CreatedOrder } from './create-order';

/**
 * The provider's form again for the buyer's own pending card order (from 'Мої замовлення'), with
 * the order's own amount and action: paying later never makes a second order.
 */
export async function payOrder(opts: {
  db: Db;
  provider: PaymentProvider;
  userId: number;
  publicId: string;
  origin: string;
}): Promise<CreatedOrder> {
  if (!/^[A-Z0-9-]{1,60}$/i.test(opts.publicId)) throw new AppError('order_not_found');
  const [row] = await opts.db
    .select({ order: orders, ...orderProductFields })
    .from(orders)
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .leftJoin(plans, eq(plans.id, orders.planId))
    .leftJoin(courseProducts, eq(courseProducts.id, orders.courseProductId))
    .where(and(eq(orders.userId, opts.userId), eq(orders.publicId, opts.publicId)));
  if (!row) throw new AppError('order_not_found');
  const { order } = row;
  if (order.status !== 'pending' || order.paymentType !== 'card' || order.isSandbox !== opts.provider.isSandbox)
    throw new AppError('order_not_pending');
  return {
    orderId: order.publicId,
    packageCode: row.packageCode,
    packageTitle: row.packageTitle,
    planCode: row.planCode,
    planTitle: row.planTitle,
    amountKop: order.amountKop,
    paymentType: 'card',
    checkout: checkoutFormFor({
      provider: opts.provider,
      origin: opts.origin,
      userId: opts.userId,
      publicId: order.publicId,
      action: order.action,
      amountKop: order.amountKop,
      description: row.courseKind
        ? `${courseOrderTitle(row.courseKind, row.packageTitle)}, ${row.planTitle}`
        : `Передплата «${row.packageTitle}», ${row.planTitle}`,
    }),
    isReused: true,
  };
}
