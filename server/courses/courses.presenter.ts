import { COURSE_PLAN_CODE, courseAccessTitle } from '../../common/courses';
import { recordPath } from '../../common/records';
import type { CourseProduct } from './find-course-product';

/** A course or paid webinar on sale: price from the catalogue, checkout address, records it opens. */
export function presentCourse(p: CourseProduct) {
  return {
    code: p.code,
    kind: p.kind,
    title: p.title,
    description: p.description,
    price: p.priceKop / 100,
    price_kop: p.priceKop,
    currency: 'UAH' as const,
    access_months: p.accessMonths,
    access_title: courseAccessTitle(p.accessMonths),
    landing: p.landing ? `/${p.landing}` : null,
    checkout_url: `/checkout/${p.code}/${COURSE_PLAN_CODE}`,
    records: p.records.map((r) => ({ id: r.id, title: r.title, kind: r.kind, url: recordPath(r.id) })),
  };
}
export type CourseView = ReturnType<typeof presentCourse>;
