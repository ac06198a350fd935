import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namePgliteStatements } from './pglite-named';

describe('embedded database: repeated reads run as named statements (ADR 047)', () => {
  let client: PGlite;
  let plain: PGlite['query'];
  let named: () => number;

  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`
      create table item (id int primary key, title text not null, at timestamptz not null, tags text[]);
      insert into item values
        (1, 'Відпустка', '2026-01-05T10:00:00Z', '{hr,leave}'),
        (2, 'Лікарняні', '2026-02-10T08:30:00Z', null),
        (3, 'Військовий облік', '2026-03-01T12:00:00Z', '{army}');
    `);
    plain = client.query.bind(client);
    named = namePgliteStatements(client).named;
    // Starting an embedded database takes seconds on a busy machine: more than the unit project's 10 s hook limit.
  }, 60_000);
  afterAll(() => client.close());

  const byId = 'select id, title, at, tags from item where id >= $1 order by id';
  const names = async () =>
    (await plain<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

  it('names a text from its second use and answers exactly as the plain path', async () => {
    const first = await client.query(byId, [2]);
    expect(named()).toBe(0);
    const second = await client.query(byId, [2]);
    const third = await client.query(byId, [1]);
    expect(named()).toBe(1);
    expect(await names()).toHaveLength(1);
    const expected2 = await plain(byId, [2]);
    const expected1 = await plain(byId, [1]);
    for (const got of [first, second]) {
      expect(got.rows).toEqual(expected2.rows);
      expect(got.fields).toEqual(expected2.fields);
    }
    expect(third.rows).toEqual(expected1.rows);
    expect((third.rows[0] as { at: Date }).at).toBeInstanceOf(Date);
    expect((third.rows[0] as { tags: string[] }).tags).toEqual(['hr', 'leave']);
  });

  it('keeps the row mode and the parsers a caller asks for', async () => {
    const opts = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => `at:${v}` } };
    await client.query(byId, [3], opts);
    const got = await client.query(byId, [3], opts);
    expect(got.rows).toEqual((await plain(byId, [3], opts)).rows);
    expect(got.rows[0]).toEqual([3, 'Військовий облік', expect.stringMatching(/^at:2026-03-01/), ['army']]);
  });

  it('leaves writes and one-off texts on the plain path', async () => {
    const before = named();
    const insert = 'insert into item values ($1, $2, now(), null) returning id';
    await client.query(insert, [10, 'a']);
    await client.query(insert, [11, 'b']);
    await client.query('delete from item where id >= $1', [10]);
    await client.query('delete from item where id >= $1', [10]);
    expect(named()).toBe(before);
  });

  it('leaves reads that match text against a term on the plain path, planned for each term (ADR 050)', async () => {
    const before = named();
    const search = "select id from item where to_tsvector('simple', title) @@ to_tsquery('simple', $1) order by id";
    for (let i = 0; i < 7; i++) expect((await client.query(search, ['відпустка'])).rows).toEqual([{ id: 1 }]);
    expect((await client.query(search, ['облік'])).rows).toEqual([{ id: 3 }]);
    expect(named()).toBe(before);
  });

  it('names a `like` from its second use: estimated without statistics, its plan serves every term (ADR 074)', async () => {
    const before = named();
    const like = 'select id from item where lower(title) like $1 order by id';
    for (let i = 0; i < 3; i++) expect((await client.query(like, ['%від%'])).rows).toEqual([{ id: 1 }]);
    expect((await client.query(like, ['%облік%'])).rows).toEqual([{ id: 3 }]);
    expect(named()).toBe(before + 1);
  });

  it("names a full-text match against a sub-select's query: estimated without its term, one plan serves every term (ADR 075)", async () => {
    const before = named();
    const search =
      "select id from item where to_tsvector('simple', title) @@ (select to_tsquery('simple', $1)) order by id";
    for (let i = 0; i < 7; i++) expect((await client.query(search, ['відпустка'])).rows).toEqual([{ id: 1 }]);
    expect((await client.query(search, ['облік'])).rows).toEqual([{ id: 3 }]);
    expect(named()).toBe(before + 1);
  });

  it('reports a text PostgreSQL refuses, and errors while running, as the plain path does', async () => {
    const bad = 'select id from item where nonsense = $1';
    for (let i = 0; i < 3; i++) await expect(client.query(bad, [1])).rejects.toThrow(/nonsense/);
    const divide = 'select 10 / $1::int as q';
    expect((await client.query(divide, [2])).rows).toEqual([{ q: 5 }]);
    await expect(client.query(divide, [0])).rejects.toThrow(/division by zero/);
    // The database is still usable, the named statement too.
    expect((await client.query(divide, [5])).rows).toEqual([{ q: 2 }]);
  });

  it('prepares afresh when a migration changes what the statement returns', async () => {
    const all = 'select * from item where id = $1';
    await client.query(all, [1]);
    await client.query(all, [1]);
    await client.exec(`alter table item add column note text default 'нова'`);
    for (let i = 0; i < 2; i++) expect((await client.query(all, [1])).rows[0]).toMatchObject({ id: 1, note: 'нова' });
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    const count = 'select count(*)::int as n from item where id > $1';
    await client.query(count, [0]);
    const before = (await client.query<{ n: number }>(count, [0])).rows[0].n;
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = client
      .transaction(async (t) => {
        await t.query(`insert into item values (99, 'чернетка', now(), null)`);
        inside();
        await held;
        await t.rollback();
      })
      .catch(() => undefined);
    await entered;
    const during = client.query<{ n: number }>(count, [0]);
    release();
    await tx;
    // Read inside the open transaction it would have seen the uncommitted row.
    expect((await during).rows[0].n).toBe(before);
  });
});
