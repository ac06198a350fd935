import { ensureThread } from '../comments/ensure-thread';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, webinars } from '../db/schema';
import { AppError } from '../http/errors';
import type { WebinarInput } from './webinars.schema';

/**
 * Staff create or change a free webinar. A new webinar gets its registration campaign
 * (`webinar-{id}`, grant: a seat) unless one is named; both are written in one transaction.
 */
export async function saveWebinar(opts: { db: Db; id: number | null; input: WebinarInput }) {
  const { input } = opts;
  const values = {
    title: input.title,
    description: input.description,
    startsAt: new Date(input.starts_at),
    durationMinutes: input.duration_minutes,
    lecturers: input.lecturers,
    programme: input.programme,
    gifts: input.gifts,
    streamUrl: input.stream_url ?? null,
    recordId: input.record_id ?? null,
    themes: input.themes,
    isPublished: input.is_published,
    updatedAt: new Date(),
  };
  return opts.db.transaction(async (tx) => {
    if (opts.id !== null) {
      const [row] = await tx
        .update(webinars)
        .set({ ...values, ...(input.catalog_campaign ? { catalogCampaign: input.catalog_campaign } : {}) })
        .where(eq(webinars.id, opts.id))
        .returning();
      if (!row) throw new AppError('not_found');
      return { webinar: row, isCreated: false };
    }
    const [created] = await tx.insert(webinars).values(values).returning();
    const alias = input.catalog_campaign ?? `webinar-${created.id}`;
    await tx
      .insert(campaigns)
      .values({
        alias,
        title: `Реєстрація на вебінар «${input.title.slice(0, 150)}»`,
        grantKind: 'webinar',
        webinarId: created.id,
        okPath: '/page_thanks_calendar_webinar',
        existsPath: '/page_thanks_calendar_webinar',
        letterSubject: `Ви зареєстровані на вебінар «${input.title.slice(0, 150)}»`,
        letterText: 'Посилання на трансляцію надішлемо в день вебінару. Додайте подію до календаря, щоб не пропустити.',
      })
      .onConflictDoNothing();
    // The room chat's thread is made with the webinar (spec: every commentable item has a thread).
    const thread = await ensureThread(tx, {
      kind: 'webinar',
      itemId: created.id,
      title: input.title,
      files: 0,
      themes: input.themes,
    });
    const [row] = await tx
      .update(webinars)
      .set({ catalogCampaign: alias, chatThreadId: thread.id })
      .where(eq(webinars.id, created.id))
      .returning();
    return { webinar: row, isCreated: true };
  });
}
