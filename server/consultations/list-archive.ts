import { and, count, desc, eq } from 'drizzle-orm';
import type { ConsultationServiceSlug } from '../../common/consultation-services';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { consultationQuestions as q } from '../db/schema';
import { inTheme, publishedQuestion } from './consultation-query';
import { presentArchived } from './consultations.presenter';
import { firstAnswers } from './similar-questions';

/** The public archive of a service: published anonymised questions with their answers, newest first. */
export async function listArchive(opts: {
  db: Db;
  theme: ThemeId;
  service: ConsultationServiceSlug;
  page?: number;
  limit?: number;
}) {
  const perPage = opts.limit ?? 10;
  const page = opts.page ?? 1;
  const where = and(publishedQuestion(), eq(q.service, opts.service), inTheme(opts.theme));
  const [rows, [{ total }]] = await Promise.all([
    opts.db
      .select({ id: q.id, service: q.service, text: q.text, answeredAt: q.answeredAt })
      .from(q)
      .where(where)
      .orderBy(desc(q.answeredAt), desc(q.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    opts.db.select({ total: count() }).from(q).where(where),
  ]);
  const answers = await firstAnswers(
    opts.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => presentArchived(r, answers.get(r.id) ?? '')),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/** One published archive question with its answer (anybody may read it), or null. */
export async function getArchived(opts: { db: Db; theme: ThemeId; service: ConsultationServiceSlug; id: number }) {
  const [row] = await opts.db
    .select({ id: q.id, service: q.service, text: q.text, answeredAt: q.answeredAt })
    .from(q)
    .where(and(publishedQuestion(), eq(q.service, opts.service), eq(q.id, opts.id), inTheme(opts.theme)));
  if (!row) return null;
  const answers = await firstAnswers(opts.db, [row.id]);
  return presentArchived(row, answers.get(row.id) ?? '');
}
