import { data, Form } from 'react-router';
import { ukNumber } from '../../../common/uk-locale';
import { pageOf, requireUser } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/traffic';

type Row = { source: string; medium: string; campaign: string; count: number; amount?: number };
const filterNames = ['campaign', 'package', 'from', 'to'] as const;

/** /campaigns/traffic (events editors only): registrations and paid orders per traffic source. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const user = requireUser(args.context);
  if (!user.options?.events_editor)
    throw data({ message: 'Звіт доступний лише редакторам подій і кампаній' }, { status: 403 });
  const filters = Object.fromEntries(filterNames.map((n) => [n, (url.searchParams.get(n) ?? '').slice(0, 100)]));
  const [packages] = await Promise.all([args.context.services.subscriptions.packages()]);
  const packageChoices = packages.map((p) => ({ code: p.code, title: p.title }));
  try {
    const report = await args.context.services.campaigns.traffic(filters);
    return {
      frame,
      seo,
      filters,
      packageChoices,
      error: null,
      registrations: report.registrations,
      orders: report.orders,
    };
  } catch (err) {
    const fields =
      err instanceof Error && 'fields' in err ? (err.fields as Record<string, string[]> | undefined) : null;
    if (!fields) throw err;
    const error = Object.values(fields).flat()[0] ?? 'Некоректний фільтр';
    return data(
      { frame, seo, filters, packageChoices, error, registrations: [] as Row[], orders: [] as Row[] },
      { status: 422 },
    );
  }
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => [
  ...seoMeta(d?.seo, themeFromMatches(matches)),
  { name: 'robots', content: 'noindex' },
];

function SourceTable({
  id,
  caption,
  rows,
  withAmount,
}: {
  id: string;
  caption: string;
  rows: Row[];
  withAmount?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="card flex flex-col gap-3 overflow-x-auto">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {caption}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-600">За обраний період нічого немає</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid={id}>
          <thead>
            <tr>
              <th scope="col">Джерело</th>
              <th scope="col">Канал</th>
              <th scope="col">Кампанія (utm)</th>
              <th scope="col">Кількість</th>
              {withAmount ? <th scope="col">Сума, грн</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.source}|${r.medium}|${r.campaign}`}>
                <td>{r.source}</td>
                <td>{r.medium}</td>
                <td>{r.campaign}</td>
                <td>{r.count}</td>
                {withAmount ? <td>{r.amount === undefined ? null : ukNumber(r.amount)}</td> : null}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Усього
              </th>
              <td>{rows.reduce((s, r) => s + r.count, 0)}</td>
              {withAmount ? <td>{ukNumber(rows.reduce((s, r) => s + (r.amount ?? 0), 0))}</td> : null}
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

export default function Traffic({ loaderData }: Route.ComponentProps) {
  const { frame, filters, packageChoices, error, registrations, orders } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-title" className="text-2xl font-bold">
        {frame.title}
      </h1>
      <Form method="get" className="card grid gap-3 sm:grid-cols-2" aria-label="Фільтри звіту">
        <label className="flex flex-col gap-1">
          <span>Кампанія (id)</span>
          <input name="campaign" defaultValue={filters.campaign} className="input" placeholder="усі кампанії" />
        </label>
        <label className="flex flex-col gap-1">
          <span>Пакет</span>
          <select name="package" defaultValue={filters.package} className="input">
            <option value="">Усі пакети</option>
            {packageChoices.map((p) => (
              <option key={p.code} value={p.code}>
                {p.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span>З дати</span>
          <input type="date" name="from" defaultValue={filters.from} className="input" />
        </label>
        <label className="flex flex-col gap-1">
          <span>По дату</span>
          <input type="date" name="to" defaultValue={filters.to} className="input" />
        </label>
        {error ? (
          <p role="alert" className="text-red-700 sm:col-span-2">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary sm:col-span-2 sm:justify-self-start">
          Показати
        </button>
      </Form>
      <SourceTable id="traffic-registrations" caption="Реєстрації в кампаніях за джерелами" rows={registrations} />
      <SourceTable id="traffic-orders" caption="Оплачені замовлення за джерелами" rows={orders} withAmount />
    </div>
  );
}
