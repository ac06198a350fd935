import { and, eq, isNotNull, lte, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import type { ProtectedItem } from '../access/access';
import { documentPackages, type DocumentAccessLevel } from '../../common/documents';
import type { ThemeId } from '../../common/themes';
import { documents } from '../db/schema';
import { personalMarks } from '../engagement/engagement-sql';

/** The engagement kind name of documents (favourites, views, shares, counters). */
export const documentKindName = 'document';

/** Published and due: what the public may see; drafts are the editors' only. */
export function publicDocument(): SQL {
  return and(
    eq(documents.status, 'published'),
    isNotNull(documents.publishedAt),
    lte(documents.publishedAt, sql`now()`),
  ) as SQL;
}

export const inTheme = (theme: ThemeId | Placeholder): SQL => sql`${theme} = any(${documents.themes})`;

/** The access authority's view of a document. */
export function protectedDocument(doc: { id: number; access: string }): ProtectedItem {
  const level = (doc.access in documentPackages ? doc.access : 'premium') as DocumentAccessLevel;
  return { kind: 'document', id: doc.id, isFree: level === 'free', packages: documentPackages[level] };
}

export const documentPersonalFields = (user: SessionUser | null) => personalMarks(documentKindName, documents.id, user);
