/**
 * Production calendar: the kind of each day under the rules in force on it. Holidays, their weekend
 * transfer and the shortened pre-holiday day apply only while martial law does not hold.
 */
import { addDays, daysInMonth, holidaysOfYear, isWeekend, toIso } from './holidays';
import { ruleOn } from './rules';
import type { IsoDate, RulesOptions } from './types';

export type DayKind = 'working' | 'weekend' | 'holiday' | 'transferred';

export interface CalendarDay {
  date: IsoDate;
  kind: DayKind;
  /** Hours shortened (the day before a holiday, art. 53 КЗпП). */
  shortenedBy: number;
  holiday?: string;
}

function holidaysApply(date: IsoDate, options: RulesOptions): boolean {
  return !ruleOn('martialLaw', date, options).value.noHolidays;
}

/** Holidays and weekend-transfer days of a year that apply on their dates. */
function specialDays(year: number, options: RulesOptions): Map<IsoDate, { kind: DayKind; name: string }> {
  const map = new Map<IsoDate, { kind: DayKind; name: string }>();
  // A late-December holiday on a weekend moves to 26 or 27 December, so one year is enough.
  for (const h of holidaysOfYear(year)) {
    if (!holidaysApply(h.date, options)) continue;
    map.set(h.date, { kind: 'holiday', name: h.name });
  }
  const transfers: [IsoDate, string][] = [];
  for (const [date, h] of map) {
    if (!isWeekend(date) || !ruleOn('holidayWeekendTransfer', date, options).value) continue;
    if (ruleOn('martialLaw', date, options).value.noHolidayTransfer) continue;
    let next = addDays(date, 1);
    while (isWeekend(next) || map.has(next) || transfers.some(([d]) => d === next)) next = addDays(next, 1);
    transfers.push([next, h.name]);
  }
  for (const [date, name] of transfers) map.set(date, { kind: 'transferred', name: `Перенесений вихідний (${name})` });
  return map;
}

/**
 * Months already laid out, per martial-law end setting: a month's days depend only on the year, the
 * month and that setting, and a deadline moved past days off looks its month up once per day it
 * crosses (the calendar page lays out dozens of deadlines). Bounded (calculators accept any year): a
 * full store starts again, which a plain map does without a cache library in the browser's bundle.
 */
const laidOut = new Map<string, readonly CalendarDay[]>();
const LAID_OUT_MAX = 600;

/** The days of a month (shared and frozen: copy before changing). */
export function monthCalendar(year: number, month: number, options: RulesOptions = {}): readonly CalendarDay[] {
  const key = `${year}-${month}-${options.martialLawEndsOn ?? ''}`;
  let days = laidOut.get(key);
  if (!days) {
    days = Object.freeze(layOutMonth(year, month, options).map((d) => Object.freeze(d)));
    if (laidOut.size >= LAID_OUT_MAX) laidOut.clear();
    laidOut.set(key, days);
  }
  return days;
}

function layOutMonth(year: number, month: number, options: RulesOptions): CalendarDay[] {
  const special = specialDays(year, options);
  const nextSpecial = month === 12 ? specialDays(year + 1, options) : special;
  const days: CalendarDay[] = [];
  for (let d = 1; d <= daysInMonth(year, month); d++) {
    const date = toIso(year, month, d);
    const s = special.get(date);
    if (s) {
      days.push({ date, kind: s.kind, shortenedBy: 0, holiday: s.name });
      continue;
    }
    if (isWeekend(date)) {
      days.push({ date, kind: 'weekend', shortenedBy: 0 });
      continue;
    }
    const tomorrow = addDays(date, 1);
    const nextIsHoliday = (nextSpecial.get(tomorrow) ?? special.get(tomorrow))?.kind === 'holiday';
    const shortenedBy =
      nextIsHoliday && !ruleOn('martialLaw', date, options).value.noShortenedDays
        ? ruleOn('preHolidayShorteningHours', date, options).value
        : 0;
    days.push({ date, kind: 'working', shortenedBy });
  }
  return days;
}

/** Days between two dates inclusive. */
export function calendarRange(from: IsoDate, to: IsoDate, options: RulesOptions = {}): CalendarDay[] {
  const out: CalendarDay[] = [];
  let [y, m] = from.split('-').map(Number);
  while (toIso(y, m, 1) <= to) {
    for (const day of monthCalendar(y, m, options)) if (day.date >= from && day.date <= to) out.push(day);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** Holidays (art. 73) that apply within the range — what Порядок №100 excludes from calendar days. */
export function holidaysInRange(from: IsoDate, to: IsoDate, options: RulesOptions = {}): CalendarDay[] {
  return calendarRange(from, to, options).filter((d) => d.kind === 'holiday');
}

/** The next working day on or after `date` (deadlines that fall on a day off move forward). */
export function nextWorkingDay(date: IsoDate, options: RulesOptions = {}): IsoDate {
  let d = date;
  for (;;) {
    const [y, m] = d.split('-').map(Number);
    const day = monthCalendar(y, m, options).find((x) => x.date === d)!;
    if (day.kind === 'working') return d;
    d = addDays(d, 1);
  }
}

/** The last working day on or before `date`. */
export function previousWorkingDay(date: IsoDate, options: RulesOptions = {}): IsoDate {
  let d = date;
  for (;;) {
    const [y, m] = d.split('-').map(Number);
    const day = monthCalendar(y, m, options).find((x) => x.date === d)!;
    if (day.kind === 'working') return d;
    d = addDays(d, -1);
  }
}
