import { Form } from 'react-router';
import { Link } from '../../components/ui/link';
import { formatTimeLeft, minutesLeft } from '../../../common/consultations';
import { pageOf, requireUser, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useChannel } from '../../lib/realtime';
import { useRevalidator } from 'react-router';
import { themes } from '../../theme/themes';
import type { Route } from './+types/desk';
import { kyivShortDateTime } from '../../../common/uk-locale';

const periods = [
  ['all', 'За весь час'],
  ['day', 'За добу'],
  ['week', 'За тиждень'],
  ['month', 'За місяць'],
] as const;
type Period = 'day' | 'week' | 'month' | 'year' | 'all';

/** /consultations-desk: the consultants' queue with the filters of `GET /api/kbs/client/questions/search`. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const user = requireUser(args.context);
  const { services, theme } = args.context;
  const sp = url.searchParams;
  const period = periods.find(([p]) => p === sp.get('period'))?.[0] ?? 'all';
  const service = themes[theme].consultationServices.find((s) => s.slug === sp.get('service'))?.slug;
  const withAnswer = sp.get('with_answer');
  const page = Number(sp.get('page') ?? '1');
  const filters = {
    q: (sp.get('q') ?? '').trim().slice(0, 200) || undefined,
    period: period as Period,
    threads: service ? [service] : undefined,
    withAnswer: withAnswer === '1' ? true : withAnswer === '0' ? false : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
  const [queue, stats] = await Promise.all([
    services.consultations.queue(user, theme, filters),
    services.consultations.stats(user, theme),
  ]).catch((err: unknown) => routeError(err, url));
  return {
    frame,
    seo,
    queue,
    stats,
    services: themes[theme].consultationServices.map((s) => ({ slug: s.slug, title: s.title })),
    filters: { q: filters.q ?? '', period, service: service ?? '', withAnswer: withAnswer ?? '' },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

function LiveQueue() {
  const revalidator = useRevalidator();
  useChannel('consultations', () => void revalidator.revalidate());
  return null;
}

export default function Desk({ loaderData }: Route.ComponentProps) {
  const { frame, queue, stats, services, filters } = loaderData;
  const titleOf = (slug: string) => services.find((s) => s.slug === slug)?.title ?? slug;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <LiveQueue />
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      <p>
        <Link to="/consultations-desk/canned" className="text-[var(--color-primary)] hover:underline">
          Шаблони відповідей
        </Link>
      </p>
      <Form method="get" className="card grid gap-3 sm:grid-cols-5" aria-label="Фільтри черги">
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Пошук
          <input className="input" type="search" name="q" defaultValue={filters.q} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Служба
          <select className="input" name="service" defaultValue={filters.service}>
            <option value="">Усі служби</option>
            {services.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Період
          <select className="input" name="period" defaultValue={filters.period}>
            {periods.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Відповідь
          <select className="input" name="with_answer" defaultValue={filters.withAnswer}>
            <option value="">Усі</option>
            <option value="0">Без відповіді</option>
            <option value="1">З відповіддю</option>
          </select>
        </label>
        <div className="sm:col-span-5">
          <button type="submit" className="btn-primary">
            Показати
          </button>
        </div>
      </Form>
      <p className="text-sm text-slate-600">Знайдено: {queue.meta.total}</p>
      <ul className="flex flex-col gap-3" aria-label="Черга">
        {queue.data.map((q) => (
          <li key={q.id} className="card flex flex-col gap-1">
            <Link to={q.url} className="font-medium hover:underline">
              {q.text.length > 160 ? `${q.text.slice(0, 160)}…` : q.text}
            </Link>
            <p className="text-sm text-slate-600">
              {q.service_title} · {kyivShortDateTime(q.created_at)} · {q.status_name}
              {q.taken_by ? ` · ${q.taken_by.name}` : ''}
              {q.status !== 'answered' && 'promise_minutes' in q && q.promise_minutes
                ? ` · ${formatTimeLeft(minutesLeft(new Date(q.created_at), Number(q.promise_minutes)))}`
                : ''}
            </p>
          </li>
        ))}
      </ul>
      {stats.length ? (
        <div className="card">
          <h2 className="text-lg font-semibold">Медіанний час до першої відповіді</h2>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left">
                <th>Тиждень</th>
                <th>Служба</th>
                <th>Відповідей</th>
                <th>Медіана, хв</th>
              </tr>
            </thead>
            <tbody>
              {stats.map((s) => (
                <tr key={`${s.week}-${s.service}`}>
                  <td>{s.week}</td>
                  <td>{titleOf(s.service)}</td>
                  <td>{s.answered}</td>
                  <td>{s.median_minutes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
