import { and, asc, eq, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { preparedOnce, UNNAMED } from '../db/prepared';
import { courseProductRecords, courseProducts, records } from '../db/schema';

export type CourseProductRow = typeof courseProducts.$inferSelect;
export interface CourseProduct extends CourseProductRow {
  records: { id: number; title: string; kind: string }[];
}

const codePattern = /^[a-z0-9-]{1,60}$/;

/**
 * The catalogue's two statements, built once per database handle (ADR 047): the theme's products on
 * sale, and the records of a set of products in their course order.
 */
const statements = (db: Db) =>
  preparedOnce(db, 'courses:catalogue', (d) => ({
    onSale: d
      .select()
      .from(courseProducts)
      .where(and(eq(courseProducts.isActive, true), sql`${sql.placeholder('theme')} = any(${courseProducts.themes})`))
      .orderBy(asc(courseProducts.position), asc(courseProducts.id))
      .prepare(UNNAMED),
    records: d
      .select({
        productId: courseProductRecords.productId,
        id: records.id,
        title: records.title,
        kind: records.kind,
      })
      .from(courseProductRecords)
      .innerJoin(records, eq(records.id, courseProductRecords.recordId))
      .where(sql`${courseProductRecords.productId} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(courseProductRecords.position), asc(records.id))
      .prepare(UNNAMED),
  }));

async function withRecords(db: Db, rows: CourseProductRow[]): Promise<CourseProduct[]> {
  if (!rows.length) return [];
  const links = await statements(db).records.execute({ ids: rows.map((r) => r.id) });
  return rows.map((r) => ({
    ...r,
    records: links.filter((l) => l.productId === r.id).map(({ id, title, kind }) => ({ id, title, kind })),
  }));
}

/** An active course or paid webinar on sale by its code (checkout's `{product}`), or null. */
export async function findCourseProduct(opts: { db: Db; code: string }): Promise<CourseProduct | null> {
  if (!codePattern.test(opts.code)) return null;
  const rows = await opts.db
    .select()
    .from(courseProducts)
    .where(and(eq(courseProducts.code, opts.code), eq(courseProducts.isActive, true)));
  return (await withRecords(opts.db, rows))[0] ?? null;
}

/** Courses and paid webinars on sale in the theme, in catalogue order (`GET /api/courses`). */
export async function listCourseProducts(opts: { db: Db; theme: ThemeId }): Promise<CourseProduct[]> {
  const rows = await statements(opts.db).onSale.execute({ theme: opts.theme });
  return withRecords(opts.db, rows);
}

/** The product a landing sells (`klacademy_kurs_…`), or null. */
export async function findCourseByLanding(opts: { db: Db; landing: string }): Promise<CourseProduct | null> {
  const rows = await opts.db
    .select()
    .from(courseProducts)
    .where(and(eq(courseProducts.landing, opts.landing), eq(courseProducts.isActive, true)))
    .limit(1);
  return (await withRecords(opts.db, rows))[0] ?? null;
}
