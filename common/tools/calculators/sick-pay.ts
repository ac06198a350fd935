/**
 * Лікарняні (Закон № 1105-XIV, Порядок №1266) і декретні. The daily average is capped by the maximum ЄСВ
 * base of the last month of the period ÷ 30,44, so a leave starting in January uses December's base.
 */
import { z } from 'zod';
import { addDays, type IsoDate, type RulesOptions } from '../rules';
import { averagingPeriod, Calc, type Calculation, CalculatorError, num, periodLabel, round2, uah } from './core';
import { amount, choice, count, flag, isoDate, optionalIsoDate, positiveCount } from './schema-parts';

export const SICK_LEAVE_LAW_DATE = '2026-04-01';

export const sickPayInput = z.object({
  firstDay: isoDate(),
  days: positiveCount(365),
  insuranceYears: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.replace(',', '.'))) : v),
    z
      .number({ error: (i) => (i.input === undefined ? 'Це поле необхідно заповнити' : 'Введіть число') })
      .min(0, 'Значення не може бути від’ємним')
      .max(80, 'Значення завелике'),
  ),
  earnings: amount(),
  excludedDays: count(366).default(0),
  hireDate: optionalIsoDate(),
  isPrivileged: flag(),
  hasShortRecord: flag(),
});
export type SickPayInput = z.infer<typeof sickPayInput>;

export interface SickPayResult {
  averageDaily: number;
  cap: number;
  percent: number;
  dailyBenefit: number;
  employerDays: number;
  employerAmount: number;
  fundDays: number;
  fundAmount: number;
  total: number;
}

/** Average daily pay for social-insurance benefits, with the cap of the period's last month. */
function cappedAverage(c: Calc, eventDate: IsoDate, earnings: number, excludedDays: number, hireDate?: IsoDate) {
  const period = averagingPeriod(eventDate, hireDate);
  const divisor = period.days - excludedDays;
  if (divisor <= 0)
    throw new CalculatorError('Кількість виключених днів не може перевищувати дні періоду', 'excludedDays');
  c.step('Розрахунковий період', periodLabel(period.from, period.to), `${period.days} к. дн.`);
  c.step('Дні для розрахунку', `${period.days} − ${excludedDays} виключених`, divisor);
  const raw = round2(earnings / divisor);
  c.step('Середньоденна заробітна плата', `${uah(earnings)} ÷ ${divisor}`, raw);
  const lastMonth = period.to;
  const maxBase = c.rule('minWageMonthly', lastMonth) * c.rule('sscMaxBaseMinWages', lastMonth);
  const divisorDays = c.rule('sickPayDayDivisor');
  const cap = round2(maxBase / divisorDays);
  c.step('Гранична середньоденна', `${uah(maxBase)} (макс. база ЄСВ останнього місяця) ÷ ${num(divisorDays)}`, cap);
  const averageDaily = Math.min(raw, cap);
  if (raw > cap) c.note('Середньоденну обмежено граничною сумою.');
  return { averageDaily, cap };
}

export function calculateSickPay(input: SickPayInput, options: RulesOptions = {}): Calculation<SickPayResult> {
  const c = new Calc(input.firstDay, options);
  const { averageDaily, cap } = cappedAverage(c, input.firstDay, input.earnings, input.excludedDays, input.hireDate);
  const tiers = c.rule('sickPayTiers');
  const tier = [...tiers].reverse().find((t) => input.insuranceYears >= t.fromYears)!;
  const percent = input.isPrivileged ? 100 : tier.percent;
  c.step(
    'Відсоток оплати',
    input.isPrivileged ? 'пільгова категорія — 100 %' : `страховий стаж ${num(input.insuranceYears)} р.`,
    `${percent} %`,
  );
  let dailyBenefit = round2((averageDaily * percent) / 100);
  c.step('Допомога за день', `${uah(averageDaily)} × ${percent} %`, dailyBenefit);
  if (input.hasShortRecord) {
    const lowCap = c.rule('sickPayLowRecordCap');
    if (dailyBenefit > lowCap) {
      dailyBenefit = lowCap;
      c.step('Обмеження при стажі менше 6 місяців', `не більше ${uah(lowCap)} за день`, dailyBenefit);
    }
  }
  const employerLimit = c.rule('sickPayEmployerDays');
  const employerDays = Math.min(input.days, employerLimit);
  const fundDays = input.days - employerDays;
  const employerAmount = round2(dailyBenefit * employerDays);
  const fundAmount = round2(dailyBenefit * fundDays);
  c.step(
    `Перші ${employerLimit} днів — за рахунок роботодавця`,
    `${uah(dailyBenefit)} × ${employerDays}`,
    employerAmount,
  );
  c.step('Решта днів — Пенсійний фонд України', `${uah(dailyBenefit)} × ${fundDays}`, fundAmount);
  const total = round2(employerAmount + fundAmount);
  c.step('Усього', `${uah(employerAmount)} + ${uah(fundAmount)}`, total);
  if (addDays(input.firstDay, input.days - 1) >= SICK_LEAVE_LAW_DATE) {
    c.note('З 01.04.2026 діє Закон № 4683-IX: нові правила видачі та контролю листків непрацездатності.');
  }
  return c.done({
    averageDaily,
    cap,
    percent,
    dailyBenefit,
    employerDays,
    employerAmount,
    fundDays,
    fundAmount,
    total,
  });
}

export const maternityInput = z.object({
  leaveStart: isoDate(),
  kind: choice(['normal', 'complicated', 'chaes'] as const),
  earnings: amount(),
  excludedDays: count(366).default(0),
  hireDate: optionalIsoDate(),
  hasShortRecord: flag(),
});
export type MaternityInput = z.infer<typeof maternityInput>;

export interface MaternityResult {
  days: number;
  averageDaily: number;
  dailyBenefit: number;
  total: number;
}

const KIND_LABEL = {
  normal: 'звичайні пологи',
  complicated: 'ускладнені пологи або двоє і більше дітей',
  chaes: 'категорії 1–3 ЧАЕС',
};

export function calculateMaternity(input: MaternityInput, options: RulesOptions = {}): Calculation<MaternityResult> {
  const c = new Calc(input.leaveStart, options);
  const days = c.rule('maternityDays')[input.kind];
  c.step('Тривалість відпустки', KIND_LABEL[input.kind], `${days} к. дн.`);
  const { averageDaily } = cappedAverage(c, input.leaveStart, input.earnings, input.excludedDays, input.hireDate);
  let dailyBenefit = averageDaily;
  c.step('Допомога за день', `${uah(averageDaily)} × 100 % (незалежно від стажу)`, dailyBenefit);
  if (input.hasShortRecord) {
    const lowCap = c.rule('maternityLowRecordCap');
    if (dailyBenefit > lowCap) {
      dailyBenefit = lowCap;
      c.step('Обмеження при стажі менше 6 місяців', `не більше ${uah(lowCap)} за день`, dailyBenefit);
    }
  }
  const minimum = c.rule('maternityMinDaily');
  if (dailyBenefit < minimum) {
    dailyBenefit = minimum;
    c.step('Мінімальна допомога (з мінімальної зарплати)', `не менше ${uah(minimum)} за день`, dailyBenefit);
  }
  const total = round2(dailyBenefit * days);
  c.step('Декретні', `${uah(dailyBenefit)} × ${days}`, total);
  c.note('Допомога виплачується за весь період відпустки незалежно від днів, використаних до пологів.');
  return c.done({ days, averageDaily, dailyBenefit, total });
}
