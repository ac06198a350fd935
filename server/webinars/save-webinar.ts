import { ensureThread } from '../comments/ensure-thread';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { purgePublicPages } from '../http/page-cache';
import type { AppDeps } from '../http/types';
import { attachments, campaigns, webinars } from '../db/schema';
import { AppError, validationError } from '../http/errors';
import { MATERIAL_SCOPE } from './material-files';
import type { WebinarInput } from './webinars.schema';

/** The public pages a free webinar is on: the home page (upcoming webinars), the list and its own pages. */
const WEBINAR_PAGES = ['/', '/free-webinars*'];

/** After a webinar is saved: guests' cached copies of its pages go at once (here and, via Redis, elsewhere). */
export function purgeWebinarPages(deps: AppDeps): Promise<void> {
  return purgePublicPages(deps, WEBINAR_PAGES);
}

/**
 * Staff create or change a free webinar. A new webinar gets its registration campaign
 * (`webinar-{id}`, grant: a seat) unless one is named; both are written in one transaction.
 */
export async function saveWebinar(opts: { db: Db; id: number | null; input: WebinarInput }) {
  const { input } = opts;
  await checkMaterialFiles(opts.db, opts.id, input);
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
    ...(input.room_alias !== undefined ? { roomAlias: input.room_alias } : {}),
    ...(input.materials
      ? {
          materials: input.materials.map((m) =>
            m.file_id ? { title: m.title, fileId: m.file_id } : { title: m.title, url: m.url },
          ),
        }
      : {}),
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

/** Files named as materials must have been uploaded for this webinar (a new webinar has none yet). */
async function checkMaterialFiles(db: Db, id: number | null, input: WebinarInput) {
  const ids = (input.materials ?? []).map((m) => m.file_id).filter((f): f is number => Boolean(f));
  if (!ids.length) return;
  const found =
    id === null
      ? []
      : await db
          .select({ id: attachments.id })
          .from(attachments)
          .where(
            and(inArray(attachments.id, ids), eq(attachments.scope, MATERIAL_SCOPE), eq(attachments.threadId, id)),
          );
  if (found.length !== new Set(ids).size) {
    throw validationError({ materials: ['Файл не знайдено: завантажте його для цього вебінару'] });
  }
}
