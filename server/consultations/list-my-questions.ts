import { count, desc, eq, sql } from 'drizzle-orm';
import { consultationLimits } from '../../common/consultations';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { consultationQuestions, users } from '../db/schema';
import { questionCardFields } from './consultation-query';
import { presentQuestion } from './consultations.presenter';
import { unreadFor } from './unread';

/** "Мої консультації": the user's own questions, newest first, with status and unread flag. */
export async function listMyQuestions(opts: { db: Db; user: SessionUser; theme: ThemeId; page?: number }) {
  const { db, user } = opts;
  const perPage = consultationLimits.myPageSize;
  const page = opts.page ?? 1;
  const statements = myQuestionsStatements(db);
  const params = { userId: user.id, limit: perPage, offset: (page - 1) * perPage };
  const [rows, [{ total }]] = await Promise.all([statements.page.execute(params), statements.total.execute(params)]);
  return {
    data: rows.map((r) =>
      presentQuestion(r.q, { theme: opts.theme, isStaff: false, unread: r.unread, takenByName: r.takenByName }),
    ),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/**
 * The page and the number of one user's questions, as statements built once per database handle (ADR
 * 047): the user, limit and offset are filled in.
 */
const myQuestionsStatements = (db: Db) =>
  preparedOnce(db, 'consultations:my-questions', (d) => {
    const userId = sql.placeholder('userId');
    const where = eq(consultationQuestions.authorId, userId);
    return {
      page: d
        .select({ q: questionCardFields, unread: unreadFor(userId), takenByName: users.name })
        .from(consultationQuestions)
        .leftJoin(users, eq(users.id, consultationQuestions.takenById))
        .where(where)
        .orderBy(desc(consultationQuestions.createdAt), desc(consultationQuestions.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED),
      total: d.select({ total: count() }).from(consultationQuestions).where(where).prepare(UNNAMED),
    };
  });
