import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { lecturers } from '../db/schema';
import { lecturers as seedLecturers } from './records-seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

describe('demo lecturers’ portraits', () => {
  it('are image files of the site, one per lecturer, not data: addresses repeated in every card', async () => {
    const rows = await database.db.select({ slug: lecturers.slug, avatarUrl: lecturers.avatarUrl }).from(lecturers);
    const seeded = rows.filter((r) => seedLecturers.some((l) => l.slug === r.slug));
    expect(seeded).toHaveLength(seedLecturers.length);
    for (const r of seeded) {
      expect(r.avatarUrl).toBe(`/images/lecturers/${r.slug}.svg`);
      const file = fs.readFileSync(path.join('public', r.avatarUrl as string), 'utf8');
      expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(file).not.toMatch(/<script|on\w+=/i);
    }
  });
});
