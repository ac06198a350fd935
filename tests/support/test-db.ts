import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import type { TemplateVariant } from './test-db-templates';

/** The run's prepared copy of a variant (tests/support/test-db-templates.ts), when the project has one. */
function templateOf(variant: TemplateVariant): string | undefined {
  try {
    return inject('dbTemplates')?.[variant];
  } catch {
    return undefined;
  }
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or (TEST_DB=postgres)
 * a new database created on TEST_DATABASE_URL's server and dropped afterwards. Both start from the
 * run's prepared copy when there is one, else migrate and seed here.
 */
export async function createTestDatabase(opts: { seed?: boolean; demo?: boolean } = {}): Promise<Database> {
  const usePg = process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL;
  const variant: TemplateVariant = opts.seed === false ? 'bare' : (opts.demo ?? true) ? 'demo' : 'plain';
  const template = templateOf(variant);
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (usePg) {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `fahivets_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
    database = await openDatabase({ loadDataDir: template ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  if (!template) {
    await runMigrations(database);
    if (opts.seed !== false) await seedDatabase({ db: database.db, demo: opts.demo ?? true });
  }
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await drop?.();
    },
  };
}
