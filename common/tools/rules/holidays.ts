/**
 * Public holidays of art. 73 КЗпП (2023 wording) and the production-calendar primitives built on them.
 * Under martial law art. 73 is not applied, so these dates only matter once it ends.
 */
import type { HolidayDefinition, IsoDate } from './types';

export const PUBLIC_HOLIDAYS: HolidayDefinition[] = [
  { month: 1, day: 1, name: 'Новий рік' },
  { month: 3, day: 8, name: 'Міжнародний жіночий день' },
  { easterOffset: 0, name: 'Великдень (Пасха)' },
  { month: 5, day: 1, name: 'День праці' },
  { month: 5, day: 8, name: 'День пам’яті та перемоги над нацизмом у Другій світовій війні 1939–1945 років' },
  { easterOffset: 49, name: 'Трійця' },
  { month: 6, day: 28, name: 'День Конституції України' },
  { month: 7, day: 15, name: 'День Української Державності' },
  { month: 8, day: 24, name: 'День незалежності України' },
  { month: 10, day: 1, name: 'День захисників і захисниць України' },
  { month: 12, day: 25, name: 'Різдво Христове' },
];

/** Orthodox Easter (Julian computus, Meeus), returned as a Gregorian date. */
export function orthodoxEaster(year: number): IsoDate {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  // Julian → Gregorian offset is 13 days for 1900–2099.
  return addDays(toIso(year, month, day), 13);
}

export function toIso(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseIso(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

function toUtc(date: IsoDate): number {
  const { year, month, day } = parseIso(date);
  return Date.UTC(year, month - 1, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date(toUtc(date) + days * 86_400_000);
  return toIso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const w = weekday(date);
  return w === 0 || w === 6;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Holidays of a year by art. 73 (dates only, no weekend transfer). */
export function holidaysOfYear(
  year: number,
  list: HolidayDefinition[] = PUBLIC_HOLIDAYS,
): { date: IsoDate; name: string }[] {
  const easter = orthodoxEaster(year);
  return list
    .map((h) => ({
      date: h.easterOffset !== undefined ? addDays(easter, h.easterOffset) : toIso(year, h.month!, h.day!),
      name: h.name,
    }))
    .sort((x, y) => x.date.localeCompare(y.date));
}
