import { asc } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { inTheme } from '../db/content-themes';
import { topics } from '../db/schema';

/** Topics of the request's theme. */
export async function listTopics(opts: { db: Db; theme: ThemeId; withOrder?: boolean }) {
  return opts.db
    .select()
    .from(topics)
    .where(inTheme(topics.themes, opts.theme))
    .orderBy(opts.withOrder === false ? asc(topics.title) : asc(topics.position));
}
