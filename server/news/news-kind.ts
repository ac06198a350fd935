import { and, inArray } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import { newsPosts } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { newsKindName, publicPost } from './news-query';
import { newsReactionIds } from '../../common/news';

/** News posts as an engagement kind: favourites, views, reactions, ratings and shares of posts. */
export const newsKind: EngagementKind = {
  kind: newsKindName,
  table: newsPosts,
  reactionIds: newsReactionIds,
  visible: publicPost,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: newsPosts.id, slug: newsPosts.slug, title: newsPosts.title })
      .from(newsPosts)
      .where(and(inArray(newsPosts.id, ids), publicPost()));
    return rows.map((r) => ({ id: r.id, title: r.title, url: newsPostPath(r) }));
  },
};
