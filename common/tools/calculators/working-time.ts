/**
 * Норма тривалості робочого часу for a month, quarter or year (5-day week): working days × (week hours ÷ 5),
 * minus one hour on each pre-holiday day. Under martial law there are no holidays, transfers or
 * shortened days, so the norm is simply the weekdays.
 */
import { z } from 'zod';
import { monthCalendar, type RulesOptions, toIso } from '../rules';
import { Calc, type Calculation, num, round1 } from './core';
import { choice } from './schema-parts';

export const workingTimeInput = z
  .object({
    year: z.preprocess(
      (v) => (typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: 'Введіть рік' })
        .int('Введіть рік')
        .min(2024, 'Норми доступні з 2024 року')
        .max(2100, 'Значення завелике'),
    ),
    period: choice(['month', 'quarter', 'year'] as const),
    index: z.preprocess(
      (v) => (v === '' || v === undefined ? 1 : Number(v)),
      z.number().int().min(1, 'Оберіть місяць або квартал').max(12, 'Оберіть місяць або квартал'),
    ),
    weekHours: z.preprocess(
      (v) => Number(v),
      z.union([z.literal(40), z.literal(36), z.literal(24)], {
        error: 'Оберіть тривалість тижня: 40, 36 або 24 години',
      }),
    ),
  })
  .refine((v) => v.period !== 'quarter' || v.index <= 4, { message: 'Оберіть квартал від 1 до 4', path: ['index'] });
export type WorkingTimeInput = z.infer<typeof workingTimeInput>;

export interface MonthNorm {
  month: number;
  calendarDays: number;
  weekendDays: number;
  holidays: number;
  workingDays: number;
  shortenedDays: number;
  hours: number;
}

export interface WorkingTimeResult {
  months: MonthNorm[];
  calendarDays: number;
  workingDays: number;
  holidays: number;
  hours: number;
}

export function monthNorm(year: number, month: number, weekHours: number, options: RulesOptions = {}): MonthNorm {
  const days = monthCalendar(year, month, options);
  const working = days.filter((d) => d.kind === 'working');
  const shortened = working.filter((d) => d.shortenedBy > 0);
  const hoursPerDay = weekHours / 5;
  const hours = round1(working.length * hoursPerDay - shortened.reduce((s, d) => s + d.shortenedBy, 0));
  return {
    month,
    calendarDays: days.length,
    weekendDays: days.filter((d) => d.kind === 'weekend' || d.kind === 'transferred').length,
    holidays: days.filter((d) => d.kind === 'holiday').length,
    workingDays: working.length,
    shortenedDays: shortened.length,
    hours,
  };
}

function monthsOf(input: WorkingTimeInput): number[] {
  if (input.period === 'month') return [input.index];
  if (input.period === 'quarter') return [1, 2, 3].map((i) => (input.index - 1) * 3 + i);
  return Array.from({ length: 12 }, (_, i) => i + 1);
}

export function calculateWorkingTime(
  input: WorkingTimeInput,
  options: RulesOptions = {},
): Calculation<WorkingTimeResult> {
  const months = monthsOf(input);
  const c = new Calc(toIso(input.year, months[0], 1), options);
  const martial = c.rule('martialLaw').inForce;
  if (!martial) {
    c.rule('publicHolidays');
    c.rule('preHolidayShorteningHours');
    c.rule('holidayWeekendTransfer');
  }
  const norms = months.map((m) => {
    c.rule('martialLaw', toIso(input.year, m, 1));
    return monthNorm(input.year, m, input.weekHours, c.options);
  });
  for (const n of norms) {
    c.step(
      `Місяць ${n.month}`,
      `${n.workingDays} роб. дн. × ${num(input.weekHours / 5)} ` +
        `год${n.shortenedDays ? ` − ${n.shortenedDays} год (передсвяткові дні)` : ''}`,
      n.hours,
    );
  }
  const sum = (f: (n: MonthNorm) => number) => norms.reduce((s, n) => s + f(n), 0);
  const hours = round1(sum((n) => n.hours));
  c.step('Норма за період', `сума за ${norms.length} міс.`, hours);
  if (martial) c.note('Під час воєнного стану святкових днів немає, передсвяткові дні не скорочуються.');
  if (input.weekHours !== 40) c.note('Скорочення передсвяткового дня на 1 годину застосовано і до скороченого тижня.');
  return c.done({
    months: norms,
    calendarDays: sum((n) => n.calendarDays),
    workingDays: sum((n) => n.workingDays),
    holidays: sum((n) => n.holidays),
    hours,
  });
}
