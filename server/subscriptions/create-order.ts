import crypto from 'node:crypto';
import { checkoutInput } from '../../common/checkout';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { AppError, validationError, zodFields } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
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
}

/**
 * A pending order for a package plan. Card orders get the provider's signed checkout form; access
 * comes later, only from the verified callback. `origin` is this site's public address.
 */
export async function createOrder(opts: {
  db: Db;
  provider: PaymentProvider;
  user: SessionUser;
  packageCode: string;
  input: unknown;
  origin: string;
}): Promise<CreatedOrder> {
  const parsed = checkoutInput.safeParse(opts.input);
  if (!parsed.success) throw validationError(zodFields(parsed.error));
  const input = parsed.data;
  const pkg = await findPackage({ db: opts.db, packageCode: opts.packageCode });
  const plan = pkg?.plans.find((p) => p.code === input.plan);
  if (!pkg || !plan) throw new AppError('plan_not_found');

  const publicId = `F${Date.now().toString(36).toUpperCase()}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
  const action = input.payment_type === 'card' && plan.isRecurring ? 'subscribe' : 'pay';
  await opts.db.insert(orders).values({
    publicId,
    userId: opts.user.id,
    packageId: pkg.id,
    planId: plan.id,
    amountKop: plan.priceKop,
    currency: 'UAH',
    status: 'pending',
    paymentType: input.payment_type,
    action,
    isSandbox: opts.provider.isSandbox,
    buyer: { name: input.name, email: input.email, phone: input.phone },
    invoice: input.payment_type === 'invoice' ? { company: input.company, edrpou: input.edrpou } : null,
  });

  const description = `Передплата «${pkg.title}», ${plan.title}`;
  const checkout =
    input.payment_type === 'card'
      ? opts.provider.checkoutForm({
          action,
          amount: plan.priceKop / 100,
          currency: 'UAH',
          description,
          order_id: publicId,
          language: 'uk',
          result_url: `${opts.origin}/profile/${opts.user.id}/subscriptions?order=${publicId}`,
          server_url: `${opts.origin}/api/payments/liqpay/callback`,
          ...(action === 'subscribe'
            ? {
                subscribe: 1 as const,
                subscribe_date_start: new Date().toISOString().replace('T', ' ').slice(0, 19),
                subscribe_periodicity: 'month' as const,
              }
            : {}),
        })
      : null;
  return {
    orderId: publicId,
    packageCode: pkg.code,
    packageTitle: pkg.title,
    planCode: plan.code,
    planTitle: plan.title,
    amountKop: plan.priceKop,
    paymentType: input.payment_type,
    checkout,
  };
}
