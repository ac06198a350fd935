import type { ProtectedItem } from '../access/access';
import type { SessionUser } from '../accounts/sessions';
import { forgetKeptItem, keptAggregate, keptItemKey } from '../cache/kept-lists';
import type { AppDeps } from '../http/types';
import { ensureThread, threadOf } from './ensure-thread';
import { listComments } from './list-comments';
import { listMyComments } from './list-my-comments';
import { presentThread } from './thread.presenter';
import { KEPT_THREAD_ROW, viewThread } from './thread-access';

/** What pages' loaders call in-process: the API's own operations. */
export function commentsServices(deps: Pick<AppDeps, 'db' | 'registry' | 'log'>) {
  const { db, registry } = deps;
  const ensureOnView = async (
    kind: string,
    itemId: number,
    ensure?: { title?: string; readonly?: number; replies?: number },
  ) => {
    if (!ensure || !registry.engagementKinds.has(kind)) return null;
    const made = await ensureThread(db, {
      kind,
      itemId,
      title: ensure.title,
      readonly: ensure.readonly === 1 ? 1 : 0,
      replies: ensure.replies === 0 || ensure.replies === 2 ? ensure.replies : 1,
    });
    // The missing thread read a moment ago is no longer missing.
    forgetKeptItem(db, kind, itemId);
    return made;
  };
  return {
    /**
     * The comments block of an item: its thread and first page, or null when the item has no
     * thread or the viewer may not read it (the block is then not shown).
     */
    block: async (opts: {
      kind: string;
      itemId: number;
      user: SessionUser | null;
      /**
       * Make the item's thread on first view (kinds whose items do not make one when stored); the
       * settings apply when it is made.
       */
      ensure?: { title?: string; readonly?: number; replies?: number };
      /** The item as the page has just read it, when visible (its thread's access check takes it). */
      item?: ProtectedItem | null;
    }) => {
      // Read first: the thread exists after the item's first view, and making it is a write (on the
      // embedded database, a WAL flush) that every later view would repeat only to find it there.
      // The row is the same for every reader: kept a second with the item's own row (ADR 046, 049) and
      // forgotten with it when a comment changes its counters (`forgetCountedItem`).
      const found = await keptAggregate(db, keptItemKey(opts.kind, opts.itemId, 'thread'), () =>
        threadOf(db, opts.kind, opts.itemId),
      );
      const thread = found ?? (await ensureOnView(opts.kind, opts.itemId, opts.ensure));
      if (!thread || thread.template === 'web') return null;
      try {
        const viewer = await viewThread({
          db,
          registry,
          threadId: thread.id,
          user: opts.user,
          thread,
          item: opts.item,
        });
        // The first page is the same for every reader who is not staff (ADR 049, amended): kept a
        // second with the thread row and forgotten with it by every comment write.
        const page = await listComments({
          db,
          log: deps.log,
          viewer,
          page: 1,
          limit: 20,
          kept: keptItemKey(KEPT_THREAD_ROW, thread.id, 'first-page'),
        });
        return {
          thread: presentThread(viewer.thread),
          isStaff: viewer.isStaff,
          viewerId: opts.user?.id ?? null,
          names: viewer.thread.commentsNames,
          others: viewer.thread.commentsOthers,
          ...page,
        };
      } catch {
        return null;
      }
    },
    mine: (opts: { user: SessionUser; page: number }) =>
      listMyComments({ db, registry, user: opts.user, page: opts.page, limit: 20 }),
  };
}
export type CommentsServices = ReturnType<typeof commentsServices>;
