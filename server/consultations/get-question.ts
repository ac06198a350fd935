import { asc, eq, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { consultationMessages, consultationQuestions, users } from '../db/schema';
import { questionAttachments } from './consultation-attachments';
import { isConsultant, questionFor } from './consultation-query';
import { type MessageView, presentQuestion } from './consultations.presenter';
import { markRead, unreadFor } from './unread';

export async function loadMessages(db: Db, questionId: number): Promise<MessageView[]> {
  const rows = await db
    .select({ m: consultationMessages, name: users.name })
    .from(consultationMessages)
    .leftJoin(users, eq(users.id, consultationMessages.authorId))
    .where(eq(consultationMessages.questionId, questionId))
    .orderBy(asc(consultationMessages.createdAt), asc(consultationMessages.id));
  return rows.map(({ m, name }) => ({
    id: m.id,
    kind: m.kind,
    body: m.body,
    attachments: m.attachments,
    created_at: m.createdAt.toISOString(),
    author_name: m.kind === 'reply' ? null : (name ?? null),
  }));
}

/**
 * One question with its conversation, for its author or staff (anybody else: 404). `markAsRead`
 * (the page opened by the author) clears its unread answers.
 */
export async function getQuestion(opts: {
  db: Db;
  user: SessionUser;
  id: number;
  theme: ThemeId;
  markAsRead?: boolean;
}) {
  const { db, user } = opts;
  const row = await questionFor({ db, user, id: opts.id });
  const isAuthor = row.authorId === user.id;
  if (isAuthor && opts.markAsRead) await markRead({ db, userId: user.id, questionId: row.id });
  const [messages, people, unread, files] = await Promise.all([
    loadMessages(db, row.id),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.authorId ?? 0)),
    isAuthor
      ? db.execute(unreadOf(row.id, user.id)).then((r) => Boolean((r as { rows: { u: boolean }[] }).rows[0]?.u))
      : Promise.resolve(false),
    questionAttachments(db, row.id),
  ]);
  const takenBy = row.takenById
    ? (await db.select({ name: users.name }).from(users).where(eq(users.id, row.takenById)))[0]?.name
    : null;
  // Files listed on a message are the answer's, not the question's.
  const onMessages = new Set(messages.flatMap((m) => m.attachments.map((f) => f.id)));
  return presentQuestion(row, {
    theme: opts.theme,
    isStaff: isConsultant(user),
    unread,
    messages,
    attachments: files.filter((f) => !onMessages.has(f.id)),
    author: people[0] ?? null,
    takenByName: takenBy ?? null,
  });
}

const unreadOf = (questionId: number, userId: number) =>
  sql`select ${unreadFor(userId)} as u from ${consultationQuestions} where ${consultationQuestions.id} = ${questionId}`;
