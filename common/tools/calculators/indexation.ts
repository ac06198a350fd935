/**
 * Індексація заробітної плати. Monthly indices count cumulatively from the month after the base month;
 * once the cumulative index exceeds the 103 % threshold, indexation is accrued from the month after the
 * one the index was published in, and the count restarts. The indexed part of pay is limited to the
 * subsistence minimum. January 2026 is the base month for everybody.
 */
import { z } from 'zod';
import { CONSUMER_PRICE_INDEX, type RulesOptions } from '../rules';
import { Calc, type Calculation, monthNameUa, num, round1, round2, shiftMonths, uah } from './core';
import { amount, isoMonth } from './schema-parts';

export const indexationInput = z
  .object({
    month: isoMonth(),
    baseMonth: isoMonth(),
    salary: amount(),
    /** Indices the user enters from the official publication, `YYYY-MM` → % to the previous month. */
    indices: z
      .record(
        z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Введіть місяць у форматі РРРР-ММ'),
        z
          .number({ error: 'Введіть індекс числом' })
          .min(80, 'Індекс має бути від 80 до 150')
          .max(150, 'Індекс має бути від 80 до 150'),
      )
      .default({}),
  })
  .refine((v) => v.baseMonth <= v.month, {
    message: 'Базовий місяць не може бути пізніше розрахункового',
    path: ['baseMonth'],
  });
export type IndexationInput = z.infer<typeof indexationInput>;

export type IndexationResult =
  | { status: 'calculated'; baseMonth: string; percent: number; indexedPart: number; amount: number }
  | { status: 'unavailable'; baseMonth: string; missingMonth: string; message: string };

const month = (iso: string) => iso.slice(0, 7);
const firstDay = (m: string) => `${m}-01`;

export function calculateIndexation(input: IndexationInput, options: RulesOptions = {}): Calculation<IndexationResult> {
  const c = new Calc(firstDay(input.month), options);
  let baseMonth = input.baseMonth;
  const general = c.optionalRule('indexationBaseMonth');
  if (general && baseMonth < general && input.month >= general) {
    baseMonth = general;
    c.step(
      'Базовий місяць',
      `загальний базовий місяць замість ${monthNameUa(input.baseMonth)}`,
      monthNameUa(baseMonth),
    );
  } else {
    c.step('Базовий місяць', 'місяць підвищення доходу', monthNameUa(baseMonth));
  }
  const threshold = c.rule('indexationThreshold');
  const lag = c.rule('indexationStartsAfterPublication');
  // The index of month X is published in X+1; indexation is accrued from the month after publication.
  const lastIndexMonth = month(shiftMonths(firstDay(input.month), -(1 + lag)));
  const table = new Map(CONSUMER_PRICE_INDEX.map((i) => [i.month, i.value]));
  for (const [m, v] of Object.entries(input.indices)) table.set(m, v);

  let cumulative = 100;
  let accrued = 100;
  for (
    let m = month(shiftMonths(firstDay(baseMonth), 1));
    m <= lastIndexMonth;
    m = month(shiftMonths(firstDay(m), 1))
  ) {
    const value = table.get(m);
    if (value === undefined) {
      const message =
        `Індекс споживчих цін за ${monthNameUa(m)} ще не доступний: його немає в таблиці ` +
        `індексів. Внесіть офіційне значення Держстату, щоб розрахувати індексацію.`;
      c.step('Індекс споживчих цін', monthNameUa(m), 'ще не доступний');
      return c.done({ status: 'unavailable', baseMonth, missingMonth: m, message });
    }
    cumulative = round1((cumulative * value) / 100);
    c.step(`Індекс наростаючим підсумком за ${monthNameUa(m)}`, `× ${num(value)} %`, `${num(cumulative)} %`);
    if (cumulative > threshold) {
      accrued = round1((accrued * cumulative) / 100);
      c.step(
        'Поріг індексації перевищено',
        `${num(cumulative)} % > ${num(threshold)} %; відлік починається знову`,
        `${num(accrued)} %`,
      );
      cumulative = 100;
    }
  }
  const percent = round1(accrued - 100);
  c.step('Величина приросту індексу для індексації', `${num(accrued)} % − 100 %`, `${num(percent)} %`);
  const subsistence = c.rule('subsistenceAbleBodied');
  const indexedPart = Math.min(input.salary, subsistence);
  c.step(
    'Частина зарплати, що індексується',
    `менша з ${uah(input.salary)} і прожиткового мінімуму ${uah(subsistence)}`,
    indexedPart,
  );
  const sum = round2((indexedPart * percent) / 100);
  c.step('Сума індексації', `${uah(indexedPart)} × ${num(percent)} %`, sum);
  if (Object.keys(input.indices).length > 0) c.note('Використано індекси, внесені вручну.');
  return c.done({ status: 'calculated', baseMonth, percent, indexedPart, amount: sum });
}
