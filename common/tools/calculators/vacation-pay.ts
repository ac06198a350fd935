/**
 * Відпускні за Порядком №100: середньоденна за 12 місяців перед місяцем відпустки × дні відпустки;
 * виплата не пізніше ніж за 3 дні до початку.
 */
import { z } from 'zod';
import { addDays, formatDateUa, holidaysInRange, previousWorkingDay, type RulesOptions } from '../rules';
import { averageDailyPay } from './average-pay';
import { averagingPeriod, Calc, type Calculation, round2, uah } from './core';
import { amount, count, isoDate, optionalIsoDate, positiveCount } from './schema-parts';

export const vacationPayInput = z
  .object({
    vacationStart: isoDate(),
    days: positiveCount(365),
    earnings: amount(),
    excludedDays: count(366).default(0),
    hireDate: optionalIsoDate(),
  })
  .refine((v) => !v.hireDate || v.hireDate < v.vacationStart, {
    message: 'Дата прийняття має бути раніше початку відпустки',
    path: ['hireDate'],
  });
export type VacationPayInput = z.infer<typeof vacationPayInput>;

export interface VacationPayResult {
  averageDaily: number;
  pay: number;
  vacationEnd: string;
  payNoLaterThan: string;
  /** The working day on or before the deadline, when the deadline itself is a day off. */
  payOnWorkingDay: string;
}

/** Last day of a vacation: holidays inside it are not counted as vacation days (none under martial law). */
export function vacationEnd(start: string, days: number, options: RulesOptions): { end: string; holidays: number } {
  let end = addDays(start, days - 1);
  let counted = 0;
  for (;;) {
    const holidays = holidaysInRange(start, end, options).length;
    if (holidays === counted) return { end, holidays };
    end = addDays(end, holidays - counted);
    counted = holidays;
  }
}

export function calculateVacationPay(
  input: VacationPayInput,
  options: RulesOptions = {},
): Calculation<VacationPayResult> {
  const c = new Calc(input.vacationStart, options);
  const period = averagingPeriod(input.vacationStart, input.hireDate);
  const averageDaily = averageDailyPay(c, period, input.earnings, input.excludedDays);
  const pay = round2(averageDaily * input.days);
  c.step('Відпускні', `${uah(averageDaily)} × ${input.days} к. дн.`, pay);

  const { end, holidays } = vacationEnd(input.vacationStart, input.days, c.options);
  if (holidays > 0) c.note(`Відпустку продовжено на ${holidays} святкових днів, що припали на неї.`);
  else if (c.rule('martialLaw').noHolidays)
    c.note('Під час воєнного стану святкові дні не виключаються і відпустку не продовжують.');
  c.step('Останній день відпустки', `${formatDateUa(input.vacationStart)} + ${input.days} к. дн.`, formatDateUa(end));

  const daysBefore = c.rule('vacationPayDaysBefore');
  const payNoLaterThan = addDays(input.vacationStart, -daysBefore);
  c.step(
    'Виплатити не пізніше',
    `${formatDateUa(input.vacationStart)} − ${daysBefore} дні`,
    formatDateUa(payNoLaterThan),
  );
  const payOnWorkingDay = previousWorkingDay(payNoLaterThan, c.options);
  if (payOnWorkingDay !== payNoLaterThan)
    c.note(`Граничний день вихідний — виплатіть до ${formatDateUa(payOnWorkingDay)}.`);

  return c.done({ averageDaily, pay, vacationEnd: end, payNoLaterThan, payOnWorkingDay });
}
