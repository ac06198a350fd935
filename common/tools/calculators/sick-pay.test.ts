import { describe, expect, it } from 'vitest';
import { calculateMaternity, calculateSickPay, maternityInput, sickPayInput } from './sick-pay';

const sick = (input: Record<string, unknown>) => calculateSickPay(sickPayInput.parse(input));
const maternity = (input: Record<string, unknown>) => calculateMaternity(maternityInput.parse(input));

describe('лікарняні', () => {
  it(
    'caps the daily average at 5 681,34 грн for a leave from February 2026 (finance.novyny.live/315108, ' +
      '04.03.2026)',
    () => {
      // Period 01.02.2025–31.01.2026 = 365 days; 3 000 000 ÷ 365 = 8 219,18 > cap. 8+ years → 100 %.
      // Employer pays 5 days, the Pension Fund the other 5 (fakty.com.ua 07.01.2026).
      const { result } = sick({ firstDay: '2026-02-10', days: 10, insuranceYears: 10, earnings: 3000000 });
      expect(result.cap).toBe(5681.34);
      expect(result.dailyBenefit).toBe(5681.34);
      expect(result.employerDays).toBe(5);
      expect(result.employerAmount).toBe(28406.7);
      expect(result.fundAmount).toBe(28406.7);
    },
  );

  it(
    'uses December 2025 (20 × 8 000) for a leave from January 2026: 5 256,24 грн (research §1.4, computed ' +
      'from the same rule)',
    () => {
      const { result, rules } = sick({ firstDay: '2026-01-15', days: 10, insuranceYears: 10, earnings: 3000000 });
      expect(result.cap).toBe(5256.24);
      expect(result.total).toBe(52562.4);
      expect(rules.find((r) => r.key === 'minWageMonthly')?.value).toBe('8000 грн');
    },
  );

  it('pays 60 % with a 4-year record (sud.ua/351470, Держпраці 22.01.2026: 3–5 років — 60 %)', () => {
    // Hand-built: 120 000 ÷ 365 = 328,77; × 60 % = 197,26; 5 × 197,26 = 986,30; 2 × 197,26 = 394,52.
    const { result } = sick({ firstDay: '2026-03-05', days: 7, insuranceYears: 4, earnings: 120000 });
    expect(result.percent).toBe(60);
    expect(result.dailyBenefit).toBe(197.26);
    expect(result.employerAmount).toBe(986.3);
    expect(result.fundDays).toBe(2);
    expect(result.fundAmount).toBe(394.52);
  });

  it('applies each record tier at its boundary and 100 % for privileged categories', () => {
    const at = (insuranceYears: number, isPrivileged = false) =>
      sick({ firstDay: '2026-03-05', days: 3, insuranceYears, earnings: 120000, isPrivileged }).result.percent;
    expect([at(2.9), at(3), at(5), at(8), at(1, true)]).toEqual([50, 60, 70, 100, 100]);
  });

  it('limits the benefit to 284,07 грн a day with a record under 6 months (sud.ua/354054, ГУ ПФУ 22.02.2026)', () => {
    const { result } = sick({
      firstDay: '2026-03-05',
      days: 3,
      insuranceYears: 0.4,
      earnings: 300000,
      hasShortRecord: true,
    });
    expect(result.dailyBenefit).toBe(284.07);
  });

  it('mentions the new sick-leave law from 01.04.2026 (Закон № 4683-IX)', () => {
    expect(sick({ firstDay: '2026-04-02', days: 3, insuranceYears: 9, earnings: 120000 }).notes.join(' ')).toContain(
      '4683-IX',
    );
    expect(
      sick({ firstDay: '2026-03-02', days: 3, insuranceYears: 9, earnings: 120000 }).notes.join(' '),
    ).not.toContain('4683-IX');
  });

  it('refuses a negative record', () => {
    const r = sickPayInput.safeParse({ firstDay: '2026-03-05', days: 3, insuranceYears: '-1', earnings: 1 });
    expect(r.error?.issues[0].message).toBe('Значення не може бути від’ємним');
  });
});

describe('декретні', () => {
  it(
    'pays at least the minimum-wage amount, 284,07 грн a day in 2026, for 126 days (rbc.ua 16.02.2026; ' +
      'sud.ua/354054)',
    () => {
      // Hand-built: 284,07 × 126 = 35 792,82.
      const { result } = maternity({ leaveStart: '2026-03-02', kind: 'normal', earnings: 30000 });
      expect(result.days).toBe(126);
      expect(result.dailyBenefit).toBe(284.07);
      expect(result.total).toBe(35792.82);
    },
  );

  it('uses 2025 minimum (8 000 ÷ 30,44 = 262,81, computed, unverified) before 2026', () => {
    const { result, rules } = maternity({ leaveStart: '2025-06-02', kind: 'normal', earnings: 30000 });
    expect(result.dailyBenefit).toBe(262.81);
    expect(result.total).toBe(33114.06);
    expect(rules.find((r) => r.key === 'maternityMinDaily')?.verified).toBe(false);
  });

  it('gives 140 days for complicated births and caps by the ЄСВ base', () => {
    const { result } = maternity({ leaveStart: '2026-03-02', kind: 'complicated', earnings: 3000000 });
    expect(result.days).toBe(140);
    expect(result.dailyBenefit).toBe(5681.34);
    expect(result.total).toBe(795387.6);
  });

  it('limits to 568,13 грн a day with a record under 6 months (sud.ua/354054)', () => {
    const { result } = maternity({ leaveStart: '2026-03-02', kind: 'chaes', earnings: 400000, hasShortRecord: true });
    expect(result.days).toBe(180);
    expect(result.dailyBenefit).toBe(568.13);
  });
});
