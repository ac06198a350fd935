import { data } from 'react-router';
import { type RecordListType, recordListTypes } from '../../../common/records';
import { RecordList } from '../../components/records/record-list';
import { recordsPageOnPage } from '../../components/records/record-types';
import { pageOf, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/records-list';

const SLUG_LIST = /^[a-z0-9_-]+(,[a-z0-9_-]+)*$/i;
const listParam = (url: URL, key: string) => {
  const v = url.searchParams.get(key) ?? '';
  return SLUG_LIST.test(v) ? v.split(',').slice(0, 20) : undefined;
};
const kinds = ['webinar', 'consultation', 'minicourse'];

/** The lists each route shows: /events/all (type from the query), /events/free, /events/consultation. */
const fixedType: Record<string, RecordListType> = { 'events-free': 'free', 'events-consultation': 'consultation' };
const DESCRIPTION = 'Записи вебінарів, відеоконсультації та мінікурси для кадровиків і бухгалтерів.';

export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url, entry } = pageOf(args.context);
  const { services, user, theme } = args.context;
  const asked = url.searchParams.get('type') ?? 'all';
  const type: RecordListType =
    fixedType[entry.name] ?? (recordListTypes.includes(asked as RecordListType) ? (asked as RecordListType) : 'all');
  const guestType = !user && (type === 'favorite' || type === 'bought') ? 'all' : type;
  const page = Number(url.searchParams.get('page') ?? '1');
  const list = await services.records
    .list({
      user,
      theme,
      type: guestType,
      page: Number.isInteger(page) && page > 0 && page < 100000 ? page : 1,
      q: (url.searchParams.get('q') ?? '').trim().slice(0, 9999),
      themeItems: listParam(url, 'themeItems'),
      lecturersItems: listParam(url, 'lecturersItems'),
      typeItems: listParam(url, 'typeItems')?.filter((k) => kinds.includes(k)),
      withFilters: true,
    })
    .catch((err: unknown) => routeError(err, url));
  return data({
    frame,
    seo: { ...seo, description: seo.description || DESCRIPTION },
    list: recordsPageOnPage(list),
    basePath: url.pathname,
  });
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => seoMeta(d?.seo, themeFromMatches(matches));

export default function RecordsListRoute({ loaderData }: Route.ComponentProps) {
  return <RecordList title={loaderData.frame.title} page={loaderData.list} basePath={loaderData.basePath} />;
}
