import type { ThemeId } from '../../common/themes';
import { loadAccess } from '../access/access';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { countView } from '../engagement/count-view';
import { documentKind } from './documents-kind';
import { presentDocument, presentDocumentCard } from './documents.presenter';
import { getDocument, listRelatedDocuments } from './get-document';

/**
 * The document as the API and the page both answer it: presented (paywall applied), the view
 * counted when asked (once per visitor per Kyiv day), related documents when asked.
 */
export async function readDocument(opts: {
  db: Db;
  user: SessionUser | null;
  id: number;
  theme: ThemeId;
  visitor?: string | null;
  countView?: boolean;
  withRelated?: boolean;
}) {
  const { db, user } = opts;
  const [doc, access] = await Promise.all([getDocument(opts), loadAccess({ db, user })]);
  if (opts.countView !== false) {
    const views = await countView({
      db,
      kind: documentKind,
      id: doc.id,
      userId: user?.id ?? null,
      visitor: opts.visitor ?? null,
      knownViews: doc.views,
    });
    if (views !== null) doc.views = views;
    if (user) doc.viewed = true;
  }
  const related = opts.withRelated ? await listRelatedDocuments({ db, user, doc, theme: opts.theme }) : [];
  return {
    document: presentDocument(doc, { access }),
    related: related.map((r) => presentDocumentCard(r, { access })),
  };
}
