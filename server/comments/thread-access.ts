import { eq } from 'drizzle-orm';
import { commentMessages, isCommentStaff } from '../../common/comments';
import type { SessionUser } from '../accounts/sessions';
import { loadAccess, type ProtectedItem } from '../access/access';
import { visibleItem } from '../engagement/engagement-sql';
import type { EngagementKind } from '../engagement/kind';
import type { Registry } from '../capability';
import type { Db } from '../db/client';
import { threads } from '../db/schema';
import { itemProtections } from './item-protection';
import { threadGates } from './thread-gates';
import { AppError } from '../http/errors';
import { keptAggregate, keptItemKey } from '../cache/kept-lists';

export type ThreadRow = typeof threads.$inferSelect;

export interface ThreadViewer {
  thread: ThreadRow;
  user: SessionUser | null;
  isStaff: boolean;
  /** Reads every comment (staff, or a public thread); otherwise only the viewer's own. */
  seesAll: boolean;
}

/** A visible item of a kind without a paywall: open to everybody. */
async function openItem(db: Db, kind: EngagementKind, id: number): Promise<ProtectedItem | null> {
  const rows = await db.select({ id: kind.table.id }).from(kind.table).where(visibleItem(kind, id));
  return rows.length ? { kind: kind.kind as ProtectedItem['kind'], id, isFree: true } : null;
}

/** What a thread's row kept by id is kept under (`viewThread` with `kept`); `forgetCountedItem` forgets it. */
export const KEPT_THREAD_ROW = 'thread-row';
const keptThreadKey = (id: number) => keptItemKey(KEPT_THREAD_ROW, id);

export async function findThread(db: Db, id: number): Promise<ThreadRow> {
  const [row] = await db.select().from(threads).where(eq(threads.id, id));
  if (!row) throw new AppError('bad_request', { message: commentMessages.threadMissing });
  return row;
}

/**
 * May this visitor read the thread? A thread of an item follows the item: a hidden item names no
 * thread, a paywalled one needs access (staff read everything). A private thread needs an account
 * and shows each author only their own comments.
 */
export async function viewThread(opts: {
  db: Db;
  registry: Pick<Registry, 'engagementKinds'>;
  threadId: number;
  user: SessionUser | null;
  /** The thread's row when the caller has just read it (same request): not read again. */
  thread?: ThreadRow;
  /**
   * The thread's item as the caller has just read it with the rules of its kind's protection (same
   * request; only a visible item): not read again.
   */
  item?: ProtectedItem | null;
  /**
   * A read (a page of comments, a search): the thread row and its item's visibility, the same for
   * every reader, may come from the second they are kept (ADR 046, 049); a comment that changes the
   * thread's counters forgets them (`forgetCountedItem`), a saved or purged item forgets everything
   * kept. Writes read both afresh. Who may read is still decided for this visitor.
   */
  kept?: boolean;
}): Promise<ThreadViewer> {
  const { db } = opts;
  const thread =
    opts.thread?.id === opts.threadId
      ? opts.thread
      : opts.kept
        ? await keptAggregate(db, keptThreadKey(opts.threadId), () => findThread(db, opts.threadId))
        : await findThread(db, opts.threadId);
  const isStaff = isCommentStaff(opts.user);
  if (thread.kind && thread.itemId !== null) {
    const kind = opts.registry.engagementKinds.get(thread.kind);
    if (kind && !isStaff) {
      const protection = kind.protection ?? itemProtections[kind.kind];
      const known = opts.item && opts.item.kind === kind.kind && opts.item.id === thread.itemId ? opts.item : null;
      const itemId = thread.itemId;
      const readItem = () => (protection ? protection({ db, id: itemId }) : openItem(db, kind, itemId));
      const item =
        known ??
        (opts.kept
          ? await keptAggregate(db, keptItemKey(kind.kind, itemId, 'protection'), readItem)
          : await readItem());
      if (!item) throw new AppError('bad_request', { message: commentMessages.threadMissing });
      if (!item.isFree) {
        if (!opts.user) throw new AppError('unauthenticated');
        const access = await loadAccess({ db: opts.db, user: opts.user });
        if (!access.canOpen(item)) throw new AppError('no_subscription_access');
      }
    }
  }
  const gated = thread.kind && thread.itemId !== null && !isStaff ? threadGates[thread.kind] : undefined;
  if (gated && thread.itemId !== null) {
    const verdict = await gated.gate({ db: opts.db, id: thread.itemId, user: opts.user });
    if (verdict === 'missing') throw new AppError('bad_request', { message: commentMessages.threadMissing });
    if (verdict === 'denied') {
      if (!opts.user) throw new AppError('unauthenticated');
      throw new AppError('forbidden', { message: gated.deniedMessage });
    }
  }
  if (thread.isPrivate && !opts.user && !thread.allowsGuests) throw new AppError('unauthenticated');
  return { thread, user: opts.user, isStaff, seesAll: isStaff || !thread.isPrivate };
}

/** May this visitor post in the thread? Accounts always (unless read-only); guests where allowed. */
export function assertCanPost(viewer: ThreadViewer): void {
  if (!viewer.user && !viewer.thread.allowsGuests) throw new AppError('unauthenticated');
  if (viewer.thread.readonly === 1 && !viewer.isStaff) {
    throw new AppError('forbidden', { message: commentMessages.readonly });
  }
}

export function assertStaff(viewer: ThreadViewer): SessionUser {
  if (!viewer.user) throw new AppError('unauthenticated');
  if (!viewer.isStaff) throw new AppError('forbidden', { message: commentMessages.staffOnly });
  return viewer.user;
}
