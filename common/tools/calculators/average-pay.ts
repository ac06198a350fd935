/**
 * Average daily pay by Порядок №100: earnings of the period ÷ (calendar days − holidays of art. 73 −
 * excluded days). Under martial law art. 73 is not applied, so there are no holidays to take out.
 */
import { holidaysInRange } from '../rules';
import { type Calc, CalculatorError, periodLabel, round2, uah } from './core';

export function averageDailyPay(
  c: Calc,
  period: { from: string; to: string; days: number },
  earnings: number,
  excludedDays: number,
  label = 'Середньоденна заробітна плата',
): number {
  c.rule('martialLaw', period.to);
  const holidays = holidaysInRange(period.from, period.to, c.options).length;
  if (holidays > 0) c.rule('publicHolidays', period.to);
  const divisor = period.days - holidays - excludedDays;
  if (divisor <= 0)
    throw new CalculatorError('Кількість виключених днів не може перевищувати дні періоду', 'excludedDays');
  c.step('Розрахунковий період', periodLabel(period.from, period.to), `${period.days} к. дн.`);
  c.step('Дні для розрахунку', `${period.days} к. дн. − ${holidays} святкових − ${excludedDays} виключених`, divisor);
  const daily = round2(earnings / divisor);
  c.step(label, `${uah(earnings)} ÷ ${divisor}`, daily);
  return daily;
}
