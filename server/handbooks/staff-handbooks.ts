import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { handbookItems, handbooks } from '../db/schema';
import { rowsOf } from '../engagement/engagement-sql';
import { AppError } from '../http/errors';

/** Every handbook, drafts included, last edited first: the staff screen's list (handbooks_editor only). */
export async function listStaffHandbooks(opts: { db: Db; limit?: number }) {
  const rows = await opts.db
    .select({
      id: handbooks.id,
      title: handbooks.title,
      access: handbooks.access,
      status: handbooks.status,
      publishedAt: handbooks.publishedAt,
      updatedAt: handbooks.updatedAt,
      chapters: sql<number>`(select count(*) from handbook_items i where i.handbook_id = handbooks.id)`,
    })
    .from(handbooks)
    .orderBy(desc(handbooks.updatedAt), desc(handbooks.id))
    .limit(Math.min(Math.max(opts.limit ?? 200, 1), 500));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    access: r.access,
    status: r.status,
    published_at: r.publishedAt ? r.publishedAt.toISOString() : null,
    updated_at: r.updatedAt.toISOString(),
    chapters_count: Number(r.chapters),
  }));
}
export type StaffHandbookRow = Awaited<ReturnType<typeof listStaffHandbooks>>[number];

/** One handbook as the staff form edits it: fields, topic aliases and the chapters' full text. */
export async function readStaffHandbook(opts: { db: Db; id: number }) {
  const { db, id } = opts;
  const [h] = await db.select().from(handbooks).where(eq(handbooks.id, id));
  if (!h) throw new AppError('not_found', { message: 'Довідник не знайдено' });
  const [chapters, topicRows] = await Promise.all([
    db
      .select({ title: handbookItems.title, body: handbookItems.body })
      .from(handbookItems)
      .where(eq(handbookItems.handbookId, id))
      .orderBy(asc(handbookItems.position), asc(handbookItems.id)),
    db.execute(sql`select t.alias from handbook_topics ht join topics t on t.id = ht.topic_id
      where ht.handbook_id = ${id} order by t.position, t.id`),
  ]);
  const rows = rowsOf<{ alias: string }>(topicRows);
  return {
    id: h.id,
    title: h.title,
    description: h.description,
    access: h.access,
    status: h.status,
    themes: h.themes as ('hr' | 'accounting')[],
    topics: rows.map((r) => r.alias),
    chapters,
  };
}
export type StaffHandbook = Awaited<ReturnType<typeof readStaffHandbook>>;
