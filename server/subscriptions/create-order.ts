import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { checkoutInput } from '../../common/checkout';
import { storedTraffic } from '../../common/traffic-source';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { AppError, validationError, zodFields } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { checkoutFormFor } from './checkout-form';
import { findCourseProduct } from '../courses/find-course-product';
import { COURSE_PLAN_CODE, courseAccessTitle, courseOrderTitle } from '../../common/courses';
import { findPackage } from './list-packages';

export interface CreatedOrder {
  orderId: string;
  packageCode: string;
  packageTitle: string;
  planCode: string;
  planTitle: string;
  amountKop: number;
  paymentType: 'card' | 'invoice';
  /** The form the browser POSTs to the provider; null for an invoice (bank transfer). */
  checkout: { action: string; data: string; signature: string } | null;
  /** An open pending order of the same plan was taken up again instead of a new one. */
  isReused: boolean;
}

/**
 * A pending order for a package plan. Card orders get the provider's signed checkout form; access
 * comes later, only from the verified callback. A user's open pending order for the same plan, way
 * of payment and price is reused (buyer details refreshed), so pressing «Оформити» again does not
 * pile up unpaid orders. `origin` is this site's public address.
 */
export async function createOrder(opts: {
  db: Db;
  provider: PaymentProvider;
  user: SessionUser;
  packageCode: string;
  input: unknown;
  origin: string;
  /** The visit's traffic source (`__utm__`: the JSON body's `utm`, or the cookie of a page form). */
  utm?: Record<string, unknown>;
}): Promise<CreatedOrder> {
  const parsed = checkoutInput.safeParse(opts.input);
  if (!parsed.success) throw validationError(zodFields(parsed.error));
  const input = parsed.data;
  const product = await findProduct(opts.db, opts.packageCode, input.plan);
  if (!product) throw new AppError('plan_not_found');
  const { pkg, plan } = product;

  const action = input.payment_type === 'card' && plan.isRecurring ? 'subscribe' : 'pay';
  const details = {
    buyer: { name: input.name, email: input.email, phone: input.phone },
    invoice: input.payment_type === 'invoice' ? { company: input.company, edrpou: input.edrpou } : null,
  };
  // Last non-direct touch: an order taken up again keeps its source unless a new touch came with it.
  const traffic = opts.utm && Object.keys(opts.utm).length > 0 ? storedTraffic(opts.utm) : null;
  const { publicId, isReused } = await opts.db.transaction(async (tx) => {
    // One checkout of a user at a time: two quick clicks must not both miss the open order.
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK}, ${opts.user.id})`);
    const [open] = await tx
      .select({ id: orders.id, publicId: orders.publicId })
      .from(orders)
      .where(
        and(
          eq(orders.userId, opts.user.id),
          product.sameProduct,
          eq(orders.status, 'pending'),
          eq(orders.paymentType, input.payment_type),
          eq(orders.amountKop, plan.priceKop),
          eq(orders.isSandbox, opts.provider.isSandbox),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1)
      .for('update');
    if (open) {
      await tx
        .update(orders)
        .set({ ...details, ...(traffic ?? {}), updatedAt: new Date() })
        .where(eq(orders.id, open.id));
      return { publicId: open.publicId, isReused: true };
    }
    const id = `F${Date.now().toString(36).toUpperCase()}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
    await tx.insert(orders).values({
      publicId: id,
      userId: opts.user.id,
      packageId: pkg.id,
      planId: plan.id,
      courseProductId: product.courseProductId,
      amountKop: plan.priceKop,
      currency: 'UAH',
      status: 'pending',
      paymentType: input.payment_type,
      action,
      isSandbox: opts.provider.isSandbox,
      ...details,
      ...(traffic ?? {}),
    });
    return { publicId: id, isReused: false };
  });

  return {
    orderId: publicId,
    packageCode: pkg.code,
    packageTitle: pkg.title,
    planCode: plan.code,
    planTitle: plan.title,
    amountKop: plan.priceKop,
    paymentType: input.payment_type,
    checkout:
      input.payment_type === 'card'
        ? checkoutFormFor({
            provider: opts.provider,
            origin: opts.origin,
            userId: opts.user.id,
            publicId,
            action,
            amountKop: plan.priceKop,
            description: product.courseKind
              ? `${courseOrderTitle(product.courseKind, pkg.title)}, ${plan.title}`
              : `Передплата «${pkg.title}», ${plan.title}`,
          })
        : null,
    isReused,
  };
}

/**
 * What `/checkout/{product}/{plan}` sells: a package plan, or a course or paid webinar whose one
 * «plan» is its access period (ADR 040). Both go through the same order, provider and callback.
 */
async function findProduct(db: Db, code: string, planCode: string) {
  const pkg = await findPackage({ db, packageCode: code });
  if (pkg) {
    const plan = pkg.plans.find((p) => p.code === planCode);
    return plan
      ? { pkg, plan, courseProductId: null, courseKind: null, sameProduct: eq(orders.planId, plan.id) }
      : null;
  }
  const course = await findCourseProduct({ db, code });
  if (!course || planCode !== COURSE_PLAN_CODE) return null;
  return {
    pkg: { id: null, code: course.code, title: course.title },
    plan: {
      id: null,
      code: COURSE_PLAN_CODE,
      title: courseAccessTitle(course.accessMonths),
      priceKop: course.priceKop,
      isRecurring: false,
    },
    courseProductId: course.id,
    courseKind: course.kind,
    sameProduct: eq(orders.courseProductId, course.id),
  };
}

/** Advisory lock namespace of checkout (any constant distinct from other advisory locks). */
const ORDER_LOCK = 0x0f0d;
