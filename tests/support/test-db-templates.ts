import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';

/** How a test database starts: migrated and seeded with demo content, seeded without it, or bare. */
export type TemplateVariant = 'demo' | 'plain' | 'bare';
export const TEMPLATE_VARIANTS: readonly TemplateVariant[] = ['demo', 'plain', 'bare'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per variant: a PGlite data directory dump (file path) or a PostgreSQL template database name. */
    dbTemplates: Partial<Record<TemplateVariant, string>>;
  }
}

async function prepare(database: Awaited<ReturnType<typeof openDatabase>>, variant: TemplateVariant) {
  await runMigrations(database);
  if (variant !== 'bare') await seedDatabase({ db: database.db, demo: variant === 'demo' });
}

/**
 * Global set-up of the API and browser projects: migrating and seeding costs seconds per database, so
 * each variant is prepared once per run and every test file starts from a copy (PGlite: a data
 * directory dump; PostgreSQL: `create database … template …`). Removed again at the end of the run.
 */
export default async function setup(project: TestProject) {
  const usePg = project.name === 'api-pg' && process.env.TEST_DATABASE_URL;
  const run = crypto.randomBytes(4).toString('hex');
  const templates: Partial<Record<TemplateVariant, string>> = {};
  const cleanups: (() => Promise<void>)[] = [];
  for (const variant of TEMPLATE_VARIANTS) {
    if (usePg) {
      const adminUrl = process.env.TEST_DATABASE_URL as string;
      const name = `fahivets_tpl_${run}_${variant}`;
      const drop = async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      cleanups.push(drop);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 2 });
      await prepare(database, variant);
      await database.close();
      templates[variant] = name;
    } else {
      const database = await openDatabase({});
      await prepare(database, variant);
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const file = path.join(os.tmpdir(), `fahivets-tpl-${process.pid}-${run}-${variant}.tar`);
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      await database.close();
      cleanups.push(async () => fs.rmSync(file, { force: true }));
      templates[variant] = file;
    }
  }
  project.provide('dbTemplates', templates);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
