import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * The buyer drops an order that still waits for payment. Only their own pending order can be
 * cancelled (someone else's is "not found"); one the provider is verifying, or that is paid or
 * failed, is a conflict. A provider callback arriving later changes nothing (process-callback only
 * moves pending/processing/failed orders).
 */
export async function cancelOrder(opts: { db: Db; userId: number; publicId: string }): Promise<void> {
  if (!/^[A-Z0-9-]{1,60}$/i.test(opts.publicId)) throw new AppError('order_not_found');
  await opts.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, opts.userId), eq(orders.publicId, opts.publicId)))
      .for('update');
    if (!order) throw new AppError('order_not_found');
    if (order.status !== 'pending') throw new AppError('order_not_pending');
    await tx.update(orders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(orders.id, order.id));
  });
}
