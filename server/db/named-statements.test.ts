import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatements } from './named-statements';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.TEST_DB === 'postgres' && adminUrl)('statements named on their second use (ADR 046)', () => {
  const name = `fahivets_t_${crypto.randomBytes(6).toString('hex')}`;
  let url: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl as string);
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** One connection, so what it prepared is visible to the next query. */
  function pool(opts: Parameters<typeof namedStatements>[0] = {}) {
    const naming = namedStatements(opts);
    return { naming, pool: new pg.Pool({ connectionString: url, max: 1, Client: naming.Client }) };
  }

  const prepared = async (p: pg.Pool) =>
    (await p.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map(
      (r) => r.statement,
    );

  it('prepares a repeated text once per connection and answers each call with its own parameters', async () => {
    const { naming, pool: p } = pool();
    try {
      const text = 'select $1::int * 2 as twice';
      const answers = [];
      for (const n of [1, 2, 3, 4]) answers.push((await p.query(text, [n])).rows[0].twice);
      expect(answers).toEqual([2, 4, 6, 8]);
      expect(await prepared(p)).toEqual([text]);
      expect(naming.named()).toBe(1);
      // The drizzle shape: a config object with the values passed beside it.
      const viaConfig = await p.query({ text, rowMode: 'array' } as pg.QueryConfig, [21]);
      expect(viaConfig.rows).toEqual([[42]]);
    } finally {
      await p.end();
    }
  });

  it('leaves one-off texts, texts without parameters and several statements in one text unnamed', async () => {
    const { naming, pool: p } = pool();
    try {
      await p.query('select $1::text as once', ['a']);
      await p.query('select 1 as plain');
      await p.query('select 1 as plain');
      await p.query('create table t_multi (id int); insert into t_multi values (1), (2)');
      expect((await p.query('select count(*)::int as n from t_multi')).rows[0].n).toBe(2);
      expect(await prepared(p)).toEqual([]);
      expect(naming.named()).toBe(0);
    } finally {
      await p.end();
    }
  });

  it('never names a text that matches against a term: each use is planned for its own term (ADR 050)', async () => {
    const { naming, pool: p } = pool();
    try {
      await p.query('create extension if not exists pg_trgm');
      const texts = [
        "select $1::text @@ to_tsquery('simple', $2) as hit",
        'select word_similarity($1::text, $2) > 0.5 as hit',
        'select $1::text % $2 as hit',
      ];
      for (const text of texts) for (let i = 0; i < 7; i++) await p.query(text, ['зарплата', 'зарплата']);
      expect((await p.query(texts[1], ['Відпустка', 'Відпустка'])).rows[0].hit).toBe(true);
      expect(await prepared(p)).toEqual([]);
      expect(naming.named()).toBe(0);
      // A plain `ilike` filter (no index answers it), the site search's `like` over its lowered text
      // (estimated without statistics, ADR 074), a full-text match against a sub-select's query (estimated
      // without its term, ADR 075) and a column whose name holds a keyword are named.
      const others = [
        'select $1::text ilike $2 as hit',
        'select lower($1::text) like $2 as hit',
        'select $1::int as likes_count',
        "select to_tsvector('simple', $1::text) @@ (select to_tsquery('simple', $2)) as hit",
      ];
      for (let i = 0; i < 2; i++) {
        await p.query(others[0], ['відпустка', '%пуст%']);
        expect((await p.query(others[1], ['Відпустка', '%пуст%'])).rows[0].hit).toBe(true);
        await p.query(others[2], [i]);
        const words = i === 0 ? ['відпустка щорічна', 'щорічна'] : ['відпустка щорічна', 'лікарняний'];
        expect((await p.query(others[3], words)).rows[0].hit).toBe(i === 0);
      }
      expect(await prepared(p)).toEqual([...others].sort());
    } finally {
      await p.end();
    }
  });

  it('names no more texts than its limit; the rest run unnamed and still answer', async () => {
    const { naming, pool: p } = pool({ maxNamed: 2 });
    try {
      const texts = ['select $1::int + 1 as v', 'select $1::int + 2 as v', 'select $1::int + 3 as v'];
      for (const text of texts) for (const n of [10, 20]) await p.query(text, [n]);
      expect(naming.named()).toBe(2);
      expect(await prepared(p)).toEqual(texts.slice(0, 2));
      expect((await p.query(texts[2], [30])).rows[0].v).toBe(33);
    } finally {
      await p.end();
    }
  });

  it('survives a change of the result columns under a prepared statement (a migration by another process)', async () => {
    const { pool: p } = pool();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('create table t_cols (id int primary key, a text)');
      await other.query(`insert into t_cols values (1, 'x')`);
      const text = 'select * from t_cols where id = $1';
      await p.query(text, [1]);
      expect((await p.query(text, [1])).rows).toEqual([{ id: 1, a: 'x' }]);
      expect(await prepared(p)).toEqual([text]);
      await other.query(`alter table t_cols add column b text default 'y'`);
      expect((await p.query(text, [1])).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
      // Later calls use the text's new name, prepared with the new columns.
      expect((await p.query(text, [1])).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
      expect((await p.query(text, [1])).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
    } finally {
      await other.end();
      await p.end();
    }
  });
});
