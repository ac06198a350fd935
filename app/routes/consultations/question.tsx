import type { ConsultationServiceSlug } from '../../../common/consultation-services';
import { ArchiveList } from '../../components/consultations/archive-list';
import { QuestionView } from '../../components/consultations/question-view';
import { pageNotFound, pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/question';

const isNotFound = (err: unknown) => err instanceof Error && 'id' in err && err.id === 'not_found';

/**
 * /consultations/{service}/{id}: the author's or staff's conversation (opening it reads the answers),
 * or, for everybody else, the question if it is published anonymised; otherwise 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageOf(args.context);
  const { theme, user, services } = args.context;
  const slug = page.entry.name.replace(/^consultations-/, '').replace(/-item$/, '') as ConsultationServiceSlug;
  const id = Number(args.params.consultationId);
  if (user) {
    const question = await services.consultations
      .question(user, theme, id)
      .catch((err: unknown) => (isNotFound(err) ? null : routeError(err, page.url)));
    if (question && question.service === slug) {
      const canned = user.options.consultant ? await services.consultations.canned(user, theme) : [];
      return { ...retitle(page, page.entry.title), question, archived: null, canned, userId: user.id };
    }
  }
  const archived = await services.consultations.archived(theme, slug, id);
  if (!archived) pageNotFound(page.url.pathname);
  return { ...retitle(page, page.entry.title), question: null, archived, canned: [], userId: user?.id ?? null };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function ConsultationQuestion({ loaderData }: Route.ComponentProps) {
  const { frame, question, archived, canned, userId } = loaderData;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      {question && userId ? <QuestionView question={question} canned={canned} userId={userId} /> : null}
      {archived ? <ArchiveList items={[archived]} title="Запитання з архіву" /> : null}
    </section>
  );
}
