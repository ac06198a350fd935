import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { topics } from '../db/schema';

export async function listTopics(opts: { db: Db; withOrder?: boolean }) {
  return opts.db
    .select()
    .from(topics)
    .orderBy(opts.withOrder === false ? asc(topics.title) : asc(topics.position));
}
