import type { PaymentProvider } from '../payments/provider';

/** The provider's signed checkout form for one order: new orders and pending ones paid later share it. */
export function checkoutFormFor(opts: {
  provider: PaymentProvider;
  origin: string;
  userId: number;
  publicId: string;
  action: string;
  amountKop: number;
  description: string;
}) {
  const isSubscribe = opts.action === 'subscribe';
  return opts.provider.checkoutForm({
    action: isSubscribe ? 'subscribe' : 'pay',
    amount: opts.amountKop / 100,
    currency: 'UAH',
    description: opts.description,
    order_id: opts.publicId,
    language: 'uk',
    result_url: `${opts.origin}/profile/${opts.userId}/subscriptions?order=${opts.publicId}`,
    server_url: `${opts.origin}/api/payments/liqpay/callback`,
    ...(isSubscribe
      ? {
          subscribe: 1 as const,
          subscribe_date_start: new Date().toISOString().replace('T', ' ').slice(0, 19),
          subscribe_periodicity: 'month' as const,
        }
      : {}),
  });
}
