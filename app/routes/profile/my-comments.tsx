import { kyivDate } from '../../../common/uk-locale';
import { Link } from '../../components/ui/link';
import { CabinetLayout } from '../../components/shell/cabinet-layout';
import { pageOf } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/my-comments';

const statusLabels = { answered: 'Відповідь надано', inprogress: 'В роботі', clarify: 'Потрібне уточнення' } as const;

/** /profile/{id}/comments — 'Мої коментарі': the owner's comments across the site, paged in the URL. */
export async function loader(args: Route.LoaderArgs) {
  const { frame, seo, url } = pageOf(args.context);
  const { services, user } = args.context;
  const n = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
  const list = user ? await services.comments.mine({ user, page }) : null;
  return { frame, seo, list };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function MyComments({ loaderData }: Route.ComponentProps) {
  const { frame, list } = loaderData;
  return (
    <CabinetLayout title={frame.title}>
      {!list?.data.length ? (
        <p className="text-slate-600">Ви ще не залишали коментарів.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.map((c) => (
            <li key={c.id} className="card">
              <p className="text-sm text-slate-600">
                {c.item?.url ? (
                  <Link className="font-semibold underline" to={`${c.item.url}#comments`}>
                    {c.item.title}
                  </Link>
                ) : (
                  <span className="font-semibold">{c.item?.title || 'Звернення'}</span>
                )}{' '}
                <time dateTime={c.created_at}>{kyivDate(c.created_at)}</time>
                {c.status ? <span className="chip ml-2">{statusLabels[c.status]}</span> : null}
              </p>
              <div className="mt-2 break-words" dangerouslySetInnerHTML={{ __html: c.text }} />
              {c.children.length ? (
                <ul className="ml-4 mt-2 border-l border-slate-200 pl-3" aria-label="Відповіді">
                  {c.children.map((r) => (
                    <li key={r.id} className="text-sm">
                      <span className="font-semibold">{r.name}:</span>{' '}
                      <span dangerouslySetInnerHTML={{ __html: r.text }} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {list && list.meta.last_page > 1 ? (
        <nav aria-label="Сторінки" className="mt-4 flex gap-2">
          {list.meta.current_page > 1 ? (
            <Link className="btn-secondary" to={`?page=${list.meta.current_page - 1}`}>
              Попередня
            </Link>
          ) : null}
          {list.meta.current_page < list.meta.last_page ? (
            <Link className="btn-secondary" to={`?page=${list.meta.current_page + 1}`}>
              Наступна
            </Link>
          ) : null}
        </nav>
      ) : null}
    </CabinetLayout>
  );
}
