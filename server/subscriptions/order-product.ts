import { sql } from 'drizzle-orm';
import { COURSE_PLAN_CODE, courseAccessTitle } from '../../common/courses';
import { courseProducts, packages, plans } from '../db/schema';

/**
 * What an order sells, whether a package plan or a course (ADR 040): one set of columns for every
 * read of orders (cabinet list, one order, paying later). Queries left-join packages, plans and course_products.
 */
export const orderProductFields = {
  packageTitle: sql<string>`coalesce(${packages.title}, ${courseProducts.title})`,
  packageCode: sql<string>`coalesce(${packages.code}, ${courseProducts.code})`,
  planTitle: sql<string>`coalesce(${plans.title}, case when ${courseProducts.accessMonths} is null
    then ${courseAccessTitle(null)} else 'Доступ на ' || ${courseProducts.accessMonths} || ' міс.' end)`,
  planCode: sql<string>`coalesce(${plans.code}, ${COURSE_PLAN_CODE})`,
  /** course | webinar for a course order, null for a package. */
  courseKind: courseProducts.kind,
};
