import { describe, expect, it } from 'vitest';
import { newsDate } from './format';

describe('newsDate', () => {
  it('is DD.MM.YYYY HH:mm in Kyiv time, whatever the machine’s zone; empty without a date', () => {
    // Winter: UTC+2; summer: UTC+3; the Kyiv day after UTC midnight.
    expect(newsDate('2026-01-05T07:07:00Z')).toBe('05.01.2026 09:07');
    expect(newsDate('2026-07-01T06:30:00Z')).toBe('01.07.2026 09:30');
    expect(newsDate('2025-12-31T22:59:00Z')).toBe('01.01.2026 00:59');
    expect(newsDate(null)).toBe('');
  });
});
