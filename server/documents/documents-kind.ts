import { and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { idAmong, idsParam } from '../engagement/engagement-sql';
import { documentPath } from '../../common/documents';
import { documents } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { documentKindName, publicDocument } from './documents-query';

const summariesStatement = (db: Db) =>
  preparedOnce(db, 'documents:summaries', (d) =>
    d
      .select({ id: documents.id, alias: documents.alias, title: documents.title })
      .from(documents)
      .where(and(idAmong(documents.id), publicDocument()))
      .prepare(UNNAMED),
  );

/** Documents as an engagement kind: favourites, views, latest viewed, shares and counters. */
export const documentKind: EngagementKind = {
  kind: documentKindName,
  table: documents,
  visible: publicDocument,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await summariesStatement(db).execute(idsParam(ids));
    return rows.map((r) => ({ id: r.id, title: r.title, url: documentPath(r) }));
  },
};
