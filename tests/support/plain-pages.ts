import { expect } from 'vitest';

/**
 * A list whose guest page without filters is a statement built once (ADR 047) answers, for every theme,
 * direction and page, exactly what its general statement answers for a reader without marks of their
 * own. `list(guest, …)` reads one page as a guest (the prepared statement) or as that reader.
 */
export async function expectPlainPagesAsGeneral<Row>(
  list: (
    guest: boolean,
    at: { theme: 'hr' | 'accounting'; direction: 'asc' | 'desc'; page: number },
  ) => Promise<{ rows: Row[]; total?: number }>,
  directions: readonly ('asc' | 'desc')[] = ['desc', 'asc'],
) {
  for (const theme of ['hr', 'accounting'] as const) {
    for (const direction of directions) {
      for (const page of [1, 2, 3]) {
        const at = { theme, direction, page };
        const plain = await list(true, at);
        const general = await list(false, at);
        expect(plain.rows, `${theme} ${direction} ${page}`).toEqual(general.rows);
        expect(plain.total).toBe(general.total);
      }
    }
  }
}
