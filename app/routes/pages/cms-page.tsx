import { pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/cms-page';

/** /about, /offer, /privacy: CMS pages from the pages table (the same data as GET /api/pages/pages/{alias}). */
export async function loader({ context }: Route.LoaderArgs) {
  const current = pageOf(context);
  const page = await context.services.pages.get(current.entry.path).catch((err) => routeError(err, current.url));
  const { frame, seo } = retitle(current, page.title);
  return { frame, seo: { ...seo, description: seo.description || page.description }, page };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {page.title}
      </h1>
      {/* Page HTML is written by editors in the CMS and sanitized when saved. */}
      <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
