import { describe, expect, it } from 'vitest';
import { newsDate } from './format';

describe('newsDate', () => {
  it('is DD.MM.YYYY HH:mm in local time, empty without a date', () => {
    expect(newsDate(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('05.01.2026 09:07');
    expect(newsDate(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('31.12.2025 23:59');
    expect(newsDate(null)).toBe('');
  });
});
