import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { namedStatements } from './named-statements';
import { namePgliteStatements } from './pglite-named';
import { cacheFileSizes } from './pglite-file-sizes';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle passed through service options and the load context. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round trip used by /readyz. */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding a cluster-wide lock (PostgreSQL advisory lock on one dedicated
   * connection), so several processes starting together migrate and seed one at a time.
   * PGlite serves one process, so there it simply runs `fn`.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… → node-postgres pool; unset → PGlite. */
  url?: string;
  /** PGlite data directory; unset with no url → in-memory PGlite (tests). */
  dataDir?: string;
  /** In-memory PGlite started from a data directory dump (a prepared database), not from initdb. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PGlite's shared_buffers (ADR 044); PostgreSQL servers keep their own setting. */
  sharedBuffers?: string;
}

/**
 * PostgreSQL's stock 128MB of shared buffers is allocated and touched in full when PGlite starts,
 * whatever the database's size; the embedded database reads its files through the OS file cache
 * anyway, so a smaller page cache costs a system call on a miss, not a disk read (ADR 044).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir, opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, Client: namedStatements().Client });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A read, also in parentheses (`(select …) union (select …)`): nothing to flush after it. */
const READ_ONLY = /^\s*\(*\s*(select|show|explain)\b/i;

/**
 * PGlite runs Postgres with fsync off, and Emscripten's NODEFS has no fsync, so a commit it
 * acknowledges may sit in the page cache only. We make durability explicit: after every statement
 * or transaction that may have written (outside an open transaction), the current WAL segment is
 * fsynced before the result is returned to the caller.
 */
function makeDurable(client: PGlite, dataDir: string): void {
  const walDir = path.join(dataDir, 'pg_wal');
  const flushWal = () => {
    if (client.isInTransaction()) return;
    let segments: string[];
    try {
      segments = fs.readdirSync(walDir).filter((f) => /^[0-9A-F]{24}$/.test(f));
    } catch {
      return;
    }
    // The newest segment is the one being written; a switch between statements leaves the
    // previous one complete, so syncing both covers it.
    for (const name of segments.sort().slice(-2)) {
      const fd = fs.openSync(path.join(walDir, name), 'r+');
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    }
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    const result = await query(...args);
    if (!READ_ONLY.test(args[0])) flushWal();
    return result;
  }) as typeof client.query;
  client.exec = (async (...args: Parameters<typeof exec>) => {
    const result = await exec(...args);
    if (!READ_ONLY.test(args[0])) flushWal();
    return result;
  }) as typeof client.exec;
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    const result = await transaction(...args);
    flushWal();
    return result;
  }) as typeof client.transaction;
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  sharedBuffers: string,
): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir,
      extensions: { pg_trgm, unaccent },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    });
  } catch (err) {
    release();
    throw err;
  }
  // Before the durability wrapper, which then wraps the naming one (ADR 047).
  namePgliteStatements(client);
  if (dataDir) {
    makeDurable(client, dataDir);
    cacheFileSizes(client);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    withLock: (_key, fn) => fn(),
    close: async () => {
      await client.close();
      release();
    },
  };
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'PGlite serves one process only: stop that process, or point DATA_DIR elsewhere, ' +
        'or set DATABASE_URL to a PostgreSQL server to run several processes.',
    );
  }
}

/** One process per PGlite directory: a pid lock file, stale locks (dead pid) are taken over. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      fs.unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
