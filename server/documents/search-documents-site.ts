import { count, desc, sql } from 'drizzle-orm';
import { documentPath } from '../../common/documents';
import type { SearchRequest, SearchSource } from '../capability';
import { documents } from '../db/schema';
import { matchAnyVariant, pageWithTotal, totalOver } from '../search/text-match';
import { inTheme, publicDocument } from './documents-query';

/** Document templates in the site search: title and lead (the template itself stays behind the paywall). */
async function searchDocuments(request: SearchRequest) {
  // The expression of documents_site_search_trgm_idx (migration 0020).
  const match = matchAnyVariant(sql`${documents.title} || ' ' || ${documents.lead}`, request.variants);
  if (!match) return { total: 0, items: [] };
  const where = sql`${publicDocument()} and ${inTheme(request.theme)} and ${match}`;
  const { total, rows } = await pageWithTotal({
    limit: request.limit,
    page: request.page,
    count: async () => Number((await request.db.select({ n: count() }).from(documents).where(where))[0].n),
    rows: (limit, offset) =>
      request.db
        .select({
          id: documents.id,
          alias: documents.alias,
          title: documents.title,
          lead: documents.lead,
          access: documents.access,
          publishedAt: documents.publishedAt,
          total: totalOver,
        })
        .from(documents)
        .where(where)
        .orderBy(desc(documents.publishedAt), desc(documents.id))
        .limit(limit)
        .offset(offset),
  });
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
