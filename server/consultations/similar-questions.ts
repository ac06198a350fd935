import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ConsultationServiceSlug } from '../../common/consultation-services';
import { consultationLimits } from '../../common/consultations';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { consultationMessages, consultationQuestions as q } from '../db/schema';
import { inTheme, publishedQuestion } from './consultation-query';
import { presentArchived } from './consultations.presenter';

/** Words of a search text as prefixes: Ukrainian inflects, so "відпустки" should find "відпустку". */
function prefixes(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}’']+/gu) ?? [];
  const stems = words
    .filter((w) => w.length >= 4)
    .map((w) => w.replace(/[’']/g, '').slice(0, Math.max(4, w.length - 2)));
  return [...new Set(stems)].slice(0, 20);
}

/** Text condition on questions: any word prefix in the search vector, or a close trigram match. */
export function searchCondition(text: string) {
  const stems = prefixes(text);
  const tsquery = stems.map((s) => `${s}:*`).join(' | ');
  return stems.length
    ? sql`(${q.search} @@ to_tsquery('simple', ${tsquery}) or word_similarity(${text}, ${q.text}) > 0.5)`
    : sql`word_similarity(${text}, ${q.text}) > 0.5`;
}

/**
 * Answered questions of the same service from its public, anonymised archive that look like the
 * one being typed: most shared words first.
 */
export async function findSimilarQuestions(opts: {
  db: Db;
  theme: ThemeId;
  service: ConsultationServiceSlug;
  text: string;
  limit?: number;
}) {
  const stems = prefixes(opts.text);
  if (!stems.length) return [];
  const tsquery = stems.map((s) => `${s}:*`).join(' | ');
  const rank = sql`ts_rank(${q.search}, to_tsquery('simple', ${tsquery}))`;
  const rows = await opts.db
    .select({ id: q.id, service: q.service, text: q.text, answeredAt: q.answeredAt })
    .from(q)
    .where(and(publishedQuestion(), eq(q.service, opts.service), inTheme(opts.theme), searchCondition(opts.text)))
    .orderBy(desc(rank), desc(q.id))
    .limit(opts.limit ?? consultationLimits.similarMax);
  const answers = await firstAnswers(
    opts.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentArchived(r, answers.get(r.id) ?? ''));
}

/** The first answer of each question, in one query. */
export async function firstAnswers(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([consultationMessages.questionId], {
      questionId: consultationMessages.questionId,
      body: consultationMessages.body,
    })
    .from(consultationMessages)
    .where(and(inArray(consultationMessages.questionId, ids), eq(consultationMessages.kind, 'answer')))
    .orderBy(consultationMessages.questionId, consultationMessages.createdAt);
  return new Map(rows.map((r) => [r.questionId, r.body]));
}
