import { madeOncePerPair } from '../../common/made-once';
import { isNewsEditor } from '../../common/news';
import { type Access, loadAccess, type ProtectedItem } from '../access/access';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { markedRow, type PersonalMarks, readPersonalMarks } from '../engagement/engagement-sql';
import { listRelatedPosts } from './get-post';
import { newsKindName } from './news-query';
import { postAccess, presentNewsCard, presentNewsPost } from './news.presenter';
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
  const item: ProtectedItem | null = post.isPublic ? { kind: 'news', id: post.id, isFree: post.isFree } : null;
  return {
    post: presentNewsPost(post, { access, isEditor: isNewsEditor(user) }),
    related: presentedRelated(relatedRows, marks, access),
    item,
  };
}

type RelatedRows = Awaited<ReturnType<typeof listRelatedPosts>>;
type RelatedCards = ReturnType<typeof presentNewsCard>[];

/** A guest's related cards have no marks: their key in `presentedRelated`'s second map. */
const NO_MARKS = {};
const presented = madeOncePerPair<RelatedRows, object, RelatedCards>();

/**
 * The related posts' cards, one array for the same kept rows (kept a second for everybody), the same
 * reader's marks (kept a second per reader, forgotten by their writes) and the same locks: an article's
 * requests in that second hand its related block the same object, whose HTML the page then finds without
 * a JSON key (ADR 073). The cards are read-only to every caller.
 */
function presentedRelated(
  rows: RelatedRows,
  marks: ReadonlyMap<number, PersonalMarks> | null,
  access: Access,
): RelatedCards {
  const locks = rows.map((r) => (postAccess(access, r) ? '1' : '0')).join('');
  return presented(rows, marks ?? NO_MARKS, locks, () =>
    rows.map((r) => presentNewsCard(marks ? markedRow(r, marks) : r, { access })),
  );
}
