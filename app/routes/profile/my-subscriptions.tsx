import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import { toast } from '../../components/ui/toast';
import { formatSubscriptionEnd } from '../../../common/subscription-rules';
import { ConsultationNoAccessModal } from '../../components/subscriptions/access-modals';
import { CabinetLayout } from '../../components/shell/cabinet-layout';
import { renewHref } from '../../components/subscriptions/expiring-popup';
import { subscriptionTexts as t } from '../../components/subscriptions/texts';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useRootData } from '../../root';
import { themes } from '../../theme/themes';
import type { Route } from './+types/my-subscriptions';

/**
 * /profile/{id}/my-subscriptions — 'Мої підписки': current package, end date, days left, renew.
 * Open to anyone (profile guard), but only the owner sees their subscriptions.
 */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, params } = pageOf(args.context);
  const { services, user, theme } = args.context;
  const isOwn = Boolean(user && user.id === Number(params.id));
  if (!isOwn || !user) return { frame, seo, isOwn: false as const, own: null };
  const slugs = themes[theme].consultationServices.map((s) => s.slug) as Parameters<
    typeof services.subscriptions.consultationAccess
  >[1];
  const [subscriptions, additional, consultations] = await Promise.all([
    services.subscriptions.list(user.id),
    services.subscriptions.additional(user),
    services.subscriptions.consultationAccess(user, slugs),
  ]);
  const active = subscriptions.filter(
    (s) => s.status === 1 && s.days_left >= 0 && new Date(s.begin).getTime() <= Date.now(),
  );
  return { frame, seo, isOwn: true as const, own: { active, additional, consultations } };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function MySubscriptions({ loaderData }: Route.ComponentProps) {
  const { frame, own } = loaderData;
  const { theme } = useRootData();
  const revalidator = useRevalidator();
  const [locked, setLocked] = useState<string | null>(null);
  const current = own?.active.slice().sort((a, b) => a.end.localeCompare(b.end))[0] ?? null;
  const currentEnd = current ? formatSubscriptionEnd(current.end, current.days_left) : '';

  const stopRenewal = async (id: number) => {
    const r = await fetch(`/api/shop4/subscriptions/${id}/unsubscribe`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    if (r.ok) {
      toast.success(t.unsubscribed);
      revalidator.revalidate();
    } else {
      toast.error(
        ((await r.json().catch(() => null)) as { message?: string } | null)?.message ?? 'Сталася якась помилка...',
      );
    }
  };

  if (!own) {
    return (
      <CabinetLayout title={frame.title}>
        <p className="card mt-6 text-slate-600">Підписки користувача бачить лише власник кабінету.</p>
      </CabinetLayout>
    );
  }

  return (
    <CabinetLayout title={frame.title}>
      {current ? (
        <div className="card mt-6 flex flex-col gap-2" data-testid="current-subscription">
          <p className="text-sm text-slate-500">{current.is_demo ? 'Демодоступ' : 'Поточний пакет'}</p>
          <h2 className="text-xl font-semibold">{current.plan_title}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Діє до</dt>
            <dd data-testid="subscription-end">{currentEnd}</dd>
            <dt className="text-slate-500">Залишилось днів</dt>
            <dd data-testid="days-left">{current.days_left}</dd>
            {current.recurring ? (
              <>
                <dt className="text-slate-500">Автоподовження</dt>
                <dd>щомісяця</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-2 flex flex-wrap gap-2">
            <Link to={renewHref(current)} className="btn-primary">
              {t.renew}
            </Link>
            {current.recurring ? (
              <button type="button" className="btn-secondary" onClick={() => void stopRenewal(current.id)}>
                {t.unsubscribe}
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="card mt-6 flex flex-col items-start gap-3" data-testid="no-subscription">
          <p>У вас немає активної передплати.</p>
          <Link to="/subscribe" className="btn-primary">
            {t.choosePackage}
          </Link>
        </div>
      )}

      {own.active.length > 1 ? (
        <section aria-labelledby="other-packages" className="mt-6">
          <h2 id="other-packages" className="mb-2 text-lg font-semibold">
            Інші активні пакети
          </h2>
          <ul className="flex flex-col gap-2">
            {own.active
              .filter((s) => s.id !== current?.id)
              .map((s) => (
                <li key={s.id} className="card flex flex-wrap justify-between gap-2">
                  <span>{s.plan_title}</span>
                  <span className="text-sm text-slate-600">до {formatSubscriptionEnd(s.end, s.days_left)}</span>
                </li>
              ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="services" className="mt-6">
        <h2 id="services" className="mb-2 text-lg font-semibold">
          Консультаційні сервіси
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {themes[theme].consultationServices.map((s) => {
            const isOpen = own.consultations[s.slug as keyof typeof own.consultations];
            return (
              <li key={s.slug} className="card flex items-center justify-between gap-2">
                {isOpen ? (
                  <Link
                    to={`/consultations/${s.slug}`}
                    className="font-medium text-[var(--color-primary)] hover:underline"
                  >
                    {s.title}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="text-left font-medium text-slate-700 hover:underline"
                    onClick={() => setLocked(s.slug)}
                  >
                    {s.title}
                  </button>
                )}
                <span className={`chip shrink-0 ${isOpen ? 'border-emerald-300 bg-emerald-50' : ''}`}>
                  {isOpen ? 'Доступно' : 'Недоступно'}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <ConsultationNoAccessModal
        open={locked !== null}
        onOpenChange={(o) => !o && setLocked(null)}
        service={locked ?? ''}
      />
    </CabinetLayout>
  );
}
