import { Link } from 'react-router';
import { pageNotFound, pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/landing';

const ALIAS = /^[a-z0-9_-]{1,200}$/i;
const THANKS = /thank|dyakuemo|_sps_/;

/**
 * Campaign landing and thank-you pages: any one-segment path that no application route takes is
 * looked up in the CMS pages table by alias, so editors add a landing without a deploy. Unknown
 * aliases are the spec's 404 for unknown paths.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const current = pageOf(context);
  const alias = current.params.alias ?? '';
  if (!ALIAS.test(alias)) pageNotFound(current.url.pathname);
  const page = await context.services.pages.get(alias).catch((err) => routeError(err, current.url));
  const { frame, seo } = retitle(current, page.title);
  return {
    frame,
    seo: { ...seo, description: seo.description || page.description },
    page,
    isThanks: THANKS.test(alias),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page, isThanks } = loaderData;
  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-labelledby="page-title"
    >
      <Link to="/" className="font-bold text-[var(--color-primary)]">
        Фахівець
      </Link>
      <h1 id="page-title" className="text-3xl font-bold">
        {page.title}
      </h1>
      {/* Page HTML is written by editors in the CMS and sanitized when saved. */}
      <div className="prose-content max-w-xl text-slate-600" dangerouslySetInnerHTML={{ __html: page.content }} />
      <Link to={isThanks ? '/' : '/subscribe'} className="btn-primary">
        {isThanks ? 'На головну' : 'Переглянути пакети'}
      </Link>
    </section>
  );
}
