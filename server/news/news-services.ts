import { isNewsEditor, newsPostPath } from '../../common/news';
import { loadAccess } from '../access/access';
import type { SessionUser } from '../accounts/sessions';
import type { AppDeps } from '../http/types';
import { listRelatedPosts } from './get-post';
import { listNews, type ListNewsOptions } from './list-news';
import { listNewsTaxonomy } from './list-taxonomy';
import { presentListMeta, presentNewsCard, presentNewsPost } from './news.presenter';
import { openNewsPost } from './open-post';
import { getPostForEdit, listEditorPosts } from './store-post';

/** What the news pages' loaders call in-process (through the load context). */
export function newsServices(deps: Pick<AppDeps, 'db' | 'env'>) {
  const { db } = deps;
  return {
    list: async (opts: Omit<ListNewsOptions, 'db'> & { excerptWords?: number }) => {
      const [list, access] = await Promise.all([listNews({ db, ...opts }), loadAccess({ db, user: opts.user })]);
      return {
        data: list.rows.map((r) => presentNewsCard(r, { access, excerptWords: opts.excerptWords })),
        meta: presentListMeta(list),
        category: list.category && {
          id: list.category.id,
          alias: list.category.alias,
          title: list.category.title,
          description: list.category.description,
        },
      };
    },
    filters: async () => {
      const [categories, topics, labels, types] = await Promise.all(
        (['categories', 'topics', 'labels', 'types'] as const).map((kind) => listNewsTaxonomy({ db, kind })),
      );
      const pick = (rows: { alias: string; title: string; count: number }[]) =>
        rows.map((r) => ({ id: r.alias, label: r.title, count: r.count }));
      return { categories: pick(categories), topics: pick(topics), labels: pick(labels), types: pick(types) };
    },
    /** The article: the post (view counted), related posts, and a visitor cookie to set, if any. */
    open: async (opts: {
      user: SessionUser | null;
      id: number;
      cookieHeader: string | null;
      userAgent: string | null;
    }) => {
      const [{ post, setCookie }, access] = await Promise.all([
        openNewsPost({ db, ...opts, secure: deps.env.PUBLIC_URL?.startsWith('https:') ?? false }),
        loadAccess({ db, user: opts.user }),
      ]);
      const related = await listRelatedPosts({ db, user: opts.user, post });
      return {
        post: presentNewsPost(post, { access, isEditor: isNewsEditor(opts.user) }),
        related: related.map((r) => presentNewsCard(r, { access })),
        setCookie,
      };
    },
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
      choices: async () => {
        const [categories, topics, labels, types] = await Promise.all(
          (['categories', 'topics', 'labels', 'types'] as const).map((kind) => listNewsTaxonomy({ db, kind })),
        );
        const pick = (rows: { id: number; title: string }[]) => rows.map((r) => ({ id: r.id, title: r.title }));
        return { categories: pick(categories), topics: pick(topics), labels: pick(labels), types: pick(types) };
      },
    },
  };
}
