/**
 * Оплата роботи у вихідний або святковий день (ст. 72, 107 КЗпП): double pay, or single pay plus another
 * day of rest. For a monthly salary, work within the month's norm adds one hourly rate on top of the
 * salary and work beyond it two. Under martial law a holiday is an ordinary day (art. 73 not applied).
 */
import { z } from 'zod';
import { formatDateUa, monthCalendar, type RulesOptions } from '../rules';
import { Calc, type Calculation, CalculatorError, num, round2, uah } from './core';
import { amount, choice, flag, isoDate } from './schema-parts';
import { monthNorm } from './working-time';

export const weekendPayInput = z.object({
  date: isoDate(),
  hours: z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? undefined : Number(v.replace(',', '.'))) : v),
    z
      .number({ error: (i) => (i.input === undefined ? 'Це поле необхідно заповнити' : 'Введіть число') })
      .positive('Значення має бути більше нуля')
      .max(24, 'У добі не більше 24 годин'),
  ),
  payType: choice(['hourly', 'salary'] as const),
  rate: amount(),
  compensation: choice(['double', 'dayOff'] as const),
  /** Salaried only: the hours fall within the month's norm of working time. */
  isWithinNorm: flag(),
});
export type WeekendPayInput = z.infer<typeof weekendPayInput>;

export interface WeekendPayResult {
  dayKind: 'weekend' | 'holiday' | 'transferred';
  hourlyRate: number;
  multiple: number;
  extraPay: number;
}

export function calculateWeekendPay(input: WeekendPayInput, options: RulesOptions = {}): Calculation<WeekendPayResult> {
  const c = new Calc(input.date, options);
  const [y, m] = input.date.split('-').map(Number);
  const martial = c.rule('martialLaw');
  const day = monthCalendar(y, m, c.options).find((d) => d.date === input.date)!;
  if (day.kind === 'working') {
    throw new CalculatorError(
      martial.noHolidays
        ? `${formatDateUa(input.date)} — робочий день: під час воєнного стану святкових днів немає, підвищена ` +
            `оплата не застосовується`
        : `${formatDateUa(input.date)} — робочий день за календарем, підвищена оплата не застосовується`,
      'date',
    );
  }
  if (day.kind === 'holiday') c.rule('publicHolidays');
  c.step('День', day.holiday ?? 'вихідний', day.kind === 'holiday' ? 'святковий' : 'вихідний');

  let hourlyRate = input.rate;
  if (input.payType === 'salary') {
    const norm = monthNorm(y, m, 40, c.options).hours;
    hourlyRate = round2(input.rate / norm);
    c.step('Годинна ставка', `${uah(input.rate)} ÷ ${num(norm)} год (норма місяця)`, hourlyRate);
  }
  const doubled = c.rule('weekendWorkPayMultiplier');
  let multiple: number;
  if (input.compensation === 'double') {
    multiple = input.payType === 'salary' && input.isWithinNorm ? doubled - 1 : doubled;
  } else {
    multiple = input.payType === 'salary' && input.isWithinNorm ? 0 : 1;
    c.note('Працівнику надається інший день відпочинку.');
  }
  if (input.payType === 'salary') {
    c.note(
      input.isWithinNorm
        ? 'Робота в межах місячної норми: оклад уже оплачує ці години одинарно, доплачується різниця.'
        : 'Робота понад місячну норму: години оплачуються понад оклад.',
    );
  }
  const extraPay = round2(hourlyRate * input.hours * multiple);
  c.step(
    input.payType === 'salary' ? 'Доплата понад оклад' : 'Оплата за ці години',
    `${uah(hourlyRate)} × ${num(input.hours)} год × ${multiple}`,
    extraPay,
  );
  return c.done({ dayKind: day.kind as WeekendPayResult['dayKind'], hourlyRate, multiple, extraPay });
}
