import { forgetKept } from '../cache/kept-lists';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { records } from '../db/schema';
import { AppError } from '../http/errors';
import { slugify } from '../news/news-html';
import type { StoreRecordInput } from './records.schema';

/** Creates or edits a record (staff). A new record is a draft unless the input publishes it. */
export async function storeRecord(opts: { db: Db; input: StoreRecordInput }) {
  const { db, input } = opts;
  const values = {
    title: input.title,
    description: input.description,
    kind: input.kind,
    isFree: input.is_free,
    packages: input.packages,
    topics: input.topics,
    lecturerIds: input.lecturers,
    themes: input.themes,
    status: input.status,
    date: input.date ? new Date(input.date) : undefined,
    options: input.options,
  };
  if (input.id) {
    const [row] = await db
      .update(records)
      .set({ ...values, ...(input.slug ? { slug: input.slug } : {}), updatedAt: sql`now()` })
      .where(eq(records.id, input.id))
      .returning({ id: records.id, status: records.status });
    if (!row) throw new AppError('not_found', { message: 'Запис не знайдено' });
    // The lists' kept counts (ADR 046) count this record as it is now.
    forgetKept(db);
    return { ...row, created: false };
  }
  const slug = input.slug ?? `${slugify(input.title).slice(0, 80) || 'zapys'}-${Date.now().toString(36)}`;
  const [row] = await db
    .insert(records)
    .values({ ...values, slug, status: input.status ?? 'draft' })
    .onConflictDoNothing({ target: records.slug })
    .returning({ id: records.id, status: records.status });
  if (!row) throw new AppError('conflict', { message: 'Запис з такою адресою вже існує' });
  forgetKept(db);
  return { ...row, created: true };
}

export async function publishRecord(opts: { db: Db; id: number; status: 'draft' | 'published' }) {
  const [row] = await opts.db
    .update(records)
    .set({ status: opts.status, updatedAt: sql`now()` })
    .where(eq(records.id, opts.id))
    .returning({ id: records.id, status: records.status });
  if (!row) throw new AppError('not_found', { message: 'Запис не знайдено' });
  forgetKept(opts.db);
  return row;
}
