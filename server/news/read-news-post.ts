import { isNewsEditor } from '../../common/news';
import { loadAccess, type ProtectedItem } from '../access/access';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { listRelatedPosts } from './get-post';
import { presentNewsCard, presentNewsPost } from './news.presenter';
import { openNewsPost } from './open-post';

/**
 * The article as the API and the page both answer it: the presented post (view counted, paywall
 * applied) and, when asked, related posts. `item` is the post as its comment thread's access check
 * sees it (null when it is not public): the comments block takes it instead of reading the post again.
 */
export async function readNewsPost(opts: {
  db: Db;
  user: SessionUser | null;
  id: number;
  theme: ThemeId;
  visitor?: string | null;
  countView?: boolean;
  withRelated?: boolean;
}) {
  const { db, user } = opts;
  const [{ post }, access] = await Promise.all([openNewsPost(opts), loadAccess({ db, user })]);
  const related = opts.withRelated ? await listRelatedPosts({ db, user, post, theme: opts.theme }) : [];
  const item: ProtectedItem | null = post.isPublic ? { kind: 'news', id: post.id, isFree: post.isFree } : null;
  return {
    post: presentNewsPost(post, { access, isEditor: isNewsEditor(user) }),
    related: related.map((r) => presentNewsCard(r, { access })),
    item,
  };
}
