import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { idAmong, idsParam } from '../engagement/engagement-sql';
import { newsPostPath } from '../../common/news';
import { newsPosts } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { newsKindName, publicPost } from './news-query';
import { newsReactionIds } from '../../common/news';

const summariesStatement = (db: Db) =>
  preparedOnce(db, 'news:summaries', (d) =>
    d
      .select({ id: newsPosts.id, slug: newsPosts.slug, title: newsPosts.title })
      .from(newsPosts)
      .where(and(idAmong(newsPosts.id), publicPost()))
      .prepare(UNNAMED),
  );

/** News posts as an engagement kind: favourites, views, reactions, ratings and shares of posts. */
export const newsKind: EngagementKind = {
  kind: newsKindName,
  label: 'Новини',
  table: newsPosts,
  reactionIds: newsReactionIds,
  visible: publicPost,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await summariesStatement(db).execute(idsParam(ids));
    return rows.map((r) => ({ id: r.id, title: r.title, url: newsPostPath(r) }));
  },
  protection: async ({ db, id }) => {
    const [row] = await db
      .select({ id: newsPosts.id, isFree: newsPosts.isFree })
      .from(newsPosts)
      .where(and(eq(newsPosts.id, id), publicPost()));
    return row ? { kind: 'news', id: row.id, isFree: row.isFree } : null;
  },
};
