import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { countView } from '../engagement/count-view';
import { getPost } from './get-post';
import { newsKind } from './news-kind';

/**
 * Reading a post: load it (404 when hidden) and, when it is public, count the view (the visitor id
 * comes from the HTTP layer; null for signed-in users, who count by account, and for bots).
 * `countView: false` is a guest's page render: the page counts the view after load, so it stays cacheable.
 */
export async function openNewsPost(opts: {
  db: Db;
  user: SessionUser | null;
  id: number;
  theme: ThemeId;
  visitor?: string | null;
  countView?: boolean;
}) {
  const post = await getPost(opts);
  if (opts.countView === false) return { post };
  if (post.isPublic) {
    const views = await countView({
      db: opts.db,
      kind: newsKind,
      id: post.id,
      userId: opts.user?.id ?? null,
      visitor: opts.visitor ?? null,
      knownViews: post.views,
    });
    if (views !== null) post.views = views;
    if (opts.user) post.viewed = true;
  }
  return { post };
}
