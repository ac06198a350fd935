import { Link } from '../../components/ui/link';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/themes';

/** /themes ('Усі теми'): every topic, in the editors' order. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo } = pageOf(args.context);
  const topics = await args.context.services.topics.list(args.context.theme);
  return {
    frame,
    seo: { ...seo, description: seo.description || 'Усі теми порталу: новини і довідники з кожної теми.' },
    topics: topics.map((t) => ({ alias: t.alias, title: t.title, description: t.description })),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Themes({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {loaderData.frame.title}
      </h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.topics.map((t) => (
          <li key={t.alias} className="card">
            <Link to={`/themes/${t.alias}`} className="font-semibold hover:underline">
              {t.title}
            </Link>
            {t.description ? <p className="mt-1 text-sm text-slate-700">{t.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
