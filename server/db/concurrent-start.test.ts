import crypto from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { startServer } from '../http/server';
import { createLogger } from '../observability/logger';
import { menuItems, users } from './schema';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.TEST_DB === 'postgres' && adminUrl)(
  'several processes starting at once on one PostgreSQL database',
  () => {
    it('migrate and seed one at a time: both start, nothing is seeded twice', async () => {
      const name = `fahivets_t_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl as string);
      url.pathname = `/${name}`;
      const env = loadEnv({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: `/tmp/fahivets-test-${process.pid}`,
        SESSION_SECRET: 'c'.repeat(32),
        LOG_LEVEL: 'silent',
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: '3',
      });
      try {
        const servers = await Promise.all(
          [1, 2, 3].map(() => startServer({ env, ssr: 'none', log: createLogger('silent') })),
        );
        try {
          const { db } = servers[0].deps;
          expect((await db.select({ n: count() }).from(users))[0].n).toBe(8);
          const dupes = await db.execute(
            sql`select menu, position, count(*) from menu_items group by menu, position having count(*) > 1`,
          );
          expect((dupes as unknown as { rows: unknown[] }).rows).toEqual([]);
          expect((await db.select({ n: count() }).from(menuItems))[0].n).toBeGreaterThan(20);
          for (const s of servers) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
          // The new database was analysed after its seed: the planner's row count of a seeded table is its
          // real one (its indexes were made on the empty table, which left 0 there).
          const stats = await db.execute(sql`select reltuples from pg_class where relname = 'users' and relkind = 'r'`);
          expect(Number((stats as unknown as { rows: { reltuples: number }[] }).rows[0].reltuples)).toBe(8);
        } finally {
          await Promise.all(servers.map((s) => s.close()));
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 120_000);
  },
);
