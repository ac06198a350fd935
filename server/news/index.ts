import { desc } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import { defineCapability } from '../capability';
import { newsPosts } from '../db/schema';
import { seedNewsPosts, seedNewsTaxonomy } from '../db/seed/news';
import { newsKind } from './news-kind';
import { sitePost } from './news-query';
import { newsOnTopic } from './news-on-topic';
import { newsRoutes } from './news.routes';
import { newsServices } from './news-services';
import { newsSearchSource } from './search-news-site';

export const news = defineCapability({
  name: 'news',
  api: newsRoutes,
  services: newsServices,
  seed: { reference: ({ db }) => seedNewsTaxonomy(db), demo: ({ db }) => seedNewsPosts(db) },
  sitemap: async ({ db }, { theme }) => {
    const rows = await db
      .select({ id: newsPosts.id, slug: newsPosts.slug })
      .from(newsPosts)
      .where(sitePost(theme))
      .orderBy(desc(newsPosts.publishedAt))
      .limit(45000);
    return rows.map(newsPostPath);
  },
  engagementKinds: [newsKind],
  contentKinds: ['news'],
  search: [newsSearchSource],
  onTopic: newsOnTopic,
});
