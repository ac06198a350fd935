import { eq } from 'drizzle-orm';
import type { Registry } from '../../server/capability';
import { refreshThreadCounters } from '../../server/comments/thread-counters';
import type { Db } from '../../server/db/client';
import { comments, threads } from '../../server/db/schema';

/**
 * Many top-level comments in a thread at once (a large thread), newest last, inserted in batches,
 * then the thread's counters recounted as a post would.
 */
export async function buildComments(
  db: Db,
  registry: Pick<Registry, 'engagementKinds'>,
  opts: { thread: number; count: number; text?: (i: number) => string; name?: (i: number) => string },
): Promise<void> {
  const [thread] = await db.select().from(threads).where(eq(threads.id, opts.thread));
  const start = Date.now() - opts.count * 1000;
  for (let from = 0; from < opts.count; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, opts.count - from) }, (_, k) => {
      const i = from + k;
      return {
        threadId: thread.id,
        name: opts.name?.(i) ?? `Читач ${i + 1}`,
        email: `reader${i + 1}@example.ua`,
        text: opts.text?.(i) ?? `Коментар номер ${i + 1}`,
        themes: thread.themes,
        createdAt: new Date(start + i * 1000),
        updatedAt: new Date(start + i * 1000),
      };
    });
    await db.insert(comments).values(rows);
  }
  await refreshThreadCounters(db, thread, registry);
}
