import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recordModules, records, recordVideos } from '../db/schema';
import { AppError } from '../http/errors';
import type { StoreModuleInput, StoreVideoInput } from './records.schema';

async function requireRecord(db: Db, id: number) {
  const [row] = await db.select({ id: records.id }).from(records).where(eq(records.id, id));
  if (!row) throw new AppError('not_found', { message: 'Запис не знайдено' });
}

/** Creates or edits a video of a record (staff); its module must belong to the same record. */
export async function storeVideo(opts: { db: Db; input: StoreVideoInput }) {
  const { db, input } = opts;
  await requireRecord(db, input.record_id);
  if (input.module_id) {
    const [mod] = await db
      .select({ id: recordModules.id })
      .from(recordModules)
      .where(and(eq(recordModules.id, input.module_id), eq(recordModules.recordId, input.record_id)));
    if (!mod) throw new AppError('validation_failed', { fields: { module_id: ['Модуль належить іншому запису'] } });
  }
  const values = {
    recordId: input.record_id,
    moduleId: input.module_id ?? null,
    title: input.title,
    embedId: input.embed_id ?? null,
    duration: input.duration,
    position: input.position,
    isFree: input.is_free,
  };
  if (input.id) {
    const [row] = await db
      .update(recordVideos)
      .set(values)
      .where(and(eq(recordVideos.id, input.id), eq(recordVideos.recordId, input.record_id)))
      .returning({ id: recordVideos.id });
    if (!row) throw new AppError('not_found', { message: 'Відео не знайдено' });
    return { id: row.id, created: false };
  }
  const [row] = await db.insert(recordVideos).values(values).returning({ id: recordVideos.id });
  return { id: row.id, created: true };
}

/** Creates or edits a module of a mini-course (staff). */
export async function storeModule(opts: { db: Db; input: StoreModuleInput }) {
  const { db, input } = opts;
  await requireRecord(db, input.record_id);
  const values = { recordId: input.record_id, title: input.title, position: input.position };
  if (input.id) {
    const [row] = await db
      .update(recordModules)
      .set(values)
      .where(and(eq(recordModules.id, input.id), eq(recordModules.recordId, input.record_id)))
      .returning({ id: recordModules.id });
    if (!row) throw new AppError('not_found', { message: 'Модуль не знайдено' });
    return { id: row.id, created: false };
  }
  const [row] = await db.insert(recordModules).values(values).returning({ id: recordModules.id });
  return { id: row.id, created: true };
}
