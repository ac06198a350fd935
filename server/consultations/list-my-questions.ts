import { questionCardFields } from './consultation-query';
import { and, count, desc, eq } from 'drizzle-orm';
import { consultationLimits } from '../../common/consultations';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { consultationQuestions, users } from '../db/schema';
import { presentQuestion } from './consultations.presenter';
import { unreadFor } from './unread';

/** "Мої консультації": the user's own questions, newest first, with status and unread flag. */
export async function listMyQuestions(opts: { db: Db; user: SessionUser; theme: ThemeId; page?: number }) {
  const { db, user } = opts;
  const perPage = consultationLimits.myPageSize;
  const page = opts.page ?? 1;
  const where = eq(consultationQuestions.authorId, user.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ q: questionCardFields, unread: unreadFor(user.id), takenByName: users.name })
      .from(consultationQuestions)
      .leftJoin(users, eq(users.id, consultationQuestions.takenById))
      .where(and(where))
      .orderBy(desc(consultationQuestions.createdAt), desc(consultationQuestions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(consultationQuestions).where(where),
  ]);
  return {
    data: rows.map((r) =>
      presentQuestion(r.q, { theme: opts.theme, isStaff: false, unread: r.unread, takenByName: r.takenByName }),
    ),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}
