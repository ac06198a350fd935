import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import { forgetKept } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { consultationQuestions } from '../db/schema';
import { AppError } from '../http/errors';
import { questionFor, requireConsultant } from './consultation-query';

/**
 * Staff publish an answered question into the service's public archive. The text shown is the one
 * staff give here (anonymised), never silently the client's own words.
 */
export async function publishQuestion(opts: {
  db: Db;
  user: SessionUser;
  id: number;
  isPublished: boolean;
  text?: string;
}) {
  requireConsultant(opts.user);
  const row = await questionFor(opts);
  if (opts.isPublished && row.status !== 'answered') throw new AppError('conflict');
  const [next] = await opts.db
    .update(consultationQuestions)
    .set({
      isPublished: opts.isPublished,
      ...(opts.text ? { text: opts.text } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(consultationQuestions.id, row.id))
    .returning();
  // The archive and the site search show published questions: what lists and searches kept goes.
  forgetKept(opts.db);
  return next;
}

/** The author marks the answer 1–5. */
export async function rateAnswer(opts: { db: Db; user: SessionUser; id: number; rating: number }) {
  const row = await questionFor(opts);
  if (row.authorId !== opts.user.id) throw new AppError('forbidden');
  if (row.status !== 'answered') throw new AppError('conflict');
  await opts.db.update(consultationQuestions).set({ rating: opts.rating }).where(eq(consultationQuestions.id, row.id));
  return { rating: opts.rating };
}
