import { desc } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import { defineCapability } from '../capability';
import { newsPosts } from '../db/schema';
import { seedNewsPosts, seedNewsTaxonomy } from '../db/seed/news';
import { newsKind } from './news-kind';
import { publicPost } from './news-query';
import { newsRoutes } from './news.routes';
import { newsServices } from './news-services';

export const news = defineCapability({
  name: 'news',
  api: newsRoutes,
  services: newsServices,
  seed: { reference: ({ db }) => seedNewsTaxonomy(db), demo: ({ db }) => seedNewsPosts(db) },
  sitemap: async ({ db }) => {
    const rows = await db
      .select({ id: newsPosts.id, slug: newsPosts.slug })
      .from(newsPosts)
      .where(publicPost())
      .orderBy(desc(newsPosts.publishedAt))
      .limit(45000);
    return rows.map(newsPostPath);
  },
  engagementKinds: [newsKind],
  contentKinds: ['news'],
});
