import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { countNewsView } from './count-view';
import { getPost } from './get-post';
import { visitorOf } from './visitor';

/** Reading a post: load it (404 when hidden), count the view, report the visitor cookie to set. */
export async function openNewsPost(opts: {
  db: Db;
  user: SessionUser | null;
  id: number;
  cookieHeader?: string | null;
  userAgent?: string | null;
  secure?: boolean;
  /** False for a guest's page render: the page counts the view after load, so it stays cacheable. */
  countView?: boolean;
}) {
  const post = await getPost(opts);
  if (opts.countView === false) return { post, setCookie: null };
  const { visitor, setCookie } = opts.user
    ? { visitor: null, setCookie: null }
    : visitorOf({ cookieHeader: opts.cookieHeader, userAgent: opts.userAgent, secure: opts.secure ?? false });
  if (post.isPublic) {
    const views = await countNewsView({ db: opts.db, id: post.id, userId: opts.user?.id ?? null, visitor });
    if (views !== null) post.views = views;
    if (opts.user) post.viewed = true;
  }
  return { post, setCookie };
}
