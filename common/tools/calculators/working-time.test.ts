import { describe, expect, it } from 'vitest';
import { calculateWorkingTime, workingTimeInput } from './working-time';

const run = (input: Record<string, unknown>, options = {}) =>
  calculateWorkingTime(workingTimeInput.parse(input), options);

describe('норма робочого часу', () => {
  it('February 2026: 20 days, 160 hours (7eminar.ua/news/16472)', () => {
    const { result } = run({ year: 2026, period: 'month', index: 2, weekHours: 40 });
    expect(result.workingDays).toBe(20);
    expect(result.hours).toBe(160);
  });

  it(
    '2026 under martial law: 261 days / 2 088 hours and the monthly table of the research notes (§1.6, ' + 'computed)',
    () => {
      const { result } = run({ year: 2026, period: 'year', weekHours: 40 });
      expect(result.workingDays).toBe(261);
      expect(result.hours).toBe(2088);
      expect(result.holidays).toBe(0);
      expect(result.months.map((m) => m.workingDays)).toEqual([22, 20, 22, 22, 21, 22, 23, 21, 22, 22, 21, 23]);
    },
  );

  it('first quarter 2026 and a 36-hour week (hand-built: days × 7,2 h)', () => {
    const q = run({ year: 2026, period: 'quarter', index: 1, weekHours: 40 }).result;
    expect(q.workingDays).toBe(64);
    expect(q.hours).toBe(512);
    expect(run({ year: 2026, period: 'month', index: 2, weekHours: 36 }).result.hours).toBe(144);
    expect(run({ year: 2026, period: 'month', index: 2, weekHours: 24 }).result.hours).toBe(96);
  });

  it('2027 after martial law ends on 31.12.2026: 250 days, 1 993 hours (hand-built from ст. 53, 67, 73 КЗпП)', () => {
    // Weekdays 261; weekday holidays 1.01, 8.03, 28.06, 15.07, 24.08, 1.10 (6); weekend holidays moved to
    // 3.05, 4.05, 10.05, 21.06, 27.12 (5) → 250 days. Shortened eves: 30.04, 7.05, 14.07, 23.08, 30.09,
    // 24.12, 31.12 (7) → 250 × 8 − 7 = 1 993.
    const { result, rules } = run({ year: 2027, period: 'year', weekHours: 40 }, { martialLawEndsOn: '2026-12-31' });
    expect(result.holidays).toBe(11);
    expect(result.workingDays).toBe(250);
    expect(result.hours).toBe(1993);
    expect(rules.find((r) => r.key === 'publicHolidays')?.verified).toBe(false);
  });

  it('refuses an unknown week length', () => {
    const r = workingTimeInput.safeParse({ year: 2026, period: 'month', index: 2, weekHours: 30 });
    expect(r.error?.issues[0].message).toBe('Оберіть тривалість тижня: 40, 36 або 24 години');
  });
});
