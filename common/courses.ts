/** Courses and paid webinars sold one by one (ADR 040): shared wording of checkout, orders and landings. */
export const COURSE_PLAN_CODE = 'full';

export const courseKinds = ['course', 'webinar'] as const;
export type CourseKind = (typeof courseKinds)[number];

/** The single «plan» of a product: how long it opens its records. */
export const courseAccessTitle = (months: number | null) => (months ? `Доступ на ${months} міс.` : 'Доступ назавжди');

export const courseOrderTitle = (kind: string, title: string) =>
  kind === 'webinar' ? `Вебінар «${title}»` : `Курс «${title}»`;

/** Campaign of the «free module register» modal (a guest signs up to watch a mini-course's first module). */
export const FREE_MODULE_CAMPAIGN = 'free-module';
