import { describe, expect, it } from 'vitest';
import { calculateSalary, salaryInput } from './salary';
import { fieldErrors } from './schema-parts';

const base = {
  direction: 'grossToNet',
  applyBenefit: false,
  children: 0,
  isMainJob: true,
  isDisabled: false,
  normShare: 1,
} as const;
const run = (over: Record<string, unknown>) => calculateSalary(salaryInput.parse({ ...base, ...over }));

describe('зарплата «на руки»', () => {
  it(
    'minimum wage 2026: ЄСВ 1 902,34 грн (services.uteka.ua «ЄСВ у 2026»; vikna.tv 26.01.2026; 7eminar ' + 'widget)',
    () => {
      // ЄСВ is the cited figure; ПДФО/ВЗ/net derived by hand: 8 647 × 18 % = 1 556,46; × 5 % = 432,35.
      const { result, rules, computedFor } = run({ date: '2026-03-01', amount: 8647 });
      expect(result.ssc).toBe(1902.34);
      expect(result.pit).toBe(1556.46);
      expect(result.militaryLevy).toBe(432.35);
      expect(result.net).toBe(6658.19);
      expect(result.employerCost).toBe(10549.34);
      expect(computedFor).toBe('2026-03-01');
      expect(rules.find((r) => r.key === 'minWageMonthly')?.source.act).toContain('4695-IX');
    },
  );

  it('caps ЄСВ at 20 minimum wages: 38 046,80 грн (vikna.tv 26.01.2026)', () => {
    const { result } = run({ date: '2026-02-01', amount: 200000 });
    expect(result.sscBase).toBe(172940);
    expect(result.ssc).toBe(38046.8);
  });

  it('applies the 1 664 грн tax benefit under the 4 660 грн ceiling (ch.tax.gov.ua 27.01.2026)', () => {
    // Hand-built on the cited amounts: half-time 4 500 грн; ПДФО (4 500 − 1 664) × 18 % = 510,48; ВЗ 225;
    // ЄСВ on the minimum wage at the main job (research §1.1: part-time at main job still pays the minimum).
    const { result, steps } = run({ date: '2026-03-01', amount: 4500, applyBenefit: true, normShare: 0.5 });
    expect(result.benefit).toBe(1664);
    expect(result.pit).toBe(510.48);
    expect(result.militaryLevy).toBe(225);
    expect(result.net).toBe(3764.52);
    expect(result.ssc).toBe(1902.34);
    expect(steps.map((s) => s.label)).toContain('Податкова соціальна пільга');
  });

  it(
    'multiplies benefit and ceiling by the number of children from two (2 children → 3 328 / 9 320, ' +
      'ch.tax.gov.ua)',
    () => {
      // Hand-built: (9 000 − 3 328) × 18 % = 1 020,96; ВЗ 450.
      const { result } = run({ date: '2026-03-01', amount: 9000, applyBenefit: true, children: 2 });
      expect(result.benefit).toBe(3328);
      expect(result.pit).toBe(1020.96);
      expect(result.net).toBe(7529.04);
      const over = run({ date: '2026-03-01', amount: 9400, applyBenefit: true, children: 2 });
      expect(over.result.benefit).toBe(0);
    },
  );

  it('tops a full-time salary up to the minimum wage — 2026 but not 2025 for 8 000 грн', () => {
    const after = run({ date: '2026-01-01', amount: 8000 });
    expect(after.result.minWageTopUp).toBe(647);
    expect(after.result.gross).toBe(8647);
    const before = run({ date: '2025-12-01', amount: 8000 });
    expect(before.result.minWageTopUp).toBe(0);
    expect(before.result.ssc).toBe(1760);
  });

  it('uses 1,5 % military levy before 01.12.2024 and 5 % from then (Закон № 4015-IX)', () => {
    expect(run({ date: '2024-11-01', amount: 10000 }).result.militaryLevy).toBe(150);
    expect(run({ date: '2024-12-01', amount: 10000 }).result.militaryLevy).toBe(500);
  });

  it('finds the gross for a wanted net pay, to the kopeck', () => {
    const { result } = run({ date: '2026-03-01', amount: 6658.19, direction: 'netToGross' });
    expect(result.gross).toBe(8647);
    const withBenefit = run({ date: '2026-03-01', amount: 3764.52, direction: 'netToGross', applyBenefit: true });
    expect(withBenefit.result.gross).toBe(4500);
  });

  it('refuses bad input with Ukrainian messages', () => {
    const parsed = salaryInput.safeParse({ ...base, date: '2026-02-30', amount: '-5', normShare: '2' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!);
    expect(errors.date).toBe('Введіть дату у форматі РРРР-ММ-ДД');
    expect(errors.amount).toBe('Значення має бути більше нуля');
    expect(errors.normShare).toBe('Частка не може перевищувати 1');
    expect(fieldErrors(salaryInput.safeParse({ ...base, date: '2026-01-01', amount: '' }).error!).amount).toBe(
      'Це поле необхідно заповнити',
    );
  });
});
