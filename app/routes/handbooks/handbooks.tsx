import { handbookTexts, handbookTopicsQuery, handbookTypes } from '../../../common/handbooks';
import { HandbookList } from '../../components/handbooks/handbook-list';
import { pageOf, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/handbooks';

const ALIAS = /^[a-z0-9_-]{1,100}$/;
const DESCRIPTION =
  'Довідники для кадровика і бухгалтера: мінімальна зарплата, ЄСВ, ПДФО, відпустки, лікарняні, ' +
  'військовий облік у 2026 році.';

/** /handbooks (q, page, type, handbooksItems); /events/handbook/{param} opens it on one topic. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url, params } = pageOf(args.context);
  const { services, user, theme } = args.context;
  const q = url.searchParams;
  const fromPath = params.param && params.param !== 'all' && ALIAS.test(params.param) ? [params.param] : [];
  const topics = [...fromPath, ...q.getAll(handbookTopicsQuery).flatMap((v) => v.split(','))]
    .filter((t) => ALIAS.test(t))
    .slice(0, 50);
  const type = handbookTypes.find((t) => t.id === q.get('type'))?.id ?? 'all';
  const page = Number(q.get('page'));
  const list = await services.handbooks
    .list({
      user,
      theme,
      type,
      topics,
      q: (q.get('q') ?? '').trim().slice(0, 9999),
      page: Number.isInteger(page) && page > 0 && page < 100000 ? page : 1,
      withFilters: true,
    })
    .catch((err: unknown) => routeError(err, url));
  return {
    frame,
    seo: { ...seo, description: seo.description || DESCRIPTION },
    list,
    title: frame.title || handbookTexts.caption,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Handbooks({ loaderData }: Route.ComponentProps) {
  return <HandbookList list={loaderData.list} title={loaderData.title} />;
}
