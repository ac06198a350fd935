import { describe, expect, it } from 'vitest';
import { addDays, holidaysOfYear, orthodoxEaster } from './holidays';
import { monthCalendar } from './production-calendar';
import { RATES, TABLE_START } from './rates';
import { historyOf, MissingRuleError, ratesOn, ruleOn, valueOn } from './rules';
import type { RuleKey } from './types';

const keys = [...new Set(RATES.map((r) => r.key))] as RuleKey[];

describe('the rules table', () => {
  it('gives every rate a legal source and a validity start', () => {
    for (const rule of RATES) {
      expect(rule.source.act.trim(), rule.key).not.toBe('');
      expect(rule.source.reference.trim(), rule.key).not.toBe('');
      expect(rule.validFrom, rule.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.label.trim(), rule.key).not.toBe('');
      if (rule.validTo !== null) expect(rule.validTo >= rule.validFrom, rule.key).toBe(true);
    }
  });

  it('has neither overlaps nor gaps within a key, and each key holds until today', () => {
    for (const key of keys) {
      const rows = historyOf(key);
      for (let i = 1; i < rows.length; i++) {
        const previousEnd = rows[i - 1].validTo;
        expect(previousEnd, `${key}: a row before the last must end`).not.toBeNull();
        expect(addDays(previousEnd!, 1), `${key} continues the next day`).toBe(rows[i].validFrom);
      }
      expect(rows.at(-1)!.validTo, key).toBeNull();
    }
  });

  it('starts every key no earlier than the table start', () => {
    for (const rule of RATES) expect(rule.validFrom >= TABLE_START).toBe(true);
  });

  it('marks unverified facts of the research notes as unverified', () => {
    expect(ruleOn('pitBenefit150', '2026-03-01').verified).toBe(false);
    expect(ruleOn('publicHolidays', '2026-03-01').verified).toBe(false);
    expect(ruleOn('minWageMonthly', '2026-03-01').verified).toBe(true);
  });
});

describe('ratesOn', () => {
  it('switches the minimum wage on 01.01.2026 (8 000 → 8 647 грн, 48 → 52 грн/год)', () => {
    expect(valueOn('minWageMonthly', '2025-12-31')).toBe(8000);
    expect(valueOn('minWageMonthly', '2026-01-01')).toBe(8647);
    expect(valueOn('minWageHourly', '2025-12-31')).toBe(48);
    expect(valueOn('minWageHourly', '2026-01-01')).toBe(52);
  });

  it('switches the military levy to 5 % on 01.12.2024', () => {
    expect(valueOn('militaryLevyRate', '2024-11-30')).toBe(1.5);
    expect(valueOn('militaryLevyRate', '2024-12-01')).toBe(5);
  });

  it('returns the whole set in force with 2026 subsistence minimum and tax benefit', () => {
    const rules = ratesOn('2026-03-15');
    expect(rules.subsistenceAbleBodied?.value).toBe(3328);
    expect(rules.pitBenefit?.value).toBe(1664);
    expect(rules.pitBenefitCeiling?.value).toBe(4660);
    expect(rules.sscMaxBaseMinWages?.value).toBe(20);
    expect(rules.pitRate?.value).toBe(18);
  });

  it('refuses a date the table does not cover', () => {
    expect(() => ruleOn('minWageMonthly', '2023-05-01')).toThrow(MissingRuleError);
    expect(() => ruleOn('minWageMonthly', '2023-05-01')).toThrow('Немає норми');
  });

  it('ends martial law on the configured date; the 5 % levy holds to the end of that year only', () => {
    const options = { martialLawEndsOn: '2027-03-31' };
    expect(valueOn('martialLaw', '2027-03-31', options).inForce).toBe(true);
    expect(valueOn('martialLaw', '2027-04-01', options).inForce).toBe(false);
    expect(valueOn('martialLaw', '2027-04-01').inForce).toBe(true);
    expect(valueOn('militaryLevyRate', '2027-12-31', options)).toBe(5);
    expect(ratesOn('2028-01-01', options).militaryLevyRate).toBeUndefined();
  });
});

describe('holidays and the production calendar', () => {
  it('puts Orthodox Easter 2026 on 12 April (kadroland.com/news/8510 lists «12 квітня Великдень»)', () => {
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(holidaysOfYear(2026).find((h) => h.name === 'Трійця')?.date).toBe('2026-05-31');
  });

  it('has 20 working days in February 2026 under martial law (7eminar.ua/news/16472)', () => {
    const days = monthCalendar(2026, 2);
    expect(days.filter((d) => d.kind === 'working')).toHaveLength(20);
    expect(days.some((d) => d.kind === 'holiday')).toBe(false);
  });

  it(
    'after martial law: holidays, the Monday after a Sunday holiday and the shortened eve (hand-built from ' +
      'ст. 53, 67, 73)',
    () => {
      // 2027: 8 March is a Monday; 7 March (Sunday) is a weekend, 5 March (Friday) is not an eve.
      const options = { martialLawEndsOn: '2026-12-31' };
      const march = monthCalendar(2027, 3, options);
      expect(march.find((d) => d.date === '2027-03-08')?.kind).toBe('holiday');
      // 1 May 2027 is a Saturday → Monday 3 May is the transferred day off.
      const may = monthCalendar(2027, 5, options);
      expect(may.find((d) => d.date === '2027-05-03')?.kind).toBe('transferred');
      // 24 August 2027 is a Tuesday → Monday 23 August is shortened by one hour.
      const august = monthCalendar(2027, 8, options);
      expect(august.find((d) => d.date === '2027-08-23')?.shortenedBy).toBe(1);
    },
  );
});
