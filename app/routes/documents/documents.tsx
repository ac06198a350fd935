import { data, redirect } from 'react-router';
import { documentQueries } from '../../../common/documents';
import { leadingId, paramRules } from '../../../common/route-params';
import { CommentsIsland } from '../../components/comments/comments-island';
import { DocumentPage } from '../../components/documents/document-page';
import { DocumentsList } from '../../components/documents/documents-list';
import { pageOf, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useRootData } from '../../root';
import type { Route } from './+types/documents';

const TYPE_LIST = /^[a-z0-9_-]+(,[a-z0-9_-]+)*$/i;

/**
 * /documents/{rubric?} lists a rubric; an alias with leading digits is the document page (route name
 * document-page; the leading digits are the id).
 */
export async function loader(args: Route.LoaderArgs) {
  const value = args.params.rubric;
  const { frame, seo, url } = pageOf(args.context);
  const { services, user, origin, theme } = args.context;
  if (value && paramRules.documentAlias.test(value)) {
    const id = leadingId(value);
    if (id === null) throw data({ message: 'Некоректний ідентифікатор документа' }, { status: 400 });
    const [opened, company, fillValues] = await Promise.all([
      // A guest's view is counted by the page after load, so the page stays cacheable.
      services.documents
        .open({ user, id, theme, countView: Boolean(user) })
        .catch((err: unknown) => routeError(err, url)),
      user ? services.documents.companyProfile(user) : null,
      user ? services.documents.fillValues(user, id) : null,
    ]);
    const { document: doc, related } = opened;
    if (doc.alias !== value) throw redirect(doc.url, 301);
    const comments = await services.comments.block({ kind: 'document', itemId: doc.id, user, ensure: doc });
    const crumbs = [
      { title: 'Головна', href: '/' },
      { title: 'Документи', href: '/documents' },
      { title: doc.rubric.title, href: `/documents/${doc.rubric.alias}` },
      { title: doc.title },
    ];
    return data({
      kind: 'document-page' as const,
      frame: { name: 'document-page', title: doc.title, crumbs },
      seo: { ...seo, title: doc.title, description: doc.lead, canonical: `${origin}${doc.url}` },
      document: doc,
      related,
      company,
      fillValues,
      countsViewOnLoad: !user,
      comments,
    });
  }
  const query = documentQueries.find((q) => q.id === url.searchParams.get('query'))?.id;
  const types = url.searchParams.get('types') ?? '';
  const [list, rubrics] = await Promise.all([
    services.documents
      .list({
        user,
        theme,
        rubric: value,
        query,
        types: TYPE_LIST.test(types) ? types.split(',').slice(0, 50) : undefined,
        q: (url.searchParams.get('q') ?? '').trim().slice(0, 9999),
        order: url.searchParams.get('order') === 'views' ? 'views' : 'date',
      })
      .catch((err: unknown) => routeError(err, url)),
    services.documents.rubrics(theme),
  ]);
  const title = list.rubric?.title ?? frame.title;
  const listFrame = list.rubric
    ? { ...frame, title, crumbs: [...frame.crumbs.slice(0, -1), { title: 'Документи', href: '/documents' }, { title }] }
    : frame;
  return data({
    kind: 'documents' as const,
    frame: listFrame,
    seo: {
      ...seo,
      title: seo.title === frame.title ? title : seo.title,
      description: seo.description || list.descriptionText,
    },
    list,
    rubrics,
  });
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => seoMeta(d?.seo, themeFromMatches(matches));

export default function Documents({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  if (loaderData.kind === 'document-page') {
    return (
      <DocumentPage
        key={loaderData.document.id}
        doc={loaderData.document}
        related={loaderData.related}
        company={loaderData.company}
        fillValues={loaderData.fillValues}
        isSignedIn={Boolean(user)}
        countsViewOnLoad={loaderData.countsViewOnLoad}
        comments={
          loaderData.comments ? <CommentsIsland block={loaderData.comments} isSignedIn={Boolean(user)} /> : undefined
        }
      />
    );
  }
  return <DocumentsList list={loaderData.list} rubrics={loaderData.rubrics} isSignedIn={Boolean(user)} />;
}
