import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { entitlementsChanged } from '../access/entitlements';
import { orders, subscriptions } from '../db/schema';
import { AppError } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';

/** Stops the monthly renewal of the user's recurring subscription; access runs to its end. */
export async function unsubscribe(opts: { db: Db; provider: PaymentProvider; userId: number; subscriptionId: number }) {
  const [row] = await opts.db
    .select({ sub: subscriptions, orderPublicId: orders.publicId })
    .from(subscriptions)
    .leftJoin(orders, eq(orders.id, subscriptions.orderId))
    .where(and(eq(subscriptions.id, opts.subscriptionId), eq(subscriptions.userId, opts.userId)));
  if (!row) throw new AppError('not_found');
  if (!row.sub.isRecurring || !row.orderPublicId) throw new AppError('conflict');
  try {
    await opts.provider.unsubscribe(row.orderPublicId);
  } catch (err) {
    throw new AppError('unsubscribe_failed', { internal: err instanceof Error ? err.message : String(err) });
  }
  await opts.db.update(subscriptions).set({ isRecurring: false }).where(eq(subscriptions.id, row.sub.id));
  entitlementsChanged(opts.db);
}
