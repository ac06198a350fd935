import { Link } from '../../components/ui/link';
import { isPagesEditor } from '../../../common/page-blocks';
import { CourseOffer } from '../../components/courses/course-offer';
import { PageBlocks } from '../../components/landings/page-blocks';
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
  // Staff preview of the unpublished draft (events editors only; anyone else sees the live page).
  const isPreview = current.url.searchParams.has('preview') && isPagesEditor(context.user);
  const page = await (isPreview ? context.services.pages.preview(alias) : context.services.pages.get(alias)).catch(
    (err) => routeError(err, current.url),
  );
  const { frame, seo } = retitle(current, page.title);
  const course = isPreview ? null : await context.services.courses.byLanding(alias);
  return {
    frame,
    seo: { ...seo, description: seo.description || page.description },
    page,
    course,
    isThanks: THANKS.test(alias),
    isPreview,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page, course, isThanks, isPreview } = loaderData;
  if (page.blocks.length > 0) {
    return (
      <article className="mx-auto flex max-w-4xl flex-col items-center gap-10 px-4 py-12 text-center">
        {isPreview && (
          <p role="status" className="rounded bg-amber-100 px-3 py-1 text-sm">
            Попередній перегляд чернетки
          </p>
        )}
        <Link to="/" className="font-bold text-[var(--color-primary)]">
          Фахівець
        </Link>
        <PageBlocks blocks={page.blocks} packages={page.packages} />
        {course && <CourseOffer course={course} />}
      </article>
    );
  }
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
