import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { comments, newsPosts, threads } from '../db/schema';
import { demoCommentTexts, seedDemoComments } from './seed-comments';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
}, 180_000);
afterAll(async () => {
  await database?.close();
});

describe('demo comments', () => {
  it('several demo news posts carry conversations: questions, staff answers, work in progress', async () => {
    const { db } = database;
    const rows = await db
      .select({ post: newsPosts.id, count: newsPosts.commentsCount, names: threads.commentsNames })
      .from(newsPosts)
      .innerJoin(threads, and(eq(threads.kind, 'news'), eq(threads.itemId, newsPosts.id)))
      .where(inArray(threads.id, db.selectDistinct({ id: comments.threadId }).from(comments)));
    const posts = rows.filter((r) => r.count > 0);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const p of posts) expect(p.names.length).toBeGreaterThan(0);
    const all = await db
      .select()
      .from(comments)
      .where(
        inArray(
          comments.threadId,
          db
            .select({ id: threads.id })
            .from(threads)
            .where(
              and(
                eq(threads.kind, 'news'),
                inArray(
                  threads.itemId,
                  posts.map((p) => p.post),
                ),
              ),
            ),
        ),
      );
    const answered = all.filter((c) => c.status === 'answered');
    expect(answered.length).toBeGreaterThanOrEqual(4);
    // Every answered question has a reply from a staff account.
    for (const q of answered) expect(all.some((c) => c.parentId === q.id && c.userId !== null)).toBe(true);
    expect(all.some((c) => c.status === 'inprogress')).toBe(true);
    expect(all.some((c) => c.status === 'clarify' && c.statusText)).toBe(true);
    expect(all.every((c) => c.state === 'visible' && c.text.length > 0)).toBe(true);
    // Replies come after their question.
    const byId = new Map(all.map((c) => [c.id, c]));
    for (const c of all.filter((x) => x.parentId !== null)) {
      expect(c.createdAt.getTime()).toBeGreaterThan((byId.get(c.parentId as number) as typeof c).createdAt.getTime());
    }
    expect(all.filter((c) => c.parentId === null).length).toBeGreaterThan(0);
  });

  it('no sentence repeats; a second run adds nothing', async () => {
    const sentences = demoCommentTexts().flatMap((t) => t.split(/(?<=[.?!])\s+/u));
    expect(new Set(sentences).size).toBe(sentences.length);
    const before = (await database.db.select().from(comments)).length;
    await seedDemoComments(database.db);
    expect((await database.db.select().from(comments)).length).toBe(before);
  });
});
