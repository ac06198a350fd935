import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { documentPath } from '../../common/documents';
import { defineCapability } from '../capability';
import { documentsSearchSource } from './search-documents-site';
import type { CounterSource } from '../capability';
import { documents, documentTypes } from '../db/schema';
import { documentKind } from './documents-kind';
import { inTheme, publicDocument } from './documents-query';
import { documentsRoutes } from './documents.routes';
import { documentsServices } from './documents-services';
import { seedDemoDocuments, seedDocumentTaxonomy } from './seed-documents';

/** A menu counter: published documents, of one type when given. */
const countOf =
  (type?: string): CounterSource =>
  async ({ db }) => {
    const conds: SQL[] = [publicDocument()];
    if (type) conds.push(eq(documentTypes.alias, type));
    const [row] = await db
      .select({ n: count() })
      .from(documents)
      .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
      .where(and(...conds));
    return Number(row?.n ?? 0);
  };

export const documentsCapability = defineCapability({
  name: 'documents',
  api: documentsRoutes,
  services: documentsServices,
  seed: { reference: ({ db }) => seedDocumentTaxonomy(db), demo: ({ db }) => seedDemoDocuments(db) },
  sitemap: async ({ db }, { theme }) => {
    const rows = await db
      .select({ id: documents.id, alias: documents.alias })
      .from(documents)
      .where(and(publicDocument(), inTheme(theme)))
      .orderBy(desc(documents.publishedAt))
      .limit(45000);
    return rows.map(documentPath);
  },
  counters: {
    documents: countOf(),
    instructions: countOf('posadova-instruktsiia'),
    checklists: countOf('chek-lyst'),
  },
  engagementKinds: [documentKind],
  contentKinds: ['document'],
  search: [documentsSearchSource],
});
