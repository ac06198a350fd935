import { eq } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { TopicSection, TopicSource } from '../capability';
import type { Db } from '../db/client';
import { topics } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * /themes/{alias}: the topic and what every capability that registered `onTopic` has on it, in
 * the order of the capability list; kinds with nothing on the topic are left out.
 */
export async function getTopicPage(opts: {
  db: Db;
  sources: readonly TopicSource[];
  alias: string;
  theme: ThemeId;
  limit?: number;
}) {
  const { db } = opts;
  const [topic] = await db.select().from(topics).where(eq(topics.alias, opts.alias)).limit(1);
  if (!topic) throw new AppError('not_found');
  const sections = await Promise.all(
    opts.sources.map((source) => source({ db, topic, theme: opts.theme, limit: opts.limit ?? 6 })),
  );
  return {
    topic: { id: topic.id, alias: topic.alias, title: topic.title, description: topic.description },
    sections: sections.filter((s): s is TopicSection => Boolean(s?.items.length)),
  };
}
