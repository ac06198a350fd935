import { describe, expect, it } from 'vitest';
import { reportName } from './auth-sync';

describe('error report name', () => {
  it("is the user's name, or 'anonymous' without one (spec part 1 §6)", () => {
    expect(reportName({ name: 'Оксана Користувач' })).toBe('Оксана Користувач');
    expect(reportName({ name: '  ' })).toBe('anonymous');
    expect(reportName({ name: null })).toBe('anonymous');
    expect(reportName(null)).toBe('anonymous');
  });
});
