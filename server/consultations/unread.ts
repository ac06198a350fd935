import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { type SessionUser, userChanged } from '../accounts/sessions';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { UNREAD_CONSULTATIONS_COUNTER } from '../../common/navigation';
import { consultationQuestions, consultationReads } from '../db/schema';

/**
 * A question is unread for its author while a consultant message (answer or clarify request) is
 * newer than the author's read mark.
 */
export const unreadFor = (userId: number | Placeholder) =>
  sql<boolean>`exists(select 1 from consultation_messages m where m.question_id = ${consultationQuestions.id}
    and m.kind in ('answer', 'clarify') and m.created_at > coalesce((select r.read_at from consultation_reads r
    where r.question_id = ${consultationQuestions.id} and r.user_id = ${userId}), '-infinity'::timestamptz))`;

/** The counter's key on the user's row (`users.counters`, migration 0032) and in the menu's counters. */
export const UNREAD_COUNTER = UNREAD_CONSULTATIONS_COUNTER;

/**
 * The `client.questions` counter: the user's questions with unread answers. A session's user carries
 * it from their row, where triggers keep it (ADR 054: no statement of its own on every signed-in page);
 * a user object made without the session read counts it here.
 */
export async function countUnread(opts: { db: Db; user: SessionUser | null }): Promise<number> {
  if (!opts.user) return 0;
  if (opts.user.counters) return Number(opts.user.counters[UNREAD_COUNTER] ?? 0);
  const [row] = await unreadStatement(opts.db).execute({ userId: opts.user.id });
  return Number(row?.n ?? 0);
}

const unreadStatement = (db: Db) =>
  preparedOnce(db, 'countUnread', (d) => {
    const userId = sql.placeholder('userId');
    return d
      .select({ n: sql<number>`count(*)::int` })
      .from(consultationQuestions)
      .where(and(eq(consultationQuestions.authorId, userId), unreadFor(userId)))
      .prepare(UNNAMED);
  });

/**
 * The author read the question: everything answered so far stops counting. Their session read kept for
 * a second (ADR 049) carries the old count: it is forgotten here and, through Redis, in other processes.
 */
export async function markRead(opts: { db: Db; userId: number; questionId: number }): Promise<void> {
  await opts.db
    .insert(consultationReads)
    .values({ questionId: opts.questionId, userId: opts.userId })
    .onConflictDoUpdate({
      target: [consultationReads.questionId, consultationReads.userId],
      set: { readAt: sql`now()` },
    });
  userChanged(opts.db, opts.userId);
}
