import { describe, expect, it } from 'vitest';
import { calculateVacationCompensation, vacationCompensationInput } from './vacation-compensation';
import { calculateVacationPay, vacationPayInput } from './vacation-pay';
import { fieldErrors } from './schema-parts';

const pay = (input: Record<string, unknown>, options = {}) =>
  calculateVacationPay(vacationPayInput.parse(input), options);

describe('відпускні (Порядок №100)', () => {
  it('martial law: no holidays excluded, 365 days, paid 3 days before', () => {
    // Hand-built from the cited rules (i.factor.ua 2016: KD = ЗКД − СД − НД; 7eminar.ua/news/25: no holidays
    // under martial law; i.factor.ua 2008: ≥ 3 days before). Period 01.03.2025–28.02.2026 = 365 days;
    // 120 000 ÷ 365 = 328,767… → 328,77; × 24 = 7 890,48.
    const { result, steps, rules } = pay({ vacationStart: '2026-03-02', days: 24, earnings: 120000 });
    expect(result.averageDaily).toBe(328.77);
    expect(result.pay).toBe(7890.48);
    expect(result.vacationEnd).toBe('2026-03-25');
    expect(result.payNoLaterThan).toBe('2026-02-27');
    expect(steps.find((s) => s.label === 'Дні для розрахунку')?.value).toBe(365);
    expect(rules.some((r) => r.key === 'martialLaw')).toBe(true);
  });

  it('after martial law ends the art. 73 holidays come out of the period and extend the vacation', () => {
    // Hand-built: martial law set to end 31.12.2026. Period 01.09.2026–31.08.2027 = 365 days; holidays
    // that apply (2027): 1.01, 8.03, 1.05, 2.05 (Великдень), 8.05, 20.06 (Трійця), 28.06, 15.07, 24.08 = 9.
    // 120 000 ÷ 356 = 337,078… → 337,08; × 24 = 8 089,92.
    const options = { martialLawEndsOn: '2026-12-31' };
    const { result, rules } = pay({ vacationStart: '2027-09-01', days: 24, earnings: 120000 }, options);
    expect(result.averageDaily).toBe(337.08);
    expect(result.pay).toBe(8089.92);
    expect(rules.find((r) => r.key === 'publicHolidays')?.verified).toBe(false);
    // A vacation over 24.08.2027 is one day longer: 10.08 + 24 days → 02.09, plus the holiday → 03.09.
    expect(pay({ vacationStart: '2027-08-10', days: 24, earnings: 120000 }, options).result.vacationEnd).toBe(
      '2027-09-03',
    );
  });

  it('takes the months since hiring for a short employment', () => {
    // Hired 15.10.2025 → period 01.11.2025–28.02.2026 = 120 days; 40 000 ÷ 120 = 333,33; × 10 = 3 333,30.
    const { result } = pay({ vacationStart: '2026-03-10', days: 10, earnings: 40000, hireDate: '2025-10-15' });
    expect(result.averageDaily).toBe(333.33);
    expect(result.pay).toBe(3333.3);
  });

  it('moves the payment to the working day before when the deadline is a weekend', () => {
    // 09.03.2026 − 3 = 06.03 (Friday) is fine; 12.03 − 3 = 09.03 (Monday); 10.03 − 3 = 07.03 (Saturday) → 06.03.
    const { result } = pay({ vacationStart: '2026-03-10', days: 5, earnings: 100000 });
    expect(result.payNoLaterThan).toBe('2026-03-07');
    expect(result.payOnWorkingDay).toBe('2026-03-06');
  });

  it('refuses input with Ukrainian messages', () => {
    const r = vacationPayInput.safeParse({ vacationStart: '2026-03-02', days: '0', earnings: 'abc' });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toMatchObject({ days: 'Значення має бути більше нуля', earnings: 'Введіть число' });
  });
});

describe('компенсація за невикористану відпустку', () => {
  const comp = (input: Record<string, unknown>) =>
    calculateVacationCompensation(vacationCompensationInput.parse(input));

  it('pays days earned up to 31.12.2023 from 2023 pay and later days from the last 12 months', () => {
    // Rule: interbuh.com.ua/148518, buhplatforma.com.ua/news/57089 (two averages since 2024). Numbers
    // hand-built: 96 000 ÷ 365 = 263,01 × 5 = 1 315,05; 180 000 ÷ 365 (01.03.2025–28.02.2026) = 493,15 × 12 = 5 917,80.
    const { result } = comp({
      dismissalDate: '2026-03-16',
      daysUntilSplit: 5,
      earningsSplitYear: 96000,
      daysAfterSplit: 12,
      earningsLast12Months: 180000,
    });
    expect(result.averageDailySplitYear).toBe(263.01);
    expect(result.compensationSplitYear).toBe(1315.05);
    expect(result.averageDailyLast12Months).toBe(493.15);
    expect(result.compensationLast12Months).toBe(5917.8);
    expect(result.total).toBe(7232.85);
  });

  it('needs only one average when every unused day was earned after 2023', () => {
    const { result } = comp({ dismissalDate: '2026-03-16', daysAfterSplit: 12, earningsLast12Months: 180000 });
    expect(result.averageDailySplitYear).toBeNull();
    expect(result.total).toBe(5917.8);
  });

  it('excludes the art. 73 holidays from the 12 months once martial law has ended', () => {
    // Hand-built as for vacation pay: period 01.09.2026–31.08.2027, 365 − 9 holidays of 2027 = 356 days;
    // 120 000 ÷ 356 = 337,08 × 10 = 3 370,80; under martial law 120 000 ÷ 365 = 328,77 × 10 = 3 287,70.
    const input = vacationCompensationInput.parse({
      dismissalDate: '2027-09-15',
      daysAfterSplit: 10,
      earningsLast12Months: 120000,
    });
    expect(calculateVacationCompensation(input, { martialLawEndsOn: '2026-12-31' }).result.total).toBe(3370.8);
    expect(calculateVacationCompensation(input).result.total).toBe(3287.7);
  });

  it('asks for 2023 earnings when there are 2023 days', () => {
    const r = vacationCompensationInput.safeParse({ dismissalDate: '2026-03-16', daysUntilSplit: 3 });
    expect(fieldErrors(r.error!).earningsSplitYear).toBe('Вкажіть заробіток за 2023 рік');
  });
});
