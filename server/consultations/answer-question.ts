import { eq, sql } from 'drizzle-orm';
import { type ConsultationServiceSlug, consultationService } from '../../common/consultation-services';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { consultationAnswerMail } from '../mail/templates';
import { requireConsultant } from './consultation-query';
import { questionPath } from './consultations.presenter';
import { changeQuestion, type DeskDeps, notTakenByOther } from './desk-action';
import { threadReplies } from './service-threads';

/**
 * A consultant answers (rich text). The first answer sets the response-time measure. After the
 * commit the client gets the live event and, when the service's thread mails replies (replies =
 * 2), exactly one letter for this answer.
 */
export async function answerQuestion(opts: {
  deps: DeskDeps & { mailer: Mailer };
  user: SessionUser;
  id: number;
  body: string;
  /** Ids of the consultant's uploads to the service's record (the comment rules: up to 5). */
  attachments?: number[];
  origin: string;
  site: string;
}) {
  requireConsultant(opts.user);
  const row = await changeQuestion({
    deps: opts.deps,
    user: opts.user,
    id: opts.id,
    from: ['new', 'inprogress', 'clarify', 'answered'],
    to: 'answered',
    set: {
      takenById: opts.user.id,
      takenAt: sql`coalesce(taken_at, now())`,
      firstAnsweredAt: sql`coalesce(first_answered_at, now())`,
      answeredAt: sql`now()`,
    },
    message: { kind: 'answer', body: opts.body, attachments: opts.attachments },
    check: notTakenByOther(opts.user),
    events: ['answered', 'status_changed'],
  });
  const service = row.service as ConsultationServiceSlug;
  if (row.authorId && threadReplies(service) === 2) await mailAuthor(opts.deps.db, opts.deps.mailer, row, opts);
  return row;
}

async function mailAuthor(
  db: Db,
  mailer: Mailer,
  row: { id: number; service: string; text: string; authorId: number | null },
  opts: { origin: string; site: string },
) {
  const [author] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, row.authorId ?? 0));
  if (!author) return;
  await mailer.send(
    consultationAnswerMail({
      to: author.email,
      name: author.name,
      service: consultationService(row.service as ConsultationServiceSlug).title,
      question: row.text,
      link: `${opts.origin}${questionPath(row)}`,
      site: opts.site,
    }),
  );
}
