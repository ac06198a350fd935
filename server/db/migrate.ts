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
