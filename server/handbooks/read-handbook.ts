import { isHandbookEditor } from '../../common/handbooks';
import { loadAccess } from '../access/access';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { countView } from '../engagement/count-view';
import { getHandbook } from './get-handbook';
import { handbookKind } from './handbook-kind';
import { presentHandbookPage } from './handbooks.presenter';

/**
 * A handbook (or one chapter of it) as the API and the page both answer it, paywall applied.
 * `countView` counts the opening (and moves it to the top of the user's latest viewed).
 */
export async function readHandbook(opts: {
  db: Db;
  user: SessionUser | null;
  id: number;
  childId?: number;
  countView?: boolean;
  visitor?: string | null;
}) {
  const { db, user } = opts;
  const [found, access] = await Promise.all([getHandbook(opts), loadAccess({ db, user })]);
  if (opts.countView && found.row.status === 'published') {
    const views = await countView({
      db,
      kind: handbookKind,
      id: opts.id,
      userId: user?.id ?? null,
      visitor: null,
      knownViews: found.row.views,
    });
    if (views !== null) found.row.views = views;
    if (user) found.row.viewed = true;
  }
  return presentHandbookPage(found, { access, childId: opts.childId, isEditor: isHandbookEditor(user) });
}
