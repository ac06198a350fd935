import { newsPostPath } from '../../common/news';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { AppDeps } from '../http/types';
import type { ListNewsOptions } from './list-news';
import { listNewsPage } from './list-news-page';
import { keptNewsFacets, listNewsFacets } from './list-taxonomy';
import { readNewsPost } from './read-news-post';
import { getPostForEdit, listEditorPosts } from './store-post';

/** What the news pages' loaders call in-process (through the load context): the API's own operations. */
export function newsServices(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
    list: (opts: Omit<ListNewsOptions, 'db'> & { excerptWords?: number }) => listNewsPage({ db, ...opts }),
    filters: async (theme: ThemeId) => {
      const facets = await keptNewsFacets({ db, theme });
      const pick = (rows: { alias: string; title: string; count: number }[]) =>
        rows.map((r) => ({ id: r.alias, label: r.title, count: r.count }));
      return {
        categories: pick(facets.categories),
        topics: pick(facets.topics),
        labels: pick(facets.labels),
        types: pick(facets.types),
      };
    },
    /** The article with related posts; the view is counted for this user or anonymous visitor. */
    open: (opts: {
      user: SessionUser | null;
      id: number;
      theme: ThemeId;
      visitor: string | null;
      countView?: boolean;
    }) => readNewsPost({ db, ...opts, withRelated: true }),
    editor: {
      posts: async (user: SessionUser) =>
        (await listEditorPosts({ db, user })).map((p) => ({
          id: p.id,
          title: p.title,
          status: p.status,
          url: newsPostPath(p),
          published_at: p.publishedAt ? p.publishedAt.toISOString() : null,
          post_access: p.isFree,
        })),
      post: (user: SessionUser, id: number) => getPostForEdit({ db, user, id }),
      /** Categories and topics of the site the editor works on. */
      choices: async (theme: ThemeId) => {
        const facets = await listNewsFacets({ db, theme });
        const pick = (rows: { id: number; title: string }[]) => rows.map((r) => ({ id: r.id, title: r.title }));
        return {
          categories: pick(facets.categories),
          topics: pick(facets.topics),
          labels: pick(facets.labels),
          types: pick(facets.types),
        };
      },
    },
  };
}
