import { and, count, desc, sql } from 'drizzle-orm';
import { newsPostPath } from '../../common/news';
import type { TopicSource } from '../capability';
import { newsPosts, newsPostTopics } from '../db/schema';
import { sitePost } from './news-query';

/** Public news on a topic, newest first, for the cross-kind topic page. */
export const newsOnTopic: TopicSource = async ({ db, topic, theme, limit }) => {
  const onTopic = and(
    sitePost(theme),
    sql`exists(select 1 from ${newsPostTopics} pt where pt.post_id = news_posts.id and pt.topic_id = ${topic.id})`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: newsPosts.id,
        slug: newsPosts.slug,
        title: newsPosts.title,
        description: newsPosts.description,
        publishedAt: newsPosts.publishedAt,
      })
      .from(newsPosts)
      .where(onTopic)
      .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
      .limit(limit),
    db.select({ total: count() }).from(newsPosts).where(onTopic),
  ]);
  return {
    kind: 'news',
    title: 'Новини',
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      url: newsPostPath(r),
      excerpt: r.description,
      date: r.publishedAt ? r.publishedAt.toISOString() : null,
    })),
    total: Number(total),
    moreUrl: `/news?topicItems=${encodeURIComponent(topic.alias)}`,
  };
};
