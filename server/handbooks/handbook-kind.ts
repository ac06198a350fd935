import { and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { idAmong, idsParam } from '../engagement/engagement-sql';
import { handbookKindName, handbookPath } from '../../common/handbooks';
import { handbooks } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { publicHandbook } from './handbook-query';

const summariesStatement = (db: Db) =>
  preparedOnce(db, 'handbooks:summaries', (d) =>
    d
      .select({ id: handbooks.id, title: handbooks.title })
      .from(handbooks)
      .where(and(idAmong(handbooks.id), publicHandbook()))
      .prepare(UNNAMED),
  );

/** Handbooks as an engagement kind: favourites, views, latest viewed, shares and counters. */
export const handbookKind: EngagementKind = {
  kind: handbookKindName,
  label: 'Довідники',
  table: handbooks,
  visible: publicHandbook,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await summariesStatement(db).execute(idsParam(ids));
    return rows.map((r) => ({ id: r.id, title: r.title, url: handbookPath(r.id) }));
  },
};
