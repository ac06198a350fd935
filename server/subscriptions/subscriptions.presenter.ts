import { courseOrderTitle } from '../../common/courses';
import { daysLeft } from '../../common/subscription-rules';
import { consultationPackages } from '../../common/consultation-services';
import type { PackageCode } from '../../common/packages';
import type { CreatedOrder } from './create-order';
import type { PackageWithPlans } from './list-packages';
import type { listOrders } from './list-orders';
import type { UserSubscription } from './list-user-subscriptions';

export const orderStatusLabels: Record<string, string> = {
  pending: 'Очікує оплати',
  processing: 'Оплата перевіряється',
  paid: 'Оплачено',
  failed: 'Не оплачено',
  reversed: 'Кошти повернено',
  cancelled: 'Скасовано',
};

export function presentPackage(p: PackageWithPlans) {
  return {
    code: p.code,
    title: p.title,
    description: p.description,
    features: p.features,
    highlighted: p.isHighlighted,
    consultations: Object.entries(consultationPackages)
      .filter(([, codes]) => codes.includes(p.code as PackageCode))
      .map(([slug]) => slug),
    plans: p.plans.map((pl) => ({
      code: pl.code,
      title: pl.title,
      months: pl.months,
      price: pl.priceKop / 100,
      price_kop: pl.priceKop,
      recurring: pl.isRecurring,
    })),
  };
}
export type PackageView = ReturnType<typeof presentPackage>;

export function presentSubscription(s: UserSubscription, now = new Date()) {
  return {
    id: s.id,
    status: s.status,
    plan: s.planCode,
    plan_title: s.packageTitle,
    package: s.packageCode,
    begin: s.beginAt.toISOString(),
    end: s.endAt.toISOString(),
    days_left: daysLeft(s.endAt, now),
    is_demo: s.isDemo,
    recurring: s.isRecurring,
    campaigns: s.campaigns,
  };
}
export type SubscriptionView = ReturnType<typeof presentSubscription>;

type OrderRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];
export function presentOrder(r: OrderRow) {
  return {
    id: r.order.id,
    order_id: r.order.publicId,
    title: r.courseKind ? courseOrderTitle(r.courseKind, r.packageTitle) : `Передплата «${r.packageTitle}»`,
    /** course | webinar for a course order, null for a package. */
    course_kind: r.courseKind,
    package: r.packageCode,
    package_title: r.packageTitle,
    plan: r.planCode,
    plan_title: r.planTitle,
    amount: r.order.amountKop / 100,
    currency: r.order.currency,
    status: r.order.status,
    status_label: orderStatusLabels[r.order.status] ?? r.order.status,
    payment_type: r.order.paymentType,
    created_at: r.order.createdAt.toISOString(),
    paid_at: r.order.paidAt ? r.order.paidAt.toISOString() : null,
    /** Still waiting for payment: the buyer may cancel it, or pay a card order from the cabinet. */
    can_cancel: r.order.status === 'pending',
    can_pay: r.order.status === 'pending' && r.order.paymentType === 'card',
  };
}
export type OrderView = ReturnType<typeof presentOrder>;

export function presentOrdersPage(result: Awaited<ReturnType<typeof listOrders>>) {
  return {
    data: result.rows.map(presentOrder),
    meta: {
      current_page: result.page,
      last_page: Math.max(1, Math.ceil(result.total / result.perPage)),
      per_page: result.perPage,
      total: result.total,
    },
  };
}

export function presentCreatedOrder(o: CreatedOrder) {
  return {
    order_id: o.orderId,
    amount: o.amountKop / 100,
    currency: 'UAH' as const,
    payment_type: o.paymentType,
    checkout: o.checkout,
    reused: o.isReused,
  };
}
