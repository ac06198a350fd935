import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ConsultationServiceSlug } from '../../common/consultation-services';
import type { Db } from '../db/client';
import { consultationCannedReplies, consultationMessages, consultationQuestions, users } from '../db/schema';
import { archivedConsultations } from './archive-seed';
import { serviceThemes } from './consultation-query';

/**
 * Demo content: each service's public archive (anonymised, answered, published) and a few canned
 * replies. Idempotent: a service whose archive rows exist is skipped.
 */
export async function seedConsultationArchive(db: Db): Promise<void> {
  const [consultant] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`(${users.options} ->> 'consultant')::boolean is true`)
    .orderBy(users.id)
    .limit(1);
  const services = [...new Set(archivedConsultations.map((a) => a.service))];
  for (const service of services) {
    const [present] = await db
      .select({ id: consultationQuestions.id })
      .from(consultationQuestions)
      .where(and(eq(consultationQuestions.service, service), isNull(consultationQuestions.authorId)))
      .limit(1);
    if (present) continue;
    await db.transaction(async (tx) => {
      for (const a of archivedConsultations.filter((x) => x.service === service)) {
        const [q] = await tx
          .insert(consultationQuestions)
          .values({
            service,
            themes: serviceThemes(service as ConsultationServiceSlug),
            text: a.question,
            status: 'answered',
            isPrivate: false,
            isPublished: true,
            takenById: consultant?.id ?? null,
            takenAt: new Date(a.askedAt),
            createdAt: new Date(a.askedAt),
            updatedAt: new Date(a.answeredAt),
            firstAnsweredAt: new Date(a.answeredAt),
            answeredAt: new Date(a.answeredAt),
          })
          .returning({ id: consultationQuestions.id });
        await tx.insert(consultationMessages).values({
          questionId: q.id,
          authorId: consultant?.id ?? null,
          kind: 'answer',
          body: a.answer,
          createdAt: new Date(a.answeredAt),
        });
      }
    });
  }
  const [canned] = await db.select({ id: consultationCannedReplies.id }).from(consultationCannedReplies).limit(1);
  if (!canned) await db.insert(consultationCannedReplies).values(cannedReplies);
}

const cannedReplies = [
  {
    title: 'Потрібні документи',
    body:
      '<p>Щоб відповісти точно, надішліть, будь ласка, копію наказу або заяви, про які йдеться, і вкажіть дату, ' +
      'з якої діють зміни.</p>',
  },
  {
    title: 'Воєнний стан: відпустки',
    body:
      '<p>Під час воєнного стану щорічну основну відпустку можна обмежити 24 календарними днями (ст. 12 Закону ' +
      '№ 2136-IX); невикористані дні переносяться.</p>',
  },
  {
    title: 'Ставки утримань 2026',
    body: '<p>У 2026 році із зарплати утримують ПДФО 18 % і військовий збір 5 %, ЄСВ роботодавця — 22 %.</p>',
    themes: ['accounting'],
  },
];
