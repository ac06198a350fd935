import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './client';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/db/migrations',
);

/** Lock key for start-up work (migrations, seed) shared by every process of a deployment. */
export const STARTUP_LOCK = 727001;

/** True for a database no migration has touched yet (drizzle's journal table is missing). */
export async function isNewDatabase(database: Database): Promise<boolean> {
  const result = await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is null as new`);
  const rows = (result as unknown as { rows: { new: boolean }[] }).rows;
  return rows[0]?.new === true;
}

/**
 * After a new database's first migrations and seed: statistics for the planner and visibility maps
 * for index-only scans, which bulk writes leave unset (the seed's links rewrite each post's row through
 * their triggers, ADR 053) and autovacuum would set only later, or never on tables this small.
 */
export async function settleNewDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum (analyze)`);
}

/** Applies committed migrations. Callers that may race (several processes) hold STARTUP_LOCK. */
export async function runMigrations(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql`create extension if not exists pg_trgm`);
  await db.execute(sql`create extension if not exists unaccent`);
  if (database.kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
}
