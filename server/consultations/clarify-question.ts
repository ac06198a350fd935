import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import { requireConsultant } from './consultation-query';
import { changeQuestion, type DeskDeps, notTakenByOther } from './desk-action';

/** A consultant asks the client to clarify; the request counts as unread for the client. */
export function clarifyQuestion(opts: { deps: DeskDeps; user: SessionUser; id: number; body: string }) {
  requireConsultant(opts.user);
  return changeQuestion({
    ...opts,
    from: ['new', 'inprogress'],
    to: 'clarify',
    set: { takenById: opts.user.id, takenAt: sql`coalesce(taken_at, now())` },
    message: { kind: 'clarify', body: opts.body },
    check: notTakenByOther(opts.user),
  });
}
