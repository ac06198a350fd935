import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../components/ui/link';
import { buildPromotionEvent } from '../../../common/analytics';
import { formatUah, hasSubscription, showDemo } from '../../../common/subscription-rules';
import { SubscribeDemoModal } from '../../components/subscriptions/access-modals';
import { pushDataLayer } from '../../components/subscriptions/data-layer';
import { subscriptionTexts as t } from '../../components/subscriptions/texts';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useRootData } from '../../root';
import { themes } from '../../theme/themes';
import type { Route } from './+types/subscribe';

/** /subscribe: the packages side by side with their plans; the demo offer when show-demo holds. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  const { services, user } = args.context;
  const [packages, flags, additional] = await Promise.all([
    services.subscriptions.packages(),
    services.subscriptions.flags(user),
    user ? services.subscriptions.additional(user) : Promise.resolve(null),
  ]);
  const isAuthenticated = Boolean(user);
  return {
    frame,
    seo,
    packages,
    isDemoShown: showDemo({ isAuthenticated, flags }),
    isSubscriber: hasSubscription({ isAuthenticated, isRecurring: additional?.recurring ?? false, flags }),
    currentTitle: additional?.plan_title ?? null,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

const periods = [
  { code: '1m', label: '1 місяць' },
  { code: '3m', label: '3 місяці' },
  { code: '6m', label: '6 місяців' },
  { code: '12m', label: '12 місяців' },
];

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const { frame, packages, isDemoShown, isSubscriber, currentTitle } = loaderData;
  const { theme } = useRootData();
  const services = themes[theme].consultationServices;
  const [period, setPeriod] = useState('12m');
  const [isDemoOpen, setDemoOpen] = useState(false);

  const demoPromotion = (type: 'view' | 'select' | 'close') =>
    pushDataLayer(
      buildPromotionEvent({
        type,
        placement: 'banner_subscribe_new',
        link: '/demo',
        title: t.demoTitle,
        base: window.location.origin,
      }),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view event per page show
  useEffect(() => {
    if (isDemoShown) demoPromotion('view');
  }, [isDemoShown]);
  const openDemo = () => {
    demoPromotion('select');
    setDemoOpen(true);
  };
  const handleDemoOpenChange = (open: boolean) => {
    if (!open) demoPromotion('close');
    setDemoOpen(open);
  };

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {frame.title}
        </h1>
        <p className="text-slate-600">
          Порівняйте пакети й оберіть свій. Ціни в гривнях, оплата карткою або за рахунком для юридичних осіб.
        </p>
        {isSubscriber && currentTitle ? (
          <p className="card border-emerald-200 bg-emerald-50 text-emerald-900" data-testid="current-package">
            Ваш поточний пакет: «{currentTitle}»
          </p>
        ) : null}
      </header>

      {isDemoShown ? (
        <aside
          aria-labelledby="demo-offer"
          className={
            'card flex flex-col gap-3 border-amber-200 bg-amber-50 sm:flex-row sm:items-center ' + 'sm:justify-between'
          }
        >
          <div>
            <h2 id="demo-offer" className="text-lg font-semibold">
              {t.demoTitle}
            </h2>
            <p className="text-sm text-slate-700">{t.demoText}</p>
          </div>
          <button type="button" className="btn-secondary shrink-0" onClick={openDemo}>
            {t.demoCta}
          </button>
        </aside>
      ) : null}
      <SubscribeDemoModal open={isDemoOpen} onOpenChange={handleDemoOpenChange} />

      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">Строк передплати</legend>
        {periods.map((p) => (
          <label
            key={p.code}
            className={
              `chip cursor-pointer ` +
              `${period === p.code ? 'border-[var(--color-primary)] bg-[var(--color-primary)] text-white' : ''}`
            }
          >
            <input
              type="radio"
              name="period"
              value={p.code}
              checked={period === p.code}
              onChange={() => setPeriod(p.code)}
              className="sr-only"
            />
            {p.label}
          </label>
        ))}
      </fieldset>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Пакети">
        {packages.map((pkg) => {
          const plan = pkg.plans.find((p) => p.code === period) ?? pkg.plans[0];
          const monthly = plan ? Math.round(plan.price_kop / plan.months / 100) * 100 : 0;
          return (
            <li
              key={pkg.code}
              className={`card flex flex-col gap-3 ${pkg.highlighted ? 'border-2 border-[var(--color-primary)]' : ''}`}
              aria-labelledby={`pkg-${pkg.code}`}
            >
              <h2 id={`pkg-${pkg.code}`} className="text-lg font-semibold">
                {pkg.title}
              </h2>
              {pkg.highlighted ? (
                <span className="chip w-fit border-amber-300 bg-amber-50">Найпопулярніший</span>
              ) : null}
              <p className="text-sm text-slate-600">{pkg.description}</p>
              {plan ? (
                <p>
                  <span className="text-xl font-bold" data-testid={`price-${pkg.code}`}>
                    {formatUah(plan.price_kop)}
                  </span>{' '}
                  <span className="text-sm text-slate-500">за {plan.title}</span>
                  {plan.months > 1 ? (
                    <span className="block text-xs text-slate-500">≈ {formatUah(monthly)} на місяць</span>
                  ) : (
                    <span className="block text-xs text-slate-500">щомісячне автоподовження</span>
                  )}
                </p>
              ) : null}
              <ul className="flex flex-1 flex-col gap-1 text-sm">
                {pkg.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="text-emerald-600">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
              {plan ? (
                <Link
                  to={`/checkout/${pkg.code}/${plan.code}`}
                  className="btn-primary"
                  aria-label={`${t.checkoutCta} «${pkg.title}»`}
                >
                  {t.checkoutCta}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="compare" className="card">
        <h2 id="compare" className="mb-3 text-lg font-semibold">
          Консультаційні сервіси в пакетах
        </h2>
        <ScrollHint label="Порівняння пакетів">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-white py-2 pr-2">
                  Сервіс
                </th>
                {packages.map((p) => (
                  <th key={p.code} scope="col" className="px-2 py-2 text-center">
                    {p.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {services.map((s) => (
                <tr key={s.slug} className="border-t border-slate-100">
                  <th scope="row" className="sticky left-0 z-10 bg-white py-2 pr-2 font-normal">
                    {s.title}
                  </th>
                  {packages.map((p) => {
                    const has = p.consultations.includes(s.slug);
                    return (
                      <td key={p.code} className="px-2 py-2 text-center">
                        <span aria-hidden="true" className={has ? 'text-emerald-600' : 'text-slate-300'}>
                          {has ? '✓' : '—'}
                        </span>
                        <span className="sr-only">{has ? 'є' : 'немає'}</span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollHint>
      </section>
    </section>
  );
}

/**
 * A table wider than the screen: the first column stays put, a shadow edge marks the side that
 * has more, and a line under it says to scroll — at 360 px the comparison shows two of five
 * packages. The region is focusable so the keyboard can scroll it too.
 */
function ScrollHint({ label, children }: { label: string; children: React.ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  // Until measured (server render, before hydration) narrow screens are assumed to overflow.
  const [edges, setEdges] = useState<{ hasMore: boolean; hasBefore: boolean } | null>(null);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const hasMore = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    const hasBefore = el.scrollLeft > 1;
    setEdges((e) => (e?.hasMore === hasMore && e?.hasBefore === hasBefore ? e : { hasMore, hasBefore }));
  }, []);
  useEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div>
      <div className="relative">
        <section
          ref={ref}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          // relative: the cells' sr-only text is positioned inside the scroller, not beside the page.
          className="relative overflow-x-auto"
          onScroll={measure}
          data-testid="compare-scroller"
        >
          {children}
        </section>
        <div
          aria-hidden="true"
          data-testid="compare-more-edge"
          className={
            `pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-slate-300/70 ` +
            `to-transparent transition-opacity ${!edges ? 'md:opacity-0' : edges.hasMore ? '' : 'opacity-0'}`
          }
        />
      </div>
      <p
        className={`mt-2 text-xs text-slate-500 ${
          !edges ? 'md:hidden' : edges.hasMore || edges.hasBefore ? '' : 'hidden'
        }`}
        data-testid="compare-hint"
      >
        Гортайте вбік, щоб порівняти всі пакети →
      </p>
    </div>
  );
}
