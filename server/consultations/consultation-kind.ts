import { and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { idAmong, idsParam } from '../engagement/engagement-sql';
import { consultationQuestions } from '../db/schema';
import type { EngagementKind } from '../engagement/kind';
import { publishedQuestion } from './consultation-query';
import { questionPath } from './consultations.presenter';

export const consultationKindName = 'consultation';

const summariesStatement = (db: Db) =>
  preparedOnce(db, 'consultations:summaries', (d) =>
    d
      .select({
        id: consultationQuestions.id,
        service: consultationQuestions.service,
        text: consultationQuestions.text,
      })
      .from(consultationQuestions)
      .where(and(idAmong(consultationQuestions.id), publishedQuestion()))
      .prepare(UNNAMED),
  );

/** Published archive consultations as an engagement kind: favourites ("GET /api/consultations/favorite"). */
export const consultationKind: EngagementKind = {
  kind: consultationKindName,
  table: consultationQuestions,
  visible: () => publishedQuestion() as never,
  summaries: async ({ db, ids }) => {
    if (!ids.length) return [];
    const rows = await summariesStatement(db).execute(idsParam(ids));
    return rows.map((r) => ({
      id: r.id,
      title: r.text.length > 120 ? `${r.text.slice(0, 120)}…` : r.text,
      url: questionPath(r),
    }));
  },
};
