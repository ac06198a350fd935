import { msg } from '../../../common/messages';
import { paramRules } from '../../../common/route-params';
import { loadPage } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/news';

/** /news/{category?}; a "digits-hyphen-text" segment is a post (route name news-post). */
export async function loader(args: Route.LoaderArgs) {
  const value = args.params.category;
  const { frame, seo } = await loadPage(args);
  if (value && paramRules.newsPost.test(value)) {
    return { kind: 'news-post' as const, frame: { name: 'news-post', title: 'Новина', crumbs: [...frame.crumbs.slice(0, -1), { title: 'Новини', href: '/news' }, { title: 'Новина' }] }, seo };
  }
  return { kind: 'news' as const, frame, seo };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
        {loaderData.frame.title}
      </h1>
      <div className="card mt-6 py-12 text-center text-slate-600" data-testid="empty-state">
        {msg.sectionFilling}
      </div>
    </section>
  );
}
