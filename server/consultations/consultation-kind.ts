import { and, inArray } from 'drizzle-orm';
import { consultationQuestions } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { publishedQuestion } from './consultation-query';
import { questionPath } from './consultations.presenter';

export const consultationKindName = 'consultation';

/** Published archive consultations as an engagement kind: favourites ("GET /api/consultations/favorite"). */
export const consultationKind: EngagementKind = {
  kind: consultationKindName,
  table: consultationQuestions,
  visible: () => publishedQuestion() as never,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await db
      .select({
        id: consultationQuestions.id,
        service: consultationQuestions.service,
        text: consultationQuestions.text,
      })
      .from(consultationQuestions)
      .where(and(inArray(consultationQuestions.id, ids), publishedQuestion()));
    return rows.map((r) => ({
      id: r.id,
      title: r.text.length > 120 ? `${r.text.slice(0, 120)}…` : r.text,
      url: questionPath(r),
    }));
  },
};
