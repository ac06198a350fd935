import { Link } from 'react-router';
import { loadPage } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/landing';

/** Campaign landing and thank-you pages: one module, one route each (campaign content is its own capability). */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, entry } = await loadPage(args);
  const isThanks = /thank|dyakuemo|_sps_|gift_thanks/.test(entry.path);
  return { frame, seo, isThanks };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { frame, isThanks } = loaderData;
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-labelledby="page-title"
    >
      <Link to="/" className="font-bold text-[var(--color-primary)]">
        Фахівець
      </Link>
      <h1 id="page-title" className="text-3xl font-bold">
        {frame.title}
      </h1>
      <p className="max-w-xl text-slate-600">
        {isThanks
          ? 'Ми отримали вашу заявку. Лист із подробицями вже в дорозі — перевірте пошту, зокрема папку «Промоакції».'
          : 'Подробиці пропозиції з’являться тут найближчим часом.'}
      </p>
      <Link to={isThanks ? '/' : '/subscribe'} className="btn-primary">
        {isThanks ? 'На головну' : 'Переглянути пакети'}
      </Link>
    </section>
  );
}
