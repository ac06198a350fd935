import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheFileSizes } from './pglite-file-sizes';

const isPglite = process.env.TEST_DB !== 'postgres';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

interface OpenStream {
  node: { mode: number };
  nfd?: number;
  stream_ops: { llseek(s: OpenStream, offset: number, whence: number): number };
}

/** Every open data file's size as Postgres sees it (lseek to the end) against the host's answer. */
function mismatches(client: PGlite): string[] {
  const FS = (client as unknown as { Module: { FS: { streams: (OpenStream | null)[]; isFile(m: number): boolean } } })
    .Module.FS;
  const wrong: string[] = [];
  let checked = 0;
  for (const s of FS.streams) {
    if (!s || s.nfd === undefined || !FS.isFile(s.node.mode)) continue;
    checked++;
    const seen = s.stream_ops.llseek(s, 0, 2);
    const host = fs.fstatSync(s.nfd).size;
    if (seen !== host) wrong.push(`fd ${s.nfd}: ${seen} ≠ ${host}`);
  }
  expect(checked).toBeGreaterThan(0);
  return wrong;
}

describe.runIf(isPglite)('embedded database: file sizes kept between queries', () => {
  it('always equal the host file sizes through growth, vacuum truncation, table truncation and WAL switches', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahivets-sizes-'));
    dirs.push(dataDir);
    let client = await PGlite.create({ dataDir });
    cacheFileSizes(client);
    await client.exec(`create table t (id int primary key, body text); create index t_body on t (body);`);
    const fill = (from: number, to: number) =>
      client.query(`insert into t select g, repeat(md5(g::text), 20) from generate_series($1::int, $2::int) g`, [
        from,
        to,
      ]);
    // Planning reads every size once, so the cache holds them before the files grow.
    await client.query('select count(*) from t where id > 0');
    await fill(1, 3000);
    await client.query('select count(*) from t where body > $1', ['a']);
    expect(mismatches(client)).toEqual([]);

    // The tail of the table emptied: VACUUM truncates the file.
    await client.query('delete from t where id > 500');
    await client.exec('vacuum t');
    await client.query('select count(*) from t');
    expect(mismatches(client)).toEqual([]);

    // TRUNCATE gives the table new files and unlinks the old ones; the WAL moves to a new segment.
    await client.exec('truncate t');
    await fill(1, 800);
    await client.exec(`select pg_switch_wal(); checkpoint;`);
    await fill(801, 1600);
    expect(mismatches(client)).toEqual([]);
    expect((await client.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBe(1600);

    // The same data read back by a fresh process image.
    await client.close();
    client = await PGlite.create({ dataDir });
    cacheFileSizes(client);
    expect((await client.query<{ n: number }>('select count(*)::int as n from t where id <= 1600')).rows[0].n).toBe(
      1600,
    );
    await fill(1601, 2000);
    expect(mismatches(client)).toEqual([]);
    await client.close();
  });

  it('leaves an in-memory database alone', async () => {
    const client = await PGlite.create();
    cacheFileSizes(client);
    await client.exec('create table m (id int); insert into m values (1)');
    expect((await client.query<{ n: number }>('select count(*)::int as n from m')).rows[0].n).toBe(1);
    await client.close();
  });
});
