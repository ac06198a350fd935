import type { SessionUser } from '../accounts/sessions';
import { AppError } from '../http/errors';
import { changeQuestion, type DeskDeps } from './desk-action';
import { markRead } from './unread';

/**
 * The author answers a clarify request or follows up on an answer: the question goes back to the
 * consultant who held it (in progress) or to the queue.
 */
export async function replyToQuestion(opts: { deps: DeskDeps; user: SessionUser; id: number; body: string }) {
  const row = await changeQuestion({
    ...opts,
    from: ['clarify', 'answered'],
    to: 'inprogress',
    check: (q) => {
      if (q.authorId !== opts.user.id) throw new AppError('forbidden');
    },
    message: { kind: 'reply', body: opts.body },
  });
  await markRead({ db: opts.deps.db, userId: opts.user.id, questionId: row.id });
  return row;
}
