import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recordModules, records, recordVideos } from '../db/schema';
import { AppError } from '../http/errors';

/** Every record, drafts included, newest first: the staff screen's list (records_editor only). */
export async function listStaffRecords(opts: { db: Db; limit?: number }) {
  const rows = await opts.db
    .select({
      id: records.id,
      title: records.title,
      kind: records.kind,
      status: records.status,
      date: records.date,
      videos: sql<number>`(select count(*) from record_videos v where v.record_id = records.id)`,
      pending: sql<number>`(select count(*) from record_videos v where v.record_id = records.id
        and v.embed_id is null)`,
    })
    .from(records)
    .orderBy(desc(records.date), desc(records.id))
    .limit(Math.min(Math.max(opts.limit ?? 200, 1), 500));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    kind: r.kind,
    status: r.status as 'draft' | 'published',
    date: r.date.toISOString(),
    videos_count: Number(r.videos),
    pending_videos: Number(r.pending),
  }));
}
export type StaffRecordRow = Awaited<ReturnType<typeof listStaffRecords>>[number];

/** One record as the staff form edits it: all fields, its modules and videos with their player ids. */
export async function readStaffRecord(opts: { db: Db; id: number }) {
  const { db, id } = opts;
  const [r] = await db.select().from(records).where(eq(records.id, id));
  if (!r) throw new AppError('not_found', { message: 'Запис не знайдено' });
  const [modules, videos] = await Promise.all([
    db
      .select({ id: recordModules.id, title: recordModules.title, position: recordModules.position })
      .from(recordModules)
      .where(eq(recordModules.recordId, id))
      .orderBy(asc(recordModules.position), asc(recordModules.id)),
    db
      .select({
        id: recordVideos.id,
        title: recordVideos.title,
        embed_id: recordVideos.embedId,
        duration: recordVideos.duration,
        module_id: recordVideos.moduleId,
        position: recordVideos.position,
        is_free: recordVideos.isFree,
      })
      .from(recordVideos)
      .where(eq(recordVideos.recordId, id))
      .orderBy(asc(recordVideos.position), asc(recordVideos.id)),
  ]);
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    kind: r.kind,
    is_free: r.isFree,
    packages: r.packages,
    topics: r.topics,
    themes: r.themes,
    status: r.status as 'draft' | 'published',
    date: r.date.toISOString(),
    options: {
      certificate: Boolean(r.options.certificate),
      one_module: Boolean(r.options.one_module),
      notshowdate: Boolean(r.options.notshowdate),
    },
    modules,
    videos,
  };
}
export type StaffRecord = Awaited<ReturnType<typeof readStaffRecord>>;
