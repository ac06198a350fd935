import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import { requireConsultant } from './consultation-query';
import { changeQuestion, type DeskDeps, notTakenByOther } from './desk-action';

/** A consultant asks the client to clarify; the request counts as unread for the client. */
export function clarifyQuestion(opts: {
  deps: DeskDeps;
  user: SessionUser;
  id: number;
  body: string;
  attachments?: number[];
}) {
  requireConsultant(opts.user);
  return changeQuestion({
    deps: opts.deps,
    user: opts.user,
    id: opts.id,
    from: ['new', 'inprogress'],
    to: 'clarify',
    set: { takenById: opts.user.id, takenAt: sql`coalesce(taken_at, now())` },
    message: { kind: 'clarify', body: opts.body, attachments: opts.attachments },
    check: notTakenByOther(opts.user),
  });
}
