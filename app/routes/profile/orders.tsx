import { useEffect, useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import { buildCheckoutEvent, buildCheckoutItem } from '../../../common/analytics';
import { formatDate } from '../../../common/subscription-rules';
import { pushDataLayer } from '../../components/subscriptions/data-layer';
import { CabinetLayout } from '../../components/shell/cabinet-layout';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/orders';

/** /profile/{id}/subscriptions — 'Мої замовлення'. The profile guard lets only the owner in. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { services, user } = args.context;
  const returned = url.searchParams.get('order');
  const [orders, returnedOrder] = await Promise.all([
    user ? services.subscriptions.orders(user.id, 1) : null,
    user && returned ? services.subscriptions.order(user.id, returned) : null,
  ]);
  return { frame, seo, orders, returnedOrder, returnedId: returned };
}

/** Some providers return the buyer with a POST to result_url: answer with the same page by GET. */
export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  throw redirect(url.pathname + url.search, 303);
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

type OrdersPage = NonNullable<Route.ComponentProps['loaderData']['orders']>;
type LoadState = 'not-loaded' | 'loading' | 'loaded-empty' | 'loaded-not-empty';

const stateOf = (list: OrdersPage | null): LoadState =>
  !list ? 'not-loaded' : list.data.length ? 'loaded-not-empty' : 'loaded-empty';

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { frame, returnedOrder, returnedId } = loaderData;
  const [list, setList] = useState<OrdersPage | null>(loaderData.orders);
  const [state, setState] = useState<LoadState>(stateOf(loaderData.orders));
  const [isPaidOnly, setPaidOnly] = useState(false);
  const [error, setError] = useState('');
  const revalidator = useRevalidator();
  const isAwaiting =
    Boolean(returnedId) &&
    (!returnedOrder || returnedOrder.status === 'pending' || returnedOrder.status === 'processing');

  // The provider's callback may land after the buyer is back: re-read for up to a minute.
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!isAwaiting || polls >= 20 || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      revalidator.revalidate();
    }, 3000);
    return () => clearTimeout(timer);
  }, [isAwaiting, polls, revalidator]);
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
  useEffect(() => {
    setList(loaderData.orders);
    setState(stateOf(loaderData.orders));
    setPaidOnly(false);
  }, [loaderData.orders]);

  const load = async (page: number, paidOnly: boolean) => {
    setState('loading');
    setError('');
    try {
      const r = await fetch(`/api/kbs/shop4/orders?page=${page}${paidOnly ? '&paid=1' : ''}`, {
        headers: { accept: 'application/json' },
      });
      if (!r.ok) throw new Error(String(r.status));
      const next = (await r.json()) as OrdersPage;
      const merged = page > 1 && list ? { ...next, data: [...list.data, ...next.data] } : next;
      setList(merged);
      setState(stateOf(merged));
    } catch {
      setError('Не вдалося завантажити замовлення, спробуйте ще раз');
      setState(stateOf(list));
    }
  };

  return (
    <CabinetLayout title={frame.title}>
      {returnedId ? (
        <p
          role="status"
          className={`card mt-4 ${returnedOrder?.status === 'paid' ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
          data-testid="payment-return"
        >
          {returnedOrder?.status === 'paid'
            ? `Оплату замовлення ${returnedOrder.order_id} отримано. Передплата вже діє.`
            : returnedOrder?.status === 'failed'
              ? `Замовлення ${returnedOrder.order_id} не оплачено.`
              : 'Очікуємо підтвердження оплати від платіжного сервісу. Доступ відкриється одразу після нього.'}
        </p>
      ) : null}
      <div className="mt-4 flex items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={isPaidOnly}
            onChange={(e) => {
              setPaidOnly(e.target.checked);
              void load(1, e.target.checked);
            }}
          />
          Лише оплачені
        </label>
      </div>
      <div className="mt-4" data-state={state} data-testid="orders">
        {state === 'not-loaded' ? <p className="text-slate-600">Замовлення ще не завантажено.</p> : null}
        {state === 'loaded-empty' ? (
          <div className="card py-10 text-center text-slate-600">
            <p>Замовлень поки немає.</p>
            <a href="/subscribe" className="btn-primary mt-4">
              Обрати пакет
            </a>
          </div>
        ) : null}
        {list?.data.length ? (
          <ul className="flex flex-col gap-3" aria-label="Замовлення" aria-busy={state === 'loading'}>
            {list.data.map((o) => (
              <li key={o.order_id} className="card flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold">{o.title}</p>
                  <p className="text-sm text-slate-600">
                    {o.plan_title} · № {o.order_id} · {formatDate(o.created_at)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold">
                    {o.amount.toLocaleString('uk-UA')} {o.currency === 'UAH' ? 'грн' : o.currency}
                  </span>
                  <span
                    className={`chip ${o.status === 'paid' ? 'border-emerald-300 bg-emerald-50' : o.status === 'failed' || o.status === 'reversed' ? 'border-red-200 bg-red-50' : ''}`}
                  >
                    {o.status_label}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {state === 'loading' ? <p className="mt-3 text-slate-600">Завантаження…</p> : null}
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        {list && list.meta.current_page < list.meta.last_page && state !== 'loading' ? (
          <button
            type="button"
            className="btn-secondary mt-4"
            onClick={() => void load(list.meta.current_page + 1, isPaidOnly)}
          >
            Показати ще
          </button>
        ) : null}
      </div>
    </CabinetLayout>
  );
}
