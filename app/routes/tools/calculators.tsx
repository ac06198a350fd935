import { Link } from '../../components/ui/link';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/calculators';

/** /calculators «Інструменти»: the calculators, the classifier and the calendar. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  return { frame, seo, calculators: args.context.services.tools.calculators.list() };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function CalculatorsPage({ loaderData }: Route.ComponentProps) {
  const { calculators, frame } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      <h2 className="mt-6 text-lg font-semibold">Калькулятори</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {calculators.map((c) => (
          <li key={c.alias} className="card flex flex-col gap-2">
            <Link to={c.url} className="font-semibold text-[var(--color-primary)] hover:underline">
              {c.title}
            </Link>
            <p className="text-sm text-slate-600">{c.description}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-semibold">Довідкові інструменти</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        <li className="card">
          <Link to="/professions-classifier" className="font-semibold text-[var(--color-primary)] hover:underline">
            Класифікатор професій ДК 003:2010
          </Link>
          <p className="text-sm text-slate-600">Коди і точні назви посад для трудової книжки та наказів.</p>
        </li>
        <li className="card">
          <Link to="/calendar" className="font-semibold text-[var(--color-primary)] hover:underline">
            Календар кадровика і бухгалтера
          </Link>
          <p className="text-sm text-slate-600">Строки звітів, сплат і військового обліку з нагадуваннями.</p>
        </li>
      </ul>
    </section>
  );
}
