import { and, eq, inArray, sql } from 'drizzle-orm';
import { consultationMessages as texts } from '../../common/consultations';
import { type SessionUser, userChanged } from '../accounts/sessions';
import type { Db } from '../db/client';
import { consultationService, type ConsultationServiceSlug } from '../../common/consultation-services';
import { consultationMessages, consultationQuestions, type QuestionStatus } from '../db/schema';
import { AppError } from '../http/errors';
import type { EventBus } from '../realtime/bus';
import { claimAttachments } from '../uploads/claim-attachments';
import { ATTACHMENT_SCOPE } from './consultation-attachments';
import { publishQuestionEvent } from './consultation-events';
import { questionFor, type QuestionRow } from './consultation-query';

export interface DeskDeps {
  db: Db;
  bus: EventBus;
}

/**
 * One status change of a question, optionally with a message, in one transaction: the update is
 * conditional on the statuses the change starts from, so two consultants racing for a question
 * cannot both win. Live events go out after the commit.
 */
export async function changeQuestion(opts: {
  deps: DeskDeps;
  user: SessionUser;
  id: number;
  from: readonly QuestionStatus[];
  to: QuestionStatus;
  set?: Partial<Record<'takenById' | 'takenAt' | 'firstAnsweredAt' | 'answeredAt', unknown>>;
  /** A message with it; `attachments` are ids of the poster's own uploads to the service's record. */
  message?: { kind: 'answer' | 'clarify' | 'reply'; body: string; attachments?: number[] };
  check?: (row: QuestionRow) => void;
  events?: ('status_changed' | 'answered')[];
}): Promise<QuestionRow> {
  const { db, bus } = opts.deps;
  const row = await questionFor({ db, user: opts.user, id: opts.id });
  opts.check?.(row);
  if (!opts.from.includes(row.status)) throw new AppError('conflict', { message: texts.wrongStatus });
  const updated = await db.transaction(async (tx) => {
    const [next] = await tx
      .update(consultationQuestions)
      .set({ status: opts.to, updatedAt: sql`now()`, ...(opts.set as object) })
      .where(and(eq(consultationQuestions.id, row.id), inArray(consultationQuestions.status, [...opts.from])))
      .returning();
    if (!next) throw new AppError('conflict', { message: texts.wrongStatus });
    if (opts.message) {
      // Files belong to the question (its readers may download them) and are listed on the message.
      const files = await claimAttachments({
        tx,
        scope: ATTACHMENT_SCOPE,
        threadId: consultationService(row.service as ConsultationServiceSlug).record,
        ownerId: row.id,
        ids: opts.message.attachments ?? [],
        userId: opts.user.id,
        visitor: null,
      });
      await tx.insert(consultationMessages).values({
        questionId: row.id,
        authorId: opts.user.id,
        kind: opts.message.kind,
        body: opts.message.body,
        attachments: files,
      });
    }
    return next;
  });
  // A consultant's message may change the author's unread count (`users.counters`, kept by triggers):
  // their session read kept for a second is forgotten before the live event makes the page ask again.
  if (opts.message && updated.authorId !== null) userChanged(db, updated.authorId);
  const event = { id: updated.id, service: updated.service, status: updated.status, authorId: updated.authorId };
  for (const type of opts.events ?? ['status_changed']) publishQuestionEvent(bus, type, event);
  return updated;
}

/** Another consultant holds the question in progress. */
export function notTakenByOther(user: SessionUser) {
  return (row: QuestionRow) => {
    if (row.status === 'inprogress' && row.takenById && row.takenById !== user.id)
      throw new AppError('conflict', { message: texts.takenByOther });
  };
}
