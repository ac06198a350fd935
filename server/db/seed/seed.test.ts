import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db';
import type { Database } from '../client';
import * as schema from '../schema';
import { landingPages } from '../../pages/landing-pages';
import { seedDatabase } from '.';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const tables = Object.entries(schema).filter(
      ([, v]) => v && typeof v === 'object' && Symbol.for('drizzle:Name') in (v as object),
    );
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const [name, table] of tables) {
        // biome-ignore lint/suspicious/noExplicitAny: iterating every table of the schema
        out[name] = (await database.db.select({ n: count() }).from(table as any))[0].n;
      }
      return out;
    };
    const before = await counts();
    await seedDatabase({ db: database.db, demo: true });
    expect(await counts()).toEqual(before);
    // The comparison above would hold for an empty database too: the first run must have written rows.
    expect(before.users).toBeGreaterThan(0);
    expect(before.packages).toBeGreaterThan(0);
  });

  it('gives every campaign landing and the static pages a CMS page', async () => {
    const aliases = (await database.db.select({ alias: schema.pages.alias }).from(schema.pages)).map((p) => p.alias);
    expect(aliases).toEqual(expect.arrayContaining(['about', 'offer', 'privacy', ...landingPages.map((p) => p.alias)]));
  });
});
