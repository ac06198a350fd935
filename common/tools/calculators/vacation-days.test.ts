import { describe, expect, it } from 'vitest';
import { calculateSeniority, calculateVacationDays, seniorityInput, vacationDaysInput } from './vacation-days';

const days = (input: Record<string, unknown>, options = {}) =>
  calculateVacationDays(vacationDaysInput.parse(input), options);

describe('кількість днів відпустки', () => {
  it(
    'earns 24 days a full working year pro rata (ст. 6 Закону «Про відпустки»; practice: ' +
      'buhplatforma.com.ua/news/57089)',
    () => {
      // Hand-built: working year 12.01.2026–11.01.2027 = 365 days; to 11.07.2026 = 181 days;
      // 24 × 181 ÷ 365 = 11,90; with 10 additional days (34 × 181 ÷ 365) = 16,86.
      const basic = days({ workingYearStart: '2026-01-12', countUntil: '2026-07-11' });
      expect(basic.result).toMatchObject({ yearDays: 365, countedDays: 181, basicDays: 24, earnedDays: 11.9 });
      const extra = days({ workingYearStart: '2026-01-12', countUntil: '2026-07-11', additionalDays: 10, usedDays: 5 });
      expect(extra.result.earnedDays).toBe(16.86);
      expect(extra.result.remainingDays).toBe(11.86);
    },
  );

  it(
    'caps a 31-day basic vacation at 24 under martial law (ст. 12 Закону № 2136-IX; kadroland.com/news/2444) ' +
      'but not after',
    () => {
      const during = days({
        workingYearStart: '2026-01-01',
        countUntil: '2026-12-31',
        basicDays: 31,
        applyMartialLawCap: true,
      });
      expect(during.result).toMatchObject({ basicDays: 24, deferredBasicDays: 7, earnedDays: 24 });
      const after = days(
        { workingYearStart: '2027-01-01', countUntil: '2027-12-31', basicDays: 31, applyMartialLawCap: true },
        { martialLawEndsOn: '2026-12-31' },
      );
      expect(after.result).toMatchObject({ basicDays: 31, deferredBasicDays: 0, earnedDays: 31 });
    },
  );

  it('refuses an end before the start', () => {
    const r = vacationDaysInput.safeParse({ workingYearStart: '2026-05-01', countUntil: '2026-04-01' });
    expect(r.error?.issues[0].message).toBe('Дата закінчення не може бути раніше дати початку');
  });
});

describe('стаж', () => {
  it('sums periods in years, months and days (hand-built; both ends count)', () => {
    // 01.09.2010–31.08.2012 = 2 р.; 15.01.2020–20.03.2026 = 6 р. 2 міс. 6 дн. → 8 р. 2 міс. 6 дн.
    const { result } = calculateSeniority(
      seniorityInput.parse({
        asOf: '2026-03-20',
        periods: [
          { from: '2020-01-15', to: '2026-03-20' },
          { from: '2010-09-01', to: '2012-08-31' },
        ],
      }),
    );
    expect(result).toMatchObject({ years: 8, months: 2, days: 6 });
  });

  it('carries 30 days into a month and counts overlaps once', () => {
    // 01.01–20.01.2025 = 20 дн.; 01.03–15.03.2025 = 15 дн. → 35 дн. = 1 міс. 5 дн.; the overlapping
    // 10.03–12.03 adds nothing.
    const { result, notes } = calculateSeniority(
      seniorityInput.parse({
        asOf: '2026-01-01',
        periods: [
          { from: '2025-01-01', to: '2025-01-20' },
          { from: '2025-03-01', to: '2025-03-15' },
          { from: '2025-03-10', to: '2025-03-12' },
        ],
      }),
    );
    expect(result).toMatchObject({ years: 0, months: 1, days: 5, totalDays: 35 });
    expect(notes.join(' ')).toContain('перекриваються');
  });
});
