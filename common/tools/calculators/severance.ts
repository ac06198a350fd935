/**
 * Вихідна допомога (ст. 44 КЗпП): average monthly pay from the two calendar months before the month of
 * dismissal (Порядок №100: earnings ÷ days worked × scheduled working days ÷ 2), times the multiple the
 * ground gives; two minimum wages on conscription.
 */
import { z } from 'zod';
import { addDays, monthCalendar, type RulesOptions } from '../rules';
import { Calc, type Calculation, CalculatorError, firstOfMonth, round2, shiftMonths, uah } from './core';
import { amountOrZero, choice, count, isoDate } from './schema-parts';

export const SEVERANCE_GROUNDS = {
  art36_6: 'п. 6 ст. 36 — відмова від переведення або продовження роботи через зміну істотних умов',
  art40_1: 'п. 1 ст. 40 — зміни в організації виробництва і праці, скорочення, ліквідація',
  art40_2: 'п. 2 ст. 40 — невідповідність займаній посаді',
  art40_6: 'п. 6 ст. 40 — поновлення на роботі працівника, який раніше виконував цю роботу',
  art38_39: 'ст. 38, 39 — порушення роботодавцем законодавства про працю або трудового договору',
  art36_3: 'п. 3 ст. 36 — призов або вступ на військову службу',
} as const;
export type SeveranceGround = keyof typeof SEVERANCE_GROUNDS;

export const severanceInput = z
  .object({
    dismissalDate: isoDate(),
    ground: choice(Object.keys(SEVERANCE_GROUNDS) as [SeveranceGround, ...SeveranceGround[]]),
    earnings: amountOrZero().default(0),
    workedDays: count(62).default(0),
    /** Scheduled working days of the two months; blank = from the production calendar (5-day week). */
    scheduledDays: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), count(62).optional()),
    /** For ст. 38, 39: a collective agreement may give more than three. */
    agreedMultiple: z.preprocess(
      (v) => (v === '' || v === undefined ? undefined : Number(v)),
      z
        .number({ error: 'Введіть число' })
        .min(3, 'Не менше трьох середніх заробітків')
        .max(24, 'Значення завелике')
        .optional(),
    ),
  })
  .refine((v) => v.ground === 'art36_3' || (v.earnings > 0 && v.workedDays > 0), {
    message: 'Вкажіть заробіток і відпрацьовані дні за два місяці',
    path: ['earnings'],
  });
export type SeveranceInput = z.infer<typeof severanceInput>;

export interface SeveranceResult {
  averageDaily: number | null;
  averageMonthly: number | null;
  multiple: number;
  amount: number;
}

export function calculateSeverance(input: SeveranceInput, options: RulesOptions = {}): Calculation<SeveranceResult> {
  const c = new Calc(input.dismissalDate, options);
  c.step('Підстава звільнення', 'ст. 44 КЗпП', SEVERANCE_GROUNDS[input.ground]);
  if (input.ground === 'art36_3') {
    const multiple = c.rule('severanceConscriptionMinWages');
    const minWage = c.rule('minWageMonthly');
    const amount = round2(multiple * minWage);
    c.step('Вихідна допомога', `${multiple} × ${uah(minWage)} (мінімальна зарплата)`, amount);
    return c.done({ averageDaily: null, averageMonthly: null, multiple, amount });
  }
  const months = c.rule('severanceAveragePeriodMonths');
  const start = shiftMonths(firstOfMonth(input.dismissalDate), -months);
  const end = addDays(firstOfMonth(input.dismissalDate), -1);
  let scheduled = input.scheduledDays;
  if (scheduled === undefined) {
    scheduled = 0;
    for (let i = 0; i < months; i++) {
      const [y, m] = shiftMonths(start, i).split('-').map(Number);
      c.rule('martialLaw', shiftMonths(start, i));
      scheduled += monthCalendar(y, m, c.options).filter((d) => d.kind === 'working').length;
    }
  }
  if (input.workedDays > scheduled) {
    throw new CalculatorError('Відпрацьованих днів не може бути більше, ніж робочих за графіком', 'workedDays');
  }
  c.step('Період', `${months} календарні місяці перед місяцем звільнення`, `${start.slice(0, 7)} — ${end.slice(0, 7)}`);
  const averageDaily = round2(input.earnings / input.workedDays);
  c.step('Середньоденна', `${uah(input.earnings)} ÷ ${input.workedDays} відпрацьованих дн.`, averageDaily);
  const averageMonthly = round2((averageDaily * scheduled) / months);
  c.step('Середньомісячна', `${uah(averageDaily)} × ${scheduled} роб. дн. ÷ ${months}`, averageMonthly);
  const multiples = c.rule('severanceAverageMonths');
  const multiple =
    input.ground === 'art38_39' ? Math.max(input.agreedMultiple ?? 0, multiples.employerBreach) : multiples.general;
  const amount = round2(averageMonthly * multiple);
  c.step('Вихідна допомога', `${uah(averageMonthly)} × ${multiple}`, amount);
  c.note('Закон встановлює мінімальний розмір; колективний договір може передбачати більший.');
  return c.done({ averageDaily, averageMonthly, multiple, amount });
}
