import { and, inArray } from 'drizzle-orm';
import { documentPath } from '../../common/documents';
import { documents } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { documentKindName, publicDocument } from './documents-query';

/** Documents as an engagement kind: favourites, views, latest viewed, shares and counters. */
export const documentKind: EngagementKind = {
  kind: documentKindName,
  table: documents,
  visible: publicDocument,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: documents.id, alias: documents.alias, title: documents.title })
      .from(documents)
      .where(and(inArray(documents.id, ids), publicDocument()));
    return rows.map((r) => ({ id: r.id, title: r.title, url: documentPath(r) }));
  },
};
