import { isNewsEditor } from '../../common/news';
import { loadAccess, type ProtectedItem } from '../access/access';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { markedRow, readPersonalMarks } from '../engagement/engagement-sql';
import { listRelatedPosts } from './get-post';
import { newsKindName } from './news-query';
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
  // The post and its related posts are rows everybody sees alike (kept a second); a signed-in reader's
  // marks for all of them are one statement, read after the view is counted.
  const [{ post: row }, access] = await Promise.all([openNewsPost(opts), loadAccess({ db, user })]);
  const relatedRows = opts.withRelated ? await listRelatedPosts({ db, user: null, post: row, theme: opts.theme }) : [];
  const marks = user ? await readPersonalMarks(db, newsKindName, [row, ...relatedRows], user) : null;
  const post = marks ? markedRow(row, marks) : row;
  const related = marks ? relatedRows.map((r) => markedRow(r, marks)) : relatedRows;
  const item: ProtectedItem | null = post.isPublic ? { kind: 'news', id: post.id, isFree: post.isFree } : null;
  return {
    post: presentNewsPost(post, { access, isEditor: isNewsEditor(user) }),
    related: related.map((r) => presentNewsCard(r, { access })),
    item,
  };
}
