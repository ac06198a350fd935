/**
 * Кількість днів відпустки, зароблених за відпрацьований час робочого року, і стаж.
 * No normative formula exists for the pro-rata days; practice (buhplatforma.com.ua/news/57089) takes the
 * share of calendar days of the working year. Under martial law the employer may limit the basic
 * vacation to 24 days (ст. 12 Закону № 2136-IX); the rest is deferred.
 */
import { z } from 'zod';
import { addDays, daysBetween, formatDateUa, parseIso, type RulesOptions, toIso } from '../rules';
import { Calc, type Calculation, earlierDate, num, round2 } from './core';
import { calcMsg, count, flag, isoDate } from './schema-parts';

export const vacationDaysInput = z
  .object({
    workingYearStart: isoDate(),
    countUntil: isoDate(),
    /** Days that do not count towards vacation service (e.g. unpaid leave beyond the legal limit). */
    excludedDays: count(366).default(0),
    /** Basic vacation entitlement for a full year; blank = the statutory minimum. */
    basicDays: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : Number(v)),
      z
        .number({ error: calcMsg.number })
        .int(calcMsg.integer)
        .min(1, calcMsg.positive)
        .max(100, calcMsg.tooLarge)
        .optional(),
    ),
    additionalDays: count(100).default(0),
    usedDays: count(400).default(0),
    applyMartialLawCap: flag(),
  })
  .refine((v) => v.countUntil >= v.workingYearStart, { message: calcMsg.dateOrder, path: ['countUntil'] });
export type VacationDaysInput = z.infer<typeof vacationDaysInput>;

export interface VacationDaysResult {
  workingYearEnd: string;
  yearDays: number;
  countedDays: number;
  basicDays: number;
  deferredBasicDays: number;
  earnedDays: number;
  remainingDays: number;
}

function addYears(date: string, years: number): string {
  const { year, month, day } = parseIso(date);
  // 29 February + 1 year → 1 March (the working year then ends on 28 February).
  const target = new Date(Date.UTC(year + years, month - 1, day));
  return toIso(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate());
}

export function calculateVacationDays(
  input: VacationDaysInput,
  options: RulesOptions = {},
): Calculation<VacationDaysResult> {
  const c = new Calc(input.countUntil, options);
  const workingYearEnd = addDays(addYears(input.workingYearStart, 1), -1);
  const until = earlierDate(input.countUntil, workingYearEnd);
  const yearDays = daysBetween(input.workingYearStart, workingYearEnd) + 1;
  c.step(
    'Робочий рік',
    `${formatDateUa(input.workingYearStart)}–${formatDateUa(workingYearEnd)}`,
    `${yearDays} к. дн.`,
  );
  const countedDays = daysBetween(input.workingYearStart, until) + 1 - input.excludedDays;
  c.step(
    'Дні, що дають право на відпустку',
    `до ${formatDateUa(until)} мінус ${input.excludedDays} виключених`,
    countedDays,
  );

  const statutory = c.rule('vacationBasicDays');
  let basicDays = input.basicDays ?? statutory;
  let deferredBasicDays = 0;
  const cap = c.rule('martialLaw').basicVacationCapDays;
  if (input.applyMartialLawCap && cap !== null && basicDays > cap) {
    deferredBasicDays = basicDays - cap;
    basicDays = cap;
    c.step(
      'Обмеження основної відпустки під час воєнного стану',
      `${basicDays + deferredBasicDays} → ${cap} к. дн.`,
      deferredBasicDays,
    );
    c.note(`${deferredBasicDays} к. дн. основної відпустки переносяться на період після припинення воєнного стану.`);
  }
  const entitlement = basicDays + input.additionalDays;
  const earnedDays = round2((entitlement * Math.max(countedDays, 0)) / yearDays);
  c.step(
    'Зароблено днів відпустки',
    `(${basicDays} + ${input.additionalDays}) × ${countedDays} ÷ ${yearDays}`,
    earnedDays,
  );
  const remainingDays = round2(earnedDays - input.usedDays);
  c.step('Невикористано', `${num(earnedDays)} − ${input.usedDays}`, remainingDays);
  c.note('Нормативної формули пропорційного розрахунку немає: використано частку календарних днів робочого року.');
  return c.done({ workingYearEnd, yearDays, countedDays, basicDays, deferredBasicDays, earnedDays, remainingDays });
}

export const seniorityInput = z.object({
  periods: z
    .array(
      z
        .object({ from: isoDate(), to: isoDate() })
        .refine((p) => p.to >= p.from, { message: calcMsg.dateOrder, path: ['to'] }),
      { error: 'Додайте хоча б один період роботи' },
    )
    .min(1, 'Додайте хоча б один період роботи')
    .max(50, 'Не більше 50 періодів'),
  asOf: isoDate(),
});
export type SeniorityInput = z.infer<typeof seniorityInput>;

export interface Seniority {
  years: number;
  months: number;
  days: number;
  totalDays: number;
}

/** Whole years, months and days from `from` to the day after `to` (both ends count). */
function span(from: string, to: string): { years: number; months: number; days: number } {
  const a = parseIso(from);
  const b = parseIso(addDays(to, 1));
  let years = b.year - a.year;
  let months = b.month - a.month;
  let days = b.day - a.day;
  if (days < 0) {
    months -= 1;
    days += new Date(Date.UTC(b.year, b.month - 1, 0)).getUTCDate();
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  return { years, months, days };
}

/**
 * Стаж: each period counted in calendar years, months and days, then summed with 30 days = 1 month and
 * 12 months = 1 year (the convention of seniority calculators); overlapping periods count once.
 */
export function calculateSeniority(input: SeniorityInput, options: RulesOptions = {}): Calculation<Seniority> {
  const c = new Calc(input.asOf, options);
  const sorted = [...input.periods].sort((x, y) => x.from.localeCompare(y.from));
  const merged: { from: string; to: string }[] = [];
  for (const p of sorted) {
    const to = earlierDate(p.to, input.asOf);
    if (p.from > to) continue;
    const last = merged.at(-1);
    if (last && p.from <= addDays(last.to, 1)) {
      if (to > last.to) last.to = to;
    } else merged.push({ from: p.from, to });
  }
  let years = 0;
  let months = 0;
  let days = 0;
  let totalDays = 0;
  for (const p of merged) {
    const s = span(p.from, p.to);
    years += s.years;
    months += s.months;
    days += s.days;
    totalDays += daysBetween(p.from, p.to) + 1;
    c.step(
      `Період ${formatDateUa(p.from)}–${formatDateUa(p.to)}`,
      'роки, місяці, дні',
      `${s.years} р. ${s.months} міс. ${s.days} дн.`,
    );
  }
  months += Math.floor(days / 30);
  days %= 30;
  years += Math.floor(months / 12);
  months %= 12;
  c.step('Загальний стаж', '30 днів = 1 місяць, 12 місяців = 1 рік', `${years} р. ${months} міс. ${days} дн.`);
  if (merged.length < sorted.length) c.note('Періоди, що перекриваються, враховано один раз.');
  return c.done({ years, months, days, totalDays });
}
