import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client';
import { topics } from './schema';

const isPglite = process.env.TEST_DB !== 'postgres';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'fahivets-durable-'));
  dirs.push(d);
  return d;
}

function spawnWriter(dataDir: string): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'tests/support/children/durable-writer.ts', dataDir], {
    stdio: 'pipe',
  });
}

function waitForLine(child: ChildProcessWithoutNullStreams, predicate: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      const hit = lines.find(predicate);
      if (hit) {
        child.stdout.off('data', onData);
        resolve(hit);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`child exited (${code})`)));
  });
}

describe.runIf(isPglite)('embedded database durability', () => {
  it('every acknowledged write survives SIGKILL right after the acknowledgement', async () => {
    const dataDir = tempDir();
    const child = spawnWriter(dataDir);
    await waitForLine(child, (l) => l === 'READY');
    const count = 40;
    for (let n = 1; n <= count; n++) child.stdin.write(`${n}\n`);
    await waitForLine(child, (l) => l === `ACK ${count}`);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db
        .select({ alias: topics.alias })
        .from(topics)
        .where(like(topics.alias, 'durable-%'));
      expect(rows).toHaveLength(count);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('flushes the write-ahead log after a write, not after a read (also one in parentheses)', async () => {
    const database = await openDatabase({ dataDir: path.join(tempDir(), 'db') });
    await database.db.execute(sql`create table t (id int primary key, title text)`);
    await database.db.execute(sql`insert into t values (1, 'a'), (2, 'b')`);
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      const flushesOf = async (statement: ReturnType<typeof sql>) => {
        fsync.mockClear();
        await database.db.execute(statement);
        return fsync.mock.calls.length;
      };
      const id = sql`${1}`;
      expect(await flushesOf(sql`select count(*) from t where id > ${id}`)).toBe(0);
      expect(await flushesOf(sql`(select id from t where id > ${id}) union (select ${2}::int)`)).toBe(0);
      expect(await flushesOf(sql`  (  select ${3}::int)`)).toBe(0);
      expect(await flushesOf(sql`update t set title = title where id = ${id}`)).toBeGreaterThan(0);
    } finally {
      fsync.mockRestore();
      await database.close();
    }
  }, 60_000);

  it('opens with the configured page cache (32MB unless told otherwise)', async () => {
    for (const [sharedBuffers, shown] of [
      [undefined, PGLITE_SHARED_BUFFERS],
      ['16MB', '16MB'],
    ] as const) {
      const database = await openDatabase({ dataDir: path.join(tempDir(), 'db'), sharedBuffers });
      try {
        const rows = await database.db.execute(sql`show shared_buffers`);
        expect((rows as unknown as { rows: { shared_buffers: string }[] }).rows[0].shared_buffers).toBe(shown);
      } finally {
        await database.close();
      }
    }
  }, 60_000);

  it('a second process refuses to open a data directory that is in use, naming the holder', async () => {
    const dataDir = tempDir();
    const holder = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      // The production build (npm test builds first): starting it takes a second, tsx would transform the
      // whole server first.
      const main = path.resolve(process.env.BUILD_DIR ?? 'build', 'app-server/main.js');
      const second = spawn(process.execPath, [main], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      });
      let stderr = '';
      second.stderr.on('data', (c) => {
        stderr += c;
      });
      const code = await new Promise<number | null>((r) => second.once('exit', r));
      expect(code).toBe(75);
      expect(stderr).toContain(`in use by another process (pid ${process.pid})`);
    } finally {
      await holder.close();
    }
  }, 60_000);

  it('a stale lock left by a killed process is taken over', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, '.lock'), '999999');
    const database = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
  }, 60_000);
});
