import { and, inArray } from 'drizzle-orm';
import { handbookKindName, handbookPath } from '../../common/handbooks';
import { handbooks } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { publicHandbook } from './handbook-query';

/** Handbooks as an engagement kind: favourites, views, latest viewed, shares and counters. */
export const handbookKind: EngagementKind = {
  kind: handbookKindName,
  label: 'Довідники',
  table: handbooks,
  visible: publicHandbook,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: handbooks.id, title: handbooks.title })
      .from(handbooks)
      .where(and(inArray(handbooks.id, ids), publicHandbook()));
    return rows.map((r) => ({ id: r.id, title: r.title, url: handbookPath(r.id) }));
  },
};
