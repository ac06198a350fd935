import { describe, expect, it } from 'vitest';
import { calculateIndexation, indexationInput } from './indexation';

const run = (input: Record<string, unknown>) => calculateIndexation(indexationInput.parse(input));

// The research notes cite no consumer price index for a named month, so the shipped table is empty.
// The arithmetic tests below use indices typed in by the user (hypothetical values, not data).
const hypothetical = { '2026-02': 101.5, '2026-03': 101.0, '2026-04': 100.8 };

describe('індексація зарплати', () => {
  it('says the index is not yet available instead of inventing it', () => {
    const { result } = run({ month: '2026-05', baseMonth: '2026-01', salary: 10000 });
    expect(result.status).toBe('unavailable');
    if (result.status !== 'unavailable') return;
    expect(result.missingMonth).toBe('2026-02');
    expect(result.message).toContain('лютий 2026 ще не доступний');
  });

  it('uses January 2026 as the base month for everybody (ст. 41 Закону № 4695-IX; vikna.tv 12.01.2026)', () => {
    const { result } = run({ month: '2026-06', baseMonth: '2024-09', salary: 10000, indices: hypothetical });
    expect(result.baseMonth).toBe('2026-01');
  });

  it('accrues from the month after publication once 103 % is exceeded (threshold: ст. 4 Закону про індексацію)', () => {
    // Hand-built: 101,5 → 101,5 × 1,010 = 102,5 → × 1,008 = 103,3 > 103 (April index, published in May) →
    // indexation from June: 3,3 % of the subsistence minimum 3 328 = 109,82. May has none yet.
    const june = run({ month: '2026-06', baseMonth: '2026-01', salary: 10000, indices: hypothetical });
    expect(june.result).toMatchObject({ status: 'calculated', percent: 3.3, indexedPart: 3328, amount: 109.82 });
    const may = run({ month: '2026-05', baseMonth: '2026-01', salary: 10000, indices: hypothetical });
    expect(may.result).toMatchObject({ status: 'calculated', percent: 0, amount: 0 });
  });

  it('indexes within the 2025 subsistence minimum before the change (3 028 грн)', () => {
    // Same hypothetical indices a year earlier: 3,3 % × 3 028 = 99,92.
    const indices = { '2025-02': 101.5, '2025-03': 101.0, '2025-04': 100.8 };
    const { result } = run({ month: '2025-06', baseMonth: '2025-01', salary: 10000, indices });
    expect(result).toMatchObject({ status: 'calculated', percent: 3.3, indexedPart: 3028, amount: 99.92 });
  });

  it('indexes the whole salary when it is below the subsistence minimum and restarts the count', () => {
    // Hand-built: 103,3 exceeded in April; the count restarts: May 101,0 → June 102,0 → July 103,5 > 103 →
    // accrued 103,3 × 103,5 = 106,9 → from September 6,9 % of 3 000 = 207,00.
    const indices = { ...hypothetical, '2026-05': 101.0, '2026-06': 101.0, '2026-07': 101.5 };
    const { result } = run({ month: '2026-09', baseMonth: '2026-01', salary: 3000, indices });
    expect(result).toMatchObject({ status: 'calculated', percent: 6.9, indexedPart: 3000, amount: 207 });
  });

  it('refuses a base month after the month', () => {
    const r = indexationInput.safeParse({ month: '2026-03', baseMonth: '2026-05', salary: 1 });
    expect(r.error?.issues[0].message).toBe('Базовий місяць не може бути пізніше розрахункового');
  });
});
