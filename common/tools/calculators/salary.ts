/**
 * Зарплата «на руки» ↔ нарахована (gross) і витрати роботодавця: ПДФО, військовий збір, ЄСВ з мінімальною
 * і максимальною базою, податкова соціальна пільга (з дітьми), доплата до мінімальної зарплати.
 */
import { z } from 'zod';
import type { RulesOptions } from '../rules';
import { Calc, type Calculation, num, round2, uah } from './core';
import { amount, count, flag, isoDate } from './schema-parts';

export const salaryInput = z.object({
  date: isoDate(),
  direction: z.enum(['grossToNet', 'netToGross'], { error: 'Оберіть напрям розрахунку' }),
  amount: amount(),
  applyBenefit: flag(),
  children: count(20).default(0),
  isMainJob: flag(),
  isDisabled: flag(),
  /** Share of the month's norm the salary is for: 1 = full time, fully worked. */
  normShare: z.preprocess(
    (v) => (v === '' || v === undefined ? 1 : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number({ error: 'Введіть частку від 0 до 1' })
      .gt(0, 'Частка відпрацьованого часу має бути більше нуля')
      .max(1, 'Частка не може перевищувати 1'),
  ),
});
export type SalaryInput = z.infer<typeof salaryInput>;

export interface SalaryResult {
  gross: number;
  minWageTopUp: number;
  benefit: number;
  pit: number;
  militaryLevy: number;
  net: number;
  sscBase: number;
  ssc: number;
  employerCost: number;
}

interface Rates {
  pit: number;
  levy: number;
  benefit: number;
  ceiling: number;
}

function deductions(gross: number, r: Rates) {
  const benefit = r.benefit > 0 && gross <= r.ceiling ? r.benefit : 0;
  const pit = round2((Math.max(gross - benefit, 0) * r.pit) / 100);
  const militaryLevy = round2((gross * r.levy) / 100);
  return { benefit, pit, militaryLevy, net: round2(gross - pit - militaryLevy) };
}

/** The smallest gross, in kopecks, whose net is at least the target. */
function grossForNet(net: number, r: Rates): number {
  const keep = 1 - (r.pit + r.levy) / 100;
  const withBenefit = (net - (r.pit / 100) * r.benefit) / keep;
  const guess = r.benefit > 0 && withBenefit <= r.ceiling ? withBenefit : net / keep;
  let g = round2(guess - 0.05);
  while (deductions(g, r).net < net) g = round2(g + 0.01);
  return g;
}

export function calculateSalary(input: SalaryInput, options: RulesOptions = {}): Calculation<SalaryResult> {
  const c = new Calc(input.date, options);
  const minWage = c.rule('minWageMonthly');
  const pitRate = c.rule('pitRate');
  const levyRate = c.rule('militaryLevyRate');

  let benefit = 0;
  let ceiling = 0;
  if (input.applyBenefit) {
    const base = c.rule('pitBenefit');
    const baseCeiling = c.rule('pitBenefitCeiling');
    const perChild = input.children >= 2;
    benefit = perChild ? base * input.children : base;
    ceiling = perChild ? baseCeiling * input.children : baseCeiling;
    c.step(
      'Податкова соціальна пільга',
      perChild ? `${uah(base)} × ${input.children} дітей` : `${uah(base)} (базова)`,
      benefit,
    );
    c.step(
      'Граничний дохід для пільги',
      perChild ? `${uah(baseCeiling)} × ${input.children} дітей` : uah(baseCeiling),
      ceiling,
    );
  }
  const rates: Rates = { pit: pitRate, levy: levyRate, benefit, ceiling };

  let gross: number;
  let minWageTopUp = 0;
  if (input.direction === 'grossToNet') {
    gross = input.amount;
    const floor = round2(minWage * input.normShare);
    if (c.rule('minWageGuarantee') && gross < floor) {
      minWageTopUp = round2(floor - gross);
      c.step(
        'Доплата до мінімальної заробітної плати',
        `${uah(minWage)} × ${num(input.normShare)} − ${uah(gross)}`,
        minWageTopUp,
      );
      gross = floor;
    }
  } else {
    gross = grossForNet(input.amount, rates);
    c.step(
      'Нарахована зарплата для заданої суми «на руки»',
      `(${uah(input.amount)} − ${num(pitRate)} % × пільга) ÷ (1 − ${num(pitRate)} % − ${num(levyRate)} %), з ` +
        `точністю до копійки`,
      gross,
    );
  }

  const d = deductions(gross, rates);
  if (input.applyBenefit && d.benefit === 0)
    c.note('Дохід перевищує граничний розмір — податкова соціальна пільга не застосовується.');
  c.step('ПДФО', `(${uah(gross)} − ${uah(d.benefit)}) × ${num(pitRate)} %`, d.pit);
  c.step('Військовий збір', `${uah(gross)} × ${num(levyRate)} %`, d.militaryLevy);
  c.step('Зарплата «на руки»', `${uah(gross)} − ${uah(d.pit)} − ${uah(d.militaryLevy)}`, d.net);

  const sscRate = input.isDisabled ? c.rule('sscRateDisabled') : c.rule('sscRate');
  const maxBase = minWage * c.rule('sscMaxBaseMinWages');
  let sscBase = Math.min(gross, maxBase);
  if (gross > maxBase) c.note(`ЄСВ нараховано на максимальну базу ${uah(maxBase)}.`);
  if (input.isMainJob && !input.isDisabled && sscBase < minWage) {
    sscBase = minWage;
    c.note('На основному місці роботи ЄСВ не менше мінімального страхового внеску (з мінімальної зарплати).');
  }
  const ssc = round2((sscBase * sscRate) / 100);
  c.step('ЄСВ роботодавця', `${uah(sscBase)} × ${num(sscRate)} %`, ssc);
  const employerCost = round2(gross + ssc);
  c.step('Витрати роботодавця', `${uah(gross)} + ${uah(ssc)}`, employerCost);

  return c.done({ gross, minWageTopUp, ...d, sscBase, ssc, employerCost });
}
