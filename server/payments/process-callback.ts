import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { entitlementsChanged } from '../access/entitlements';
import { grantCourse, revokeCourse } from '../courses/grant-course';
import { courseProducts, orders, paymentCallbacks, plans } from '../db/schema';
import { AppError } from '../http/errors';
import type { Logger } from '../observability/logger';
import type { DomainEvent, EventBus } from '../realtime/bus';
import {
  grantSubscription,
  renewSubscription,
  revokeSubscription,
  stopRenewal,
} from '../subscriptions/grant-subscription';
import { classifyStatus, decodeData, type PaymentOutcome } from './liqpay-protocol';
import type { PaymentProvider } from './provider';

const callbackData = z.object({
  order_id: z.string().min(1).max(100),
  status: z.string().min(1).max(50),
  public_key: z.string().optional(),
  amount: z.coerce.number().optional(),
  currency: z.string().optional(),
  payment_id: z.union([z.string(), z.number()]).optional(),
  paytype: z.string().optional(),
});

/** Status-column prefix of a refused (amount/currency mismatch) callback kept for audit. */
export const MISMATCH_KEY_PREFIX = 'mismatch:';

export interface CallbackResult {
  orderId: string;
  status: string;
  outcome: PaymentOutcome;
  /** The same (order, status) was processed before; nothing changed. */
  isReplay: boolean;
}

/**
 * A provider callback: signature checked in constant time, then each (order_id, status) applied
 * once inside one transaction. Only a verified success/subscribed (sandbox in sandbox mode) with
 * the order's own amount and currency grants access; reversed revokes it.
 */
export async function processCallback(opts: {
  db: Db;
  provider: PaymentProvider;
  data: string;
  signature: string;
  log?: Logger;
  now?: Date;
  bus?: EventBus;
}): Promise<CallbackResult> {
  const { db, provider } = opts;
  if (!provider.verify(opts.data, opts.signature)) throw new AppError('payment_signature_invalid');
  const parsed = callbackData.safeParse(decodeData(opts.data));
  if (!parsed.success) throw new AppError('payment_data_invalid');
  const payload = parsed.data;
  if (payload.public_key !== undefined && payload.public_key !== provider.publicKey)
    throw new AppError('payment_data_invalid');
  const now = opts.now ?? new Date();
  const paymentId = payload.payment_id === undefined ? null : String(payload.payment_id);

  // Domain events of this callback, published only once its transaction has committed.
  const committed: DomainEvent[] = [];
  const answer = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.publicId, payload.order_id)).for('update');
    if (!order) throw new AppError('order_not_found');
    const outcome = classifyStatus(payload.status, provider.isSandbox);
    if (
      outcome === 'paid' &&
      (payload.amount === undefined ||
        Math.round(payload.amount * 100) !== order.amountKop ||
        payload.currency !== order.currency)
    ) {
      // Kept for audit under a key of its own: only a callback that is applied may occupy the
      // idempotency key (order, status), or a wrong-amount "success" would block the right one.
      opts.log?.warn(
        { orderId: order.publicId, amount: payload.amount, currency: payload.currency },
        'payment amount mismatch',
      );
      await tx.insert(paymentCallbacks).values({
        orderPublicId: order.publicId,
        status: `${MISMATCH_KEY_PREFIX}${payload.status}:${crypto.randomUUID()}`,
        paymentId,
        payload: payload as Record<string, unknown>,
      });
      const ignored: CallbackResult = {
        orderId: order.publicId,
        status: payload.status,
        outcome: 'ignored',
        isReplay: false,
      };
      return ignored;
    }
    // A regular charge of a recurring order repeats "success" with a new payment id: its own key.
    const isRenewal =
      outcome === 'paid' && order.status === 'paid' && order.action === 'subscribe' && paymentId !== null;
    const key = isRenewal ? `renewal:${paymentId}` : payload.status;
    const inserted = await tx
      .insert(paymentCallbacks)
      .values({ orderPublicId: order.publicId, status: key, paymentId, payload: payload as Record<string, unknown> })
      .onConflictDoNothing()
      .returning({ id: paymentCallbacks.id });
    const result: CallbackResult = {
      orderId: order.publicId,
      status: payload.status,
      outcome,
      isReplay: inserted.length === 0,
    };
    if (result.isReplay) return result;

    const touch = { providerStatus: payload.status, updatedAt: now };
    if (outcome === 'paid' && isRenewal && order.planId !== null) {
      const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId));
      await renewSubscription({ db: tx, orderId: order.id, months: plan.months, now });
      await tx.update(orders).set(touch).where(eq(orders.id, order.id));
    } else if (
      outcome === 'paid' &&
      (order.status === 'pending' || order.status === 'processing' || order.status === 'failed')
    ) {
      await tx
        .update(orders)
        .set({ ...touch, status: 'paid', paidAt: now })
        .where(eq(orders.id, order.id));
      committed.push(await grantOrder(tx, order, now));
    } else if (outcome === 'pending' && (order.status === 'pending' || order.status === 'processing')) {
      await tx
        .update(orders)
        .set({ ...touch, status: 'processing' })
        .where(eq(orders.id, order.id));
    } else if (outcome === 'failed' && (order.status === 'pending' || order.status === 'processing')) {
      await tx
        .update(orders)
        .set({ ...touch, status: 'failed' })
        .where(eq(orders.id, order.id));
    } else if (outcome === 'reversed') {
      await tx
        .update(orders)
        .set({ ...touch, status: 'reversed' })
        .where(eq(orders.id, order.id));
      await revokeSubscription({ db: tx, orderId: order.id });
      await revokeCourse({ db: tx, orderId: order.id });
    } else if (outcome === 'unsubscribed') {
      await stopRenewal({ db: tx, orderId: order.id });
      await tx.update(orders).set(touch).where(eq(orders.id, order.id));
    } else {
      opts.log?.info(
        { orderId: order.publicId, status: payload.status, orderStatus: order.status },
        'payment callback changes nothing',
      );
    }
    return result;
  });
  // The grants above ran in the transaction: reads kept in this and other processes are dropped once more
  // now that the change is committed (one started before the commit saw the old rows).
  entitlementsChanged(db);
  for (const event of committed) opts.bus?.publish(event);
  return answer;
}

/** What a paid order opens: a package period or a course (ADR 040); the event to publish after commit. */
async function grantOrder(tx: Db, order: typeof orders.$inferSelect, now: Date): Promise<DomainEvent> {
  if (order.courseProductId !== null) {
    const [product] = await tx.select().from(courseProducts).where(eq(courseProducts.id, order.courseProductId));
    const granted = await grantCourse({
      db: tx,
      userId: order.userId,
      productId: product.id,
      orderId: order.id,
      months: product.accessMonths,
      now,
    });
    return granted.event;
  }
  if (order.packageId === null || order.planId === null) throw new Error(`Order ${order.publicId} sells nothing`);
  const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId));
  const granted = await grantSubscription({
    db: tx,
    userId: order.userId,
    packageId: order.packageId,
    planId: order.planId,
    orderId: order.id,
    months: plan.months,
    isRecurring: order.action === 'subscribe',
    now,
  });
  return granted.event;
}
