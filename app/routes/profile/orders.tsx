import { ukNumber } from '../../../common/uk-locale';
import { useEffect, useRef } from 'react';
import { data, Form, redirect, useLocation, useNavigation, useRevalidator, useSubmit } from 'react-router';
import { Link } from '../../components/ui/link';
import { buildCheckoutEvent, buildCheckoutItem } from '../../../common/analytics';
import { formatDate } from '../../../common/subscription-rules';
import { pushDataLayer } from '../../components/subscriptions/data-layer';
import { CabinetLayout } from '../../components/shell/cabinet-layout';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/orders';

/** Page number from the query string: anything but a whole number ≥ 1 is the first page. */
function pageNumberOf(url: URL): number {
  const n = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * /profile/{id}/subscriptions — 'Мої замовлення'. The profile guard lets only the owner in. Paging
 * and the «Лише оплачені» filter live in the URL (`?page=2&paid=1`), read here: no client fetch.
 */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { services, user } = args.context;
  const returned = url.searchParams.get('order');
  const isPaidOnly = url.searchParams.get('paid') === '1';
  const [orders, returnedOrder] = await Promise.all([
    user ? services.subscriptions.orders(user.id, pageNumberOf(url), isPaidOnly) : null,
    user && returned ? services.subscriptions.order(user.id, returned) : null,
  ]);
  return { frame, seo, orders, returnedOrder, returnedId: returned, isPaidOnly };
}

/**
 * Buttons of a pending order: «Оплатити» answers with the provider's form for the same order,
 * «Скасувати» cancels it. Some providers return the buyer with a POST to result_url: that has no
 * intent and is answered with the same page by GET.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  const orderId = String(form?.get('order') ?? '');
  if ((intent !== 'pay' && intent !== 'cancel') || !context.user) throw redirect(url.pathname + url.search, 303);
  try {
    if (intent === 'cancel') {
      await context.services.subscriptions.cancelOrder(context.user.id, orderId);
      return { intent, orderId, checkout: null, error: null };
    }
    const order = await context.services.subscriptions.payOrder(context.user.id, orderId, context.origin);
    return { intent, orderId, checkout: order.checkout, error: null };
  } catch (err) {
    const known = err as { status?: number; userMessage?: string };
    if (!known.status || known.status >= 500 || !known.userMessage) throw err;
    return data({ intent, orderId, checkout: null, error: known.userMessage }, { status: known.status });
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

type OrderView = NonNullable<Route.ComponentProps['loaderData']['orders']>['data'][number];

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, returnedOrder, returnedId, orders: list, isPaidOnly } = loaderData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const submit = useSubmit();
  const payForm = useRef<HTMLFormElement>(null);
  const location = useLocation();
  const isLoading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const isAwaiting =
    Boolean(returnedId) &&
    (!returnedOrder || returnedOrder.status === 'pending' || returnedOrder.status === 'processing');
  const checkout = actionData?.intent === 'pay' ? actionData.checkout : null;

  // The provider's callback may land after the buyer is back: re-read for up to a minute.
  const polls = useRef(0);
  useEffect(() => {
    if (!isAwaiting || polls.current >= 20 || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      polls.current += 1;
      revalidator.revalidate();
    }, 3000);
    return () => clearTimeout(timer);
  }, [isAwaiting, revalidator]);
  // «Оплатити» of a pending order: straight on to the provider's page with the signed form.
  useEffect(() => {
    if (checkout) payForm.current?.requestSubmit();
  }, [checkout]);
  // A paid order the buyer has just returned from: one purchase event per order (transaction_id).
  useEffect(() => {
    if (returnedOrder?.status !== 'paid') return;
    const key = `fahivets:purchase:${returnedOrder.order_id}`;
    if (localStorage.getItem(key)) return;
    localStorage.setItem(key, '1');
    const item = buildCheckoutItem({
      packageCode: returnedOrder.package,
      packageTitle: returnedOrder.package_title,
      planCode: returnedOrder.plan,
      planTitle: returnedOrder.plan_title,
      priceKop: Math.round(returnedOrder.amount * 100),
      paymentType: returnedOrder.payment_type === 'invoice' ? 'invoice' : 'card',
      transactionId: returnedOrder.order_id,
    });
    pushDataLayer(buildCheckoutEvent('purchase', [item], returnedOrder.order_id));
  }, [returnedOrder]);

  const state = !list ? 'not-loaded' : isLoading ? 'loading' : list.data.length ? 'loaded-not-empty' : 'loaded-empty';
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(isPaidOnly ? { paid: '1' } : {}), page: String(page) })}`;

  return (
    <CabinetLayout title={frame.title}>
      {returnedId ? (
        <p
          role="status"
          className={
            returnedOrder?.status === 'paid'
              ? 'card mt-4 border-emerald-200 bg-emerald-50'
              : 'card mt-4 border-amber-200 bg-amber-50'
          }
          data-testid="payment-return"
        >
          {returnedOrder?.status === 'paid'
            ? `Оплату замовлення ${returnedOrder.order_id} отримано. ${
                returnedOrder.course_kind ? 'Доступ до записів уже відкрито.' : 'Передплата вже діє.'
              }`
            : returnedOrder?.status === 'failed'
              ? `Замовлення ${returnedOrder.order_id} не оплачено.`
              : returnedOrder?.status === 'cancelled'
                ? `Замовлення ${returnedOrder.order_id} скасовано.`
                : 'Очікуємо підтвердження оплати від платіжного сервісу. Доступ відкриється одразу після нього.'}
        </p>
      ) : null}
      <Form method="get" className="mt-4 flex items-center gap-2" onChange={(e) => submit(e.currentTarget)}>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="paid" value="1" defaultChecked={isPaidOnly} key={String(isPaidOnly)} />
          Лише оплачені
        </label>
      </Form>
      {actionData?.error ? (
        <p role="alert" className="field-error mt-3">
          {actionData.error}
        </p>
      ) : null}
      {checkout ? (
        <form ref={payForm} method="post" action={checkout.action} acceptCharset="utf-8" className="card mt-3">
          <input type="hidden" name="data" value={checkout.data} />
          <input type="hidden" name="signature" value={checkout.signature} />
          <p className="mb-3 text-sm text-slate-600">Переходимо на захищену сторінку платіжного сервісу…</p>
          <button type="submit" className="btn-primary">
            Перейти до оплати
          </button>
        </form>
      ) : null}
      <div className="mt-4" data-state={state} data-testid="orders">
        {state === 'not-loaded' ? <p className="text-slate-600">Замовлення ще не завантажено.</p> : null}
        {list && !list.data.length ? (
          <div className="card py-10 text-center text-slate-600">
            <p>{isPaidOnly ? 'Оплачених замовлень поки немає.' : 'Замовлень поки немає.'}</p>
            <a href="/subscribe" className="btn-primary mt-4">
              Обрати пакет
            </a>
          </div>
        ) : null}
        {list?.data.length ? (
          <ul className="flex flex-col gap-3" aria-label="Замовлення" aria-busy={state === 'loading'}>
            {list.data.map((o) => (
              <OrderItem key={o.order_id} order={o} isBusy={navigation.state === 'submitting'} />
            ))}
          </ul>
        ) : null}
        {list && list.meta.last_page > 1 ? (
          <nav aria-label="Сторінки замовлень" className="mt-4 flex items-center gap-3">
            {list.meta.current_page > 1 ? (
              <Link to={pageHref(list.meta.current_page - 1)} className="btn-secondary">
                Попередні
              </Link>
            ) : null}
            <span className="text-sm text-slate-600">
              Сторінка {list.meta.current_page} з {list.meta.last_page}
            </span>
            {list.meta.current_page < list.meta.last_page ? (
              <Link to={pageHref(list.meta.current_page + 1)} className="btn-secondary">
                Наступні
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </CabinetLayout>
  );
}

function OrderItem({ order: o, isBusy }: { order: OrderView; isBusy: boolean }) {
  return (
    <li
      className="card flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      data-testid="order"
      data-order={o.order_id}
    >
      <div>
        <p className="font-semibold">{o.title}</p>
        <p className="text-sm text-slate-600">
          {o.plan_title} · № {o.order_id} · {formatDate(o.created_at)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold">
          {ukNumber(o.amount)} {o.currency === 'UAH' ? 'грн' : o.currency}
        </span>
        <span
          className={`chip ${
            o.status === 'paid'
              ? 'border-emerald-300 bg-emerald-50'
              : o.status === 'failed' || o.status === 'reversed'
                ? 'border-red-200 bg-red-50'
                : ''
          }`}
        >
          {o.status_label}
        </span>
        {o.can_pay || o.can_cancel ? (
          <Form method="post" className="flex gap-2">
            <input type="hidden" name="order" value={o.order_id} />
            {o.can_pay ? (
              <button
                type="submit"
                name="intent"
                value="pay"
                className="btn-primary"
                disabled={isBusy}
                aria-label={`Оплатити замовлення ${o.order_id}`}
              >
                Оплатити
              </button>
            ) : null}
            <button
              type="submit"
              name="intent"
              value="cancel"
              className="btn-secondary"
              disabled={isBusy}
              aria-label={`Скасувати замовлення ${o.order_id}`}
            >
              Скасувати
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}
