/**
 * Компенсація за невикористану відпустку при звільненні (ст. 83 КЗпП, ст. 24 Закону «Про відпустки»).
 * Since the 2023 change to Порядок №100, days whose right arose up to 31.12.2023 are paid from 2023 pay,
 * later days from the 12 months before the month of dismissal — so two averages.
 */
import { z } from 'zod';
import { formatDateUa, type RulesOptions } from '../rules';
import { averageDailyPay } from './average-pay';
import { averagingPeriod, Calc, type Calculation, CalculatorError, round2, uah } from './core';
import { amountOrZero, count, isoDate, optionalIsoDate } from './schema-parts';

const days = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? 0 : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z.number({ error: 'Введіть число' }).min(0, 'Значення не може бути від’ємним').max(1000, 'Значення завелике'),
  );

export const vacationCompensationInput = z
  .object({
    dismissalDate: isoDate(),
    /** Unused days whose right arose up to the split date (31.12.2023). */
    daysUntilSplit: days(),
    earningsSplitYear: amountOrZero().default(0),
    excludedDaysSplitYear: count(366).default(0),
    /** Unused days whose right arose later. */
    daysAfterSplit: days(),
    earningsLast12Months: amountOrZero().default(0),
    excludedDaysLast12Months: count(366).default(0),
    hireDate: optionalIsoDate(),
  })
  .refine((v) => v.daysUntilSplit + v.daysAfterSplit > 0, {
    message: 'Вкажіть кількість невикористаних днів відпустки',
    path: ['daysAfterSplit'],
  })
  .refine((v) => v.daysUntilSplit === 0 || v.earningsSplitYear > 0, {
    message: 'Вкажіть заробіток за 2023 рік',
    path: ['earningsSplitYear'],
  })
  .refine((v) => v.daysAfterSplit === 0 || v.earningsLast12Months > 0, {
    message: 'Вкажіть заробіток за останні 12 місяців',
    path: ['earningsLast12Months'],
  });
export type VacationCompensationInput = z.infer<typeof vacationCompensationInput>;

export interface VacationCompensationResult {
  averageDailySplitYear: number | null;
  compensationSplitYear: number;
  averageDailyLast12Months: number | null;
  compensationLast12Months: number;
  total: number;
}

export function calculateVacationCompensation(
  input: VacationCompensationInput,
  options: RulesOptions = {},
): Calculation<VacationCompensationResult> {
  const c = new Calc(input.dismissalDate, options);
  const split = c.rule('vacationCompensationSplitDate');
  let averageDailySplitYear: number | null = null;
  let compensationSplitYear = 0;
  if (input.daysUntilSplit > 0) {
    // The whole of 2023 was under martial law: art. 73 holidays were not applied, so 365 calendar days.
    const year = split.slice(0, 4);
    const divisor = 365 - input.excludedDaysSplitYear;
    if (divisor <= 0)
      throw new CalculatorError('Кількість виключених днів не може перевищувати дні року', 'excludedDaysSplitYear');
    c.step(
      `Дні ${year} року для розрахунку`,
      `365 к. дн. − ${input.excludedDaysSplitYear} виключених (воєнний стан: без святкових)`,
      divisor,
    );
    averageDailySplitYear = round2(input.earningsSplitYear / divisor);
    c.step(`Середньоденна за ${year} рік`, `${uah(input.earningsSplitYear)} ÷ ${divisor}`, averageDailySplitYear);
    compensationSplitYear = round2(averageDailySplitYear * input.daysUntilSplit);
    c.step(
      `Компенсація за дні, право на які виникло до ${formatDateUa(split)}`,
      `${uah(averageDailySplitYear)} × ${input.daysUntilSplit}`,
      compensationSplitYear,
    );
  }
  let averageDailyLast12Months: number | null = null;
  let compensationLast12Months = 0;
  if (input.daysAfterSplit > 0) {
    const period = averagingPeriod(input.dismissalDate, input.hireDate);
    averageDailyLast12Months = averageDailyPay(
      c,
      period,
      input.earningsLast12Months,
      input.excludedDaysLast12Months,
      'Середньоденна за останні 12 місяців',
    );
    compensationLast12Months = round2(averageDailyLast12Months * input.daysAfterSplit);
    c.step(
      'Компенсація за пізніші дні',
      `${uah(averageDailyLast12Months)} × ${input.daysAfterSplit}`,
      compensationLast12Months,
    );
  }
  const total = round2(compensationSplitYear + compensationLast12Months);
  c.step('Усього компенсація', `${uah(compensationSplitYear)} + ${uah(compensationLast12Months)}`, total);
  return c.done({
    averageDailySplitYear,
    compensationSplitYear,
    averageDailyLast12Months,
    compensationLast12Months,
    total,
  });
}
