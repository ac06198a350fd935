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
    expect(before.users).toBeGreaterThanOrEqual(8);
    // about, offer, privacy and the campaign landings
    expect(before.pages).toBe(3 + landingPages.length);
  });
});
