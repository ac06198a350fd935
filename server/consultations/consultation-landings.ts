import { and, asc, eq, sql } from 'drizzle-orm';
import { type ConsultationServiceSlug, consultationService } from '../../common/consultation-services';
import { ONLINE_CONSULTATION_CAMPAIGN, ONLINE_CONSULTATION_THANKS } from '../../common/consultation-pages';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { campaigns, lecturers, records, recordVideos } from '../db/schema';

/**
 * The campaign behind /online-konsultaciya. Reference data: inserted once, never overwritten, so
 * staff edits of its pages and letter survive restarts.
 */
export async function seedOnlineConsultationCampaign(db: Db): Promise<void> {
  await db
    .insert(campaigns)
    .values({
      alias: ONLINE_CONSULTATION_CAMPAIGN,
      title: 'Заявка на онлайн-консультацію',
      okPath: ONLINE_CONSULTATION_THANKS,
      existsPath: ONLINE_CONSULTATION_THANKS,
      alreadyPath: ONLINE_CONSULTATION_THANKS,
      letterSubject: 'Заявку на онлайн-консультацію прийнято',
      letterText:
        'Менеджер зателефонує вам найближчим робочим часом, уточнить запитання і запропонує час консультації ' +
        'з експертом.',
    })
    .onConflictDoNothing();
}

/** Lecturers of the theme for /consultations-lectors, in name order. */
export async function listLecturers(db: Db, theme: ThemeId) {
  const rows = await db
    .select()
    .from(lecturers)
    .where(sql`${theme} = any(${lecturers.themes})`)
    .orderBy(asc(lecturers.name), asc(lecturers.id));
  return rows.map((l) => ({
    id: l.id,
    slug: l.slug,
    name: l.name,
    position: l.position,
    bio: l.bio,
    avatar_url: l.avatarUrl,
  }));
}

/**
 * The service's video introduction: the video of its record/video id pair (spec part 2 §9) when the
 * record is published on the theme. It presents the service, so anybody may watch it; null when the
 * pair is not (yet) in the catalogue — the page then links to the record's address.
 */
export async function serviceIntro(db: Db, theme: ThemeId, slug: ConsultationServiceSlug) {
  const s = consultationService(slug);
  const [row] = await db
    .select({ title: recordVideos.title, embedId: recordVideos.embedId, recordTitle: records.title })
    .from(recordVideos)
    .innerJoin(records, eq(records.id, recordVideos.recordId))
    .where(
      and(
        eq(recordVideos.id, s.video),
        eq(recordVideos.recordId, s.record),
        eq(records.status, 'published'),
        sql`${theme} = any(${records.themes})`,
      ),
    );
  return {
    url: `/events/${s.record}/${s.video}`,
    // A video without a player id yet (not playable) is offered as the link only.
    video: row?.embedId ? { title: row.title || row.recordTitle, embed_id: row.embedId } : null,
  };
}
