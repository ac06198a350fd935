import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHandbook, uniq } from '../../tests/support/factories';
import { buildLecturer, buildRecord } from '../../tests/support/records-factory';
import { createTestDatabase } from '../../tests/support/test-db';
import { accessFor } from '../access/access';
import type { Database } from '../db/client';
import { handbooks, records } from '../db/schema';
import { listHandbooks } from '../handbooks/list-handbooks';
import { listRecordsPage } from '../records/list-records-page';
import { TTL_MS } from './kept-lists';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true, demo: false });
});
afterAll(() => database.close());

describe('handbooks and records lists: kept counts and names (ADR 046)', () => {
  it('a guest’s handbook total is kept a second; one published through the staff operations counts at once', async () => {
    const { db } = database;
    const topic = uniq('kh');
    const guest = () => listHandbooks({ db, user: null, theme: 'hr', topics: [topic], withFilters: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await buildHandbook(db, { topics: [topic] });
      const draft = await buildHandbook(db, { topics: [topic], state: 'draft' });
      expect((await guest()).total).toBe(1);
      // Published behind the operations' back (another process without Redis): counted after the second.
      await db
        .update(handbooks)
        .set({ status: 'published', publishedAt: new Date(Date.now() - 60_000) })
        .where(eq(handbooks.id, draft.id));
      const kept = await guest();
      expect(kept.total).toBe(1);
      expect(kept.rows).toHaveLength(2);
      vi.setSystemTime(Date.now() + TTL_MS);
      expect((await guest()).total).toBe(2);
      await buildHandbook(db, { topics: [topic] });
      const after = await guest();
      expect(after.total).toBe(3);
      expect(after.filters?.types.all).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a guest’s record total is kept a second; a lecturer named behind its back shows at once beside an alias without a topic row; one published through the operations counts at once', async () => {
    const { db } = database;
    const topic = uniq('kr');
    const guest = () =>
      listRecordsPage({ db, access: accessFor(null, []), theme: 'hr', themeItems: [topic], withFilters: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await buildRecord(db, { topics: [topic], isFree: true });
      const draft = await buildRecord(db, { topics: [topic], isFree: true, state: 'draft' });
      expect((await guest()).meta.total).toBe(1);
      await db.update(records).set({ status: 'published' }).where(eq(records.id, draft.id));
      expect((await guest()).meta.total).toBe(1);
      vi.setSystemTime(Date.now() + TTL_MS);
      expect((await guest()).meta.total).toBe(2);
      // A lecturer added and named behind the operations' back, after the names were read: the card
      // names them at once (the kept copy lacks them, so it is read again).
      const lecturer = await buildLecturer(db, 'Оксана Нова-Лекторка');
      await db
        .update(records)
        .set({ lecturerIds: [lecturer.id] })
        .where(eq(records.id, draft.id));
      const card = (await guest()).data.find((c) => c.id === draft.id);
      expect(card?.lecturers.map((l) => l.name)).toEqual(['Оксана Нова-Лекторка']);
      // Published through the staff operations: counted at once.
      await buildRecord(db, { topics: [topic], isFree: true });
      expect((await guest()).meta.total).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
