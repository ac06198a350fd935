import type { QuestionStatus } from '../db/schema';
import type { SessionUser } from '../accounts/sessions';
import { requireConsultant } from './consultation-query';
import { changeQuestion, type DeskDeps, notTakenByOther } from './desk-action';

/**
 * Status changes without a message: a consultant returns a question to the queue (new) or takes it
 * back into work (inprogress) from any state but new.
 */
export function setQuestionStatus(opts: {
  deps: DeskDeps;
  user: SessionUser;
  id: number;
  status: Extract<QuestionStatus, 'new' | 'inprogress'>;
}) {
  requireConsultant(opts.user);
  const toQueue = opts.status === 'new';
  return changeQuestion({
    ...opts,
    from: toQueue ? ['inprogress', 'clarify'] : ['clarify', 'answered'],
    to: opts.status,
    set: toQueue ? { takenById: null, takenAt: null } : { takenById: opts.user.id },
    check: notTakenByOther(opts.user),
  });
}
