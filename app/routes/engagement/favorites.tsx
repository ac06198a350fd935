import { Link } from '../../components/ui/link';
import { EngagedList } from '../../components/handbooks/engaged-list';
import { CabinetLayout } from '../../components/shell/cabinet-layout';
import { pageOf, requireUser } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/favorites';

/** /favorites and the cabinet's 'Мої обрані': favourites of every registered kind, a tab per kind. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url, entry } = pageOf(args.context);
  const user = requireUser(args.context);
  const { services } = args.context;
  const kinds = services.engagement.kinds();
  const kind = kinds.find((k) => k.id === url.searchParams.get('type'))?.id;
  const page = Number(url.searchParams.get('page'));
  const list = await services.engagement.favorites(user, {
    kind,
    page: Number.isInteger(page) && page > 0 && page < 100000 ? page : 1,
  });
  return { frame, seo, kinds, kind: kind ?? 'all', list, inCabinet: entry.name.startsWith('profile-') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { frame, kinds, kind, list, inCabinet } = loaderData;
  const labels = Object.fromEntries(kinds.map((k) => [k.id, k.label]));
  const tabs = [{ id: 'all', label: 'Усі' }, ...kinds];
  const href = (q: Record<string, string | number>) => {
    const s = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
    return s ? `?${s}` : '?';
  };
  const typeQuery: Record<string, string> = kind === 'all' ? {} : { type: kind };
  const body = (
    <>
      <nav aria-label="Види обраного" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((t) => (
            <li key={t.id}>
              <Link
                to={href(t.id === 'all' ? {} : { type: t.id })}
                aria-current={t.id === kind ? 'page' : undefined}
                className={
                  t.id === kind ? 'chip border-[var(--color-primary)] bg-[var(--color-primary)] text-white' : 'chip'
                }
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <EngagedList
        items={list.data.map((f) => ({ ...f, at: f.favorited_at }))}
        labels={labels}
        label="Обране"
        empty="Тут з’являться матеріали, які ви додасте в обране"
      />
      {list.meta.last_page > 1 ? (
        <nav aria-label="Сторінки" className="mt-4 flex justify-between gap-2">
          {list.meta.current_page > 1 ? (
            <Link to={href({ ...typeQuery, page: list.meta.current_page - 1 })} className="btn-secondary">
              Попередня
            </Link>
          ) : (
            <span />
          )}
          {list.meta.current_page < list.meta.last_page ? (
            <Link to={href({ ...typeQuery, page: list.meta.current_page + 1 })} className="btn-secondary">
              Наступна
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
  if (inCabinet) return <CabinetLayout title={frame.title}>{body}</CabinetLayout>;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {frame.title}
      </h1>
      {body}
    </section>
  );
}
