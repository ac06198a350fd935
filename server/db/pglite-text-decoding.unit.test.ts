import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The embedded database's answer parser decodes each text field from a view of the message instead of
 * a copied ArrayBuffer per field (patches/@electric-sql+pglite+0.5.16.patch, ADR 047): copying was
 * ~11 % of a news list's CPU.
 */
describe('embedded database: text fields are decoded without a copy per field', () => {
  let client: PGlite;
  // Starting an embedded database takes seconds on a busy machine: more than the unit project's 10 s hook limit.
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
  }, 60_000);
  afterAll(() => client.close());

  it('decodes every kind of text exactly', async () => {
    const long = 'Відпустка без збереження заробітної плати — '.repeat(3_000);
    const texts = ['', 'a', 'Військовий облік', 'ґїєі ʼ «лапки» €', '👩‍💼 кадровичка', long, null];
    const { rows } = await client.query<{ i: number; t: string | null; j: { t: string | null } }>(
      `select i, t, json_build_object('t', t) as j from unnest($1::text[]) with ordinality as u(t, i) order by i`,
      [texts],
    );
    expect(rows.map((r) => r.t)).toEqual(texts);
    expect(rows.map((r) => r.j.t)).toEqual(texts);
    expect(rows.map((r) => r.i)).toEqual(texts.map((_, i) => i + 1));
  });

  it('makes no ArrayBuffer copy per text field', async () => {
    const slice = vi.spyOn(ArrayBuffer.prototype, 'slice');
    try {
      const { rows } = await client.query<{ a: string; b: string; c: string }>(
        `select 'рядок ' || g as a, repeat('б', g % 7) as b, md5(g::text) as c from generate_series(1, 300) g`,
      );
      expect(rows).toHaveLength(300);
      expect(rows[299]).toEqual({ a: 'рядок 300', b: 'бббббб', c: expect.stringMatching(/^[0-9a-f]{32}$/) });
      // 900 text fields: before the patch each one was an ArrayBuffer#slice.
      expect(slice.mock.calls.length).toBeLessThan(50);
    } finally {
      slice.mockRestore();
    }
  });
});
