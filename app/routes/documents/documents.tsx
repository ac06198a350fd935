import { msg } from '../../../common/messages';
import { leadingId, aliasWithoutNumber, paramRules } from '../../../common/route-params';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/documents';

/**
 * /documents/{rubric?} lists a rubric; an alias with leading digits is the document page (route name
 * document-page).
 */
export async function loader(args: Route.LoaderArgs) {
  const value = args.params.rubric;
  const { frame, seo } = pageOf(args.context);
  if (value && paramRules.documentAlias.test(value)) {
    const title = aliasWithoutNumber(value) || 'Документ';
    return {
      kind: 'document-page' as const,
      id: leadingId(value),
      frame: {
        name: 'document-page',
        title,
        crumbs: [...frame.crumbs.slice(0, -1), { title: 'Документи', href: '/documents' }, { title }],
      },
      seo: { ...seo, title },
    };
  }
  return { kind: 'documents' as const, id: null, frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Documents({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold first-letter:uppercase sm:text-3xl">
        {loaderData.frame.title}
      </h1>
      <div className="card mt-6 py-12 text-center text-slate-600" data-testid="empty-state">
        {msg.sectionFilling}
      </div>
    </section>
  );
}
