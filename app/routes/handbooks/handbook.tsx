import { useEffect } from 'react';
import { Link } from '../../components/ui/link';
import { CommentsIsland } from '../../components/comments/comments-island';
import { HandbookActions } from '../../components/handbooks/handbook-actions';
import { formatDate } from '../../components/handbooks/handbook-types';
import { pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import { useRootData } from '../../root';
import type { Route } from './+types/handbook';
import { handbookTexts } from '../../../common/handbooks';

/** /handbooks/{recordID} and /handbooks/{recordID}/{videoID} (a chapter). The chapters' text comes only with access. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageOf(args.context);
  const { services, user, origin } = args.context;
  const id = Number(page.params.recordID);
  const childId = page.params.videoID === undefined ? undefined : Number(page.params.videoID);
  const handbook = await services.handbooks
    .open({ user, id, childId })
    .catch((err: unknown) => routeError(err, page.url));
  const comments = await services.comments.block({ kind: 'handbook', itemId: handbook.id, user, ensure: handbook });
  const title = handbook.child ? handbook.child.title : handbook.title;
  const { frame, seo } = retitle(page, title);
  const crumbs = [
    ...frame.crumbs.slice(0, -1),
    ...(handbook.child ? [{ title: handbook.title, href: handbook.url }] : []),
    { title },
  ];
  return {
    frame: { ...frame, crumbs },
    seo: { ...seo, description: seo.description || handbook.excerpt, canonical: `${origin}${page.url.pathname}` },
    handbook,
    comments,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function Handbook({ loaderData }: Route.ComponentProps) {
  const { handbook } = loaderData;
  const { user } = useRootData();
  useEffect(() => {
    // Signed-in openings are counted by the loader; a guest's visit is counted here, so the page stays cacheable.
    if (!user) void fetch(`/api/handbooks/visit/${handbook.id}`, { method: 'PUT' }).catch(() => undefined);
  }, [user, handbook.id]);
  return (
    <article className="min-w-0" aria-labelledby="page-title">
      <p className="text-sm text-slate-600">
        {handbook.theme ? <span className="chip mr-2">{handbook.theme.title}</span> : null}
        {handbook.date && !handbook.options.notshowdate ? (
          <time dateTime={handbook.date}>Оновлено {formatDate(handbook.date)}</time>
        ) : null}
      </p>
      <h1 id="page-title" className="mt-2 text-2xl font-bold break-words sm:text-3xl">
        {handbook.child ? handbook.child.title : handbook.title}
      </h1>
      {handbook.child ? (
        <p className="mt-1 text-sm">
          <Link to={handbook.url} className="underline">
            {handbook.title}
          </Link>
        </p>
      ) : (
        <p className="mt-3 text-slate-700">{handbook.excerpt}</p>
      )}
      <HandbookActions handbook={handbook} isSignedIn={Boolean(user)} />
      <nav aria-label={handbookTexts.chapters} className="card mt-4">
        <h2 className="font-semibold">{handbookTexts.chapters}</h2>
        <ol className="mt-2 list-decimal pl-5 text-sm">
          {handbook.items.map((i) => (
            <li key={i.id}>
              <Link
                to={i.url}
                aria-current={handbook.child?.id === i.id ? 'page' : undefined}
                className="underline break-words"
              >
                {i.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {handbook.content ? (
        <div className="mt-6 flex flex-col gap-6" data-testid="handbook-content">
          {handbook.content.map((c) => (
            <section key={c.id} aria-labelledby={`chapter-${c.id}`}>
              <h2 id={`chapter-${c.id}`} className="text-xl font-semibold break-words">
                {c.title}
              </h2>
              {c.paragraphs.map((p) => (
                <p key={p} className="mt-2 leading-relaxed break-words">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>
      ) : (
        <div className="card mt-6 text-center" data-testid="handbook-locked">
          <p className="font-semibold">{handbookTexts.lockedText}</p>
          <p className="mt-3">
            {user ? (
              <Link to="/subscribe" className="btn-primary">
                Детальніше
              </Link>
            ) : (
              <Link to={`/login?next=${encodeURIComponent(handbook.url)}`} className="btn-primary">
                Увійти
              </Link>
            )}
          </p>
        </div>
      )}
      {loaderData.comments ? <CommentsIsland block={loaderData.comments} isSignedIn={Boolean(user)} /> : null}
    </article>
  );
}
