import { desc, sql } from 'drizzle-orm';
import { documentPath } from '../../common/documents';
import type { SearchRequest, SearchSource } from '../capability';
import { documents } from '../db/schema';
import { textMatchKind, textMatchPage } from '../search/text-match';
import { inTheme, publicDocument } from './documents-query';

const DOCUMENTS = textMatchKind({
  kind: 'documents',
  table: documents,
  where: (theme) => sql`${publicDocument()} and ${inTheme(theme)}`,
  fields: {
    id: documents.id,
    alias: documents.alias,
    title: documents.title,
    lead: documents.lead,
    access: documents.access,
    publishedAt: documents.publishedAt,
  },
  orderBy: [desc(documents.publishedAt), desc(documents.id)],
});

/** Document templates in the site search: title and lead (the template itself stays behind the paywall). */
async function searchDocuments(request: SearchRequest) {
  const { total, rows } = await textMatchPage(request, DOCUMENTS);
  return {
    total,
    items: rows.map((r) => ({
      kind: 'documents',
      id: String(r.id),
      title: r.title,
      url: documentPath(r),
      snippet: r.lead,
      isLocked: r.access !== 'free' && !request.access.hasSubscription,
      date: r.publishedAt ? r.publishedAt.toISOString() : null,
    })),
  };
}

export const documentsSearchSource: SearchSource = { kind: 'documents', label: 'Документи', search: searchDocuments };
