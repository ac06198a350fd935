import { sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import { requireConsultant } from './consultation-query';
import { changeQuestion, type DeskDeps } from './desk-action';

/** A consultant takes a new question into work; others see who holds it. */
export function takeQuestion(opts: { deps: DeskDeps; user: SessionUser; id: number }) {
  requireConsultant(opts.user);
  return changeQuestion({
    ...opts,
    from: ['new'],
    to: 'inprogress',
    set: { takenById: opts.user.id, takenAt: sql`now()` },
  });
}
