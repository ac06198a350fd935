import { and, count, desc, sql } from 'drizzle-orm';
import { handbookPath, handbookTexts } from '../../common/handbooks';
import type { TopicSource } from '../capability';
import { handbooks } from '../db/schema';
import { listedHandbook } from './handbook-query';

/** Public handbooks of the request's theme on a topic, newest first, for the cross-kind topic page. */
export const handbooksOnTopic: TopicSource = async ({ db, topic, theme, limit }) => {
  const onTopic = and(
    listedHandbook(theme),
    sql`exists(select 1 from handbook_topics ht where ht.handbook_id = handbooks.id and ht.topic_id = ${topic.id})`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: handbooks.id,
        title: handbooks.title,
        description: handbooks.description,
        publishedAt: handbooks.publishedAt,
      })
      .from(handbooks)
      .where(onTopic)
      .orderBy(desc(handbooks.publishedAt), desc(handbooks.id))
      .limit(limit),
    db.select({ total: count() }).from(handbooks).where(onTopic),
  ]);
  return {
    kind: 'handbook',
    title: handbookTexts.caption,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      url: handbookPath(r.id),
      excerpt: r.description,
      date: r.publishedAt ? r.publishedAt.toISOString() : null,
    })),
    total: Number(total),
    moreUrl: `/handbooks?handbooksItems=${encodeURIComponent(topic.alias)}`,
  };
};
