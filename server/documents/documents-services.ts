import { asc, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import { loadAccess } from '../access/access';
import type { SessionUser } from '../accounts/sessions';
import { documentRubrics } from '../db/schema';
import type { AppDeps } from '../http/types';
import { getCompanyProfile, presentCompanyProfile } from './company-profile';
import { presentDocumentList } from './documents.presenter';
import { type ListDocumentsOptions, listDocuments } from './list-documents';
import { getFillValues } from './fill-values';
import { readDocument } from './read-document';
import { relatedToProfession } from './related-to-profession';

/** What the documents pages' loaders call in-process: the API's own operations and presenters. */
export function documentsServices(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;
  return {
    list: async (opts: Omit<ListDocumentsOptions, 'db'>) => {
      const [list, access] = await Promise.all([listDocuments({ db, ...opts }), loadAccess({ db, user: opts.user })]);
      return presentDocumentList(list, { access });
    },
    open: (opts: { user: SessionUser | null; id: number; theme: ThemeId; countView: boolean }) =>
      readDocument({ db, ...opts, visitor: null, withRelated: true }),
    rubrics: (theme: ThemeId) =>
      db
        .select({ alias: documentRubrics.alias, title: documentRubrics.title })
        .from(documentRubrics)
        .where(sql`${theme} = any(${documentRubrics.themes})`)
        .orderBy(asc(documentRubrics.position), asc(documentRubrics.id)),
    companyProfile: async (user: SessionUser) => presentCompanyProfile(await getCompanyProfile({ db, user })),
    /** What the user entered at the last fill of this document (pre-fills the form). */
    fillValues: (user: SessionUser, id: number) => getFillValues({ db, user, id }),
    /** Job instructions and other documents written for a classifier code (the classifier entry shows them). */
    relatedToProfession: (code: string, theme: ThemeId) => relatedToProfession({ db, code, theme }),
  };
}
