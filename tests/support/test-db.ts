import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or (TEST_DB=postgres)
 * a new database created on TEST_DATABASE_URL's server and dropped afterwards.
 */
export async function createTestDatabase(opts: { seed?: boolean; demo?: boolean } = {}): Promise<Database> {
  const usePg = process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (usePg) {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `fahivets_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 5 });
    drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({});
  }
  await runMigrations(database);
  if (opts.seed !== false) await seedDatabase({ db: database.db, demo: opts.demo ?? true });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await drop?.();
    },
  };
}
