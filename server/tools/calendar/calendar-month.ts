import { ROLE_LABELS, type Role } from '../../../common/tools/calendar';
import { MONTH_RE } from '../../../common/tools/calendar-rules';
import { formatDateUa, monthCalendar } from '../../../common/tools/rules';
import type { Db } from '../../db/client';
import { validationError } from '../../http/errors';
import { eventsBetween, monthBounds, type PersonalEvent } from './calendar-events';

export interface CalendarDayView {
  date: string;
  day: number;
  weekday: number;
  kind: string;
  holiday: string | null;
  events: PersonalEvent[];
}

export interface CalendarMonthView {
  month: string;
  title: string;
  roles: { id: Role; label: string; isOn: boolean }[];
  days: CalendarDayView[];
  events: (PersonalEvent & { dateLabel: string })[];
  prev: string;
  next: string;
}

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

function shift(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const total = y * 12 + m - 1 + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** A month of the production calendar with the deadlines of the roles and the user's own events. */
export async function calendarMonth(opts: {
  db: Db;
  userId: number | null;
  month: string;
  roles: Role[];
}): Promise<CalendarMonthView> {
  if (!MONTH_RE.test(opts.month)) throw validationError({ month: ['Введіть місяць у форматі РРРР-ММ'] });
  const bounds = monthBounds(opts.month);
  const events = await eventsBetween({ db: opts.db, userId: opts.userId, roles: opts.roles, ...bounds });
  const days = monthCalendar(bounds.year, bounds.month).map((d) => ({
    date: d.date,
    day: Number(d.date.slice(8)),
    weekday: (new Date(`${d.date}T00:00:00Z`).getUTCDay() + 6) % 7,
    kind: d.kind,
    holiday: d.holiday ?? null,
    events: events.filter((e) => e.date === d.date),
  }));
  return {
    month: opts.month,
    title: `${MONTHS[bounds.month - 1]} ${bounds.year}`,
    roles: (Object.keys(ROLE_LABELS) as Role[]).map((id) => ({
      id,
      label: ROLE_LABELS[id],
      isOn: opts.roles.includes(id),
    })),
    days,
    events: events.map((e) => ({ ...e, dateLabel: formatDateUa(e.date) })),
    prev: shift(opts.month, -1),
    next: shift(opts.month, 1),
  };
}
