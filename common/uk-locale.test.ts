import { describe, expect, it, vi } from 'vitest';
import { KEPT_INSTANTS, kyivDate, kyivDateTime, kyivLongDateTime, kyivShortDateTime } from './uk-locale';

describe('dates in the Kyiv time zone', () => {
  it('prints the Kyiv calendar day and time, across the change of offset', () => {
    // 21:30 UTC on 31 December is already 1 January in Kyiv (UTC+2 in winter).
    expect(kyivDate('2025-12-31T22:30:00.000Z')).toBe('01.01.2026');
    expect(kyivDateTime('2025-12-31T22:30:00.000Z')).toBe('01.01.2026 00:30');
    // Summer time: UTC+3.
    expect(kyivDateTime(Date.UTC(2026, 6, 15, 7, 5))).toBe('15.07.2026 10:05');
    expect(kyivDate(new Date(Date.UTC(2026, 10, 28, 21, 59)))).toBe('28.11.2026');
    expect(kyivDate(new Date(Date.UTC(2026, 10, 28, 22, 0)))).toBe('29.11.2026');
    expect(kyivLongDateTime('2026-11-28T08:00:00.000Z')).toMatch(/^28 листопада 2026 р\.(,| о) 10:00$/);
    expect(kyivShortDateTime('2026-11-28T08:00:00.000Z')).toBe('28.11.26, 10:00');
  });

  it('the same instant given as a string, a number or a date prints the same, whichever came first', () => {
    const instant = Date.UTC(2026, 2, 29, 0, 30); // the night summer time begins
    const asText = kyivDateTime(new Date(instant).toISOString());
    expect(kyivDateTime(instant)).toBe(asText);
    expect(kyivDateTime(new Date(instant))).toBe(asText);
    expect(asText).toBe('29.03.2026 02:30');
  });

  it('formats an instant once while it is kept, and again after the kept texts are dropped', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const first = Date.UTC(2031, 0, 1, 12);
      expect(kyivDate(first)).toBe('01.01.2031');
      expect(kyivDate(new Date(first))).toBe('01.01.2031');
      expect(kyivDate(new Date(first).toISOString())).toBe('01.01.2031');
      expect(formatToParts).toHaveBeenCalledTimes(1);
      // Enough other instants to fill what is kept: the first is then made again, the same text.
      for (let i = 1; i <= KEPT_INSTANTS; i++) kyivDate(first + i * 60_000);
      formatToParts.mockClear();
      expect(kyivDate(first)).toBe('01.01.2031');
      expect(formatToParts).toHaveBeenCalledTimes(1);
    } finally {
      formatToParts.mockRestore();
    }
  });

  it('an invalid date throws as the format does, and is not kept as a text', () => {
    expect(() => kyivDate('не дата')).toThrow(RangeError);
    expect(() => kyivDate('не дата')).toThrow(RangeError);
    expect(() => kyivLongDateTime(Number.NaN)).toThrow(RangeError);
  });
});
