import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { courseProductRecords, courseProducts, records } from '../db/schema';

export type CourseProductRow = typeof courseProducts.$inferSelect;
export interface CourseProduct extends CourseProductRow {
  records: { id: number; title: string; kind: string }[];
}

const codePattern = /^[a-z0-9-]{1,60}$/;

async function withRecords(db: Db, rows: CourseProductRow[]): Promise<CourseProduct[]> {
  if (!rows.length) return [];
  const links = await db
    .select({
      productId: courseProductRecords.productId,
      id: records.id,
      title: records.title,
      kind: records.kind,
    })
    .from(courseProductRecords)
    .innerJoin(records, eq(records.id, courseProductRecords.recordId))
    .where(
      inArray(
        courseProductRecords.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(courseProductRecords.position), asc(records.id));
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
  const rows = await opts.db
    .select()
    .from(courseProducts)
    .where(and(eq(courseProducts.isActive, true), sql`${opts.theme} = any(${courseProducts.themes})`))
    .orderBy(asc(courseProducts.position), asc(courseProducts.id));
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
