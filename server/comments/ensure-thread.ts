import { and, eq } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { type ThreadOptions, threads } from '../db/schema';
import type { ThreadRow } from './thread-access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The thread of a commentable item (news post, record, video, handbook, document, webinar),
 * made on first call and returned as is afterwards; call it when the item is created.
 */
export async function ensureThread(
  db: Db | Tx,
  opts: {
    kind: string;
    itemId: number;
    title?: string;
    template?: 'homework' | 'web';
    files?: 0 | 1;
    readonly?: 0 | 1;
    replies?: 0 | 1 | 2;
    isPrivate?: boolean;
    options?: ThreadOptions;
    themes?: ThemeId[];
  },
): Promise<ThreadRow> {
  const [made] = await db
    .insert(threads)
    .values({
      kind: opts.kind,
      itemId: opts.itemId,
      title: opts.title ?? '',
      template: opts.template ?? 'homework',
      files: opts.files ?? 1,
      readonly: opts.readonly ?? 0,
      replies: opts.replies ?? 1,
      isPrivate: opts.isPrivate ?? false,
      options: opts.options ?? {},
      ...(opts.themes ? { themes: opts.themes } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [found] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.kind, opts.kind), eq(threads.itemId, opts.itemId)));
  return found;
}

/** Thread ids of items of one kind, for pages that show the comments block. */
export async function threadOf(db: Db, kind: string, itemId: number): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.kind, kind), eq(threads.itemId, itemId)));
  return row ?? null;
}
