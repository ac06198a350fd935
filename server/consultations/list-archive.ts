import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ConsultationServiceSlug } from '../../common/consultation-services';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { consultationMessages, consultationQuestions as q } from '../db/schema';
import { inTheme, publishedQuestion } from './consultation-query';
import { presentArchived } from './consultations.presenter';
import { firstAnswers } from './similar-questions';

/** The first answer of the row's question (the archive shows it under the question). */
const firstAnswer = sql<string | null>`(select m.body from ${consultationMessages} m
  where m.question_id = ${q}.${sql.identifier(q.id.name)} and m.kind = 'answer' order by m.created_at, m.id limit 1)`;

/**
 * A service's archive page (with each question's first answer) and its total: two statements built once
 * per database handle (ADR 047, ADR 053), run side by side.
 */
const archiveStatements = (db: Db) =>
  preparedOnce(db, 'consultations:archive', (d) => {
    const where = and(
      publishedQuestion(),
      eq(q.service, sql.placeholder('service')),
      inTheme(sql.placeholder('theme')),
    );
    return {
      page: d
        .select({ id: q.id, service: q.service, text: q.text, answeredAt: q.answeredAt, answer: firstAnswer })
        .from(q)
        .where(where)
        .orderBy(desc(q.answeredAt), desc(q.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(UNNAMED),
      total: d.select({ total: count() }).from(q).where(where).prepare(UNNAMED),
    };
  });

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
  const statements = archiveStatements(opts.db);
  const [rows, [{ total }]] = await Promise.all([
    statements.page.execute({
      service: opts.service,
      theme: opts.theme,
      limit: perPage,
      offset: (page - 1) * perPage,
    }),
    statements.total.execute({ service: opts.service, theme: opts.theme }),
  ]);
  return {
    data: rows.map((r) => presentArchived(r, r.answer ?? '')),
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
