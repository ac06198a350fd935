import type { Role } from '../../../common/tools/calendar';
import { formatDateUa, toIso } from '../../../common/tools/rules';
import type { Db } from '../../db/client';
import { validationError } from '../../http/errors';
import { eventsBetween } from './calendar-events';

const MONTHS = [
  'Січень',
  'Лютий',
  'Березень',
  'Квітень',
  'Травень',
  'Червень',
  'Липень',
  'Серпень',
  'Вересень',
  'Жовтень',
  'Листопад',
  'Грудень',
];

/** A year of deadlines of the roles and the user's own events, grouped by month. */
export async function calendarYear(opts: { db: Db; userId: number | null; year: number; roles: Role[] }) {
  if (!Number.isInteger(opts.year) || opts.year < 2024 || opts.year > 2100) {
    throw validationError({ year: ['Календар доступний з 2024 року'] });
  }
  const events = await eventsBetween({
    db: opts.db,
    userId: opts.userId,
    roles: opts.roles,
    from: toIso(opts.year, 1, 1),
    to: toIso(opts.year, 12, 31),
  });
  return {
    year: opts.year,
    months: MONTHS.map((title, i) => {
      const prefix = `${opts.year}-${String(i + 1).padStart(2, '0')}`;
      return {
        month: prefix,
        title,
        events: events.filter((e) => e.date.startsWith(prefix)).map((e) => ({ ...e, dateLabel: formatDateUa(e.date) })),
      };
    }),
  };
}
