import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHandbook, buildUser } from '../../tests/support/factories';
import { expectPlainPagesAsGeneral } from '../../tests/support/plain-pages';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { listHandbooks } from './list-handbooks';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

describe('a guest’s plain page of handbooks (a statement built once)', () => {
  it('answers exactly what the general statement answers, in both directions, page by page, per theme', async () => {
    const { db } = database;
    const hour = 3_600_000;
    const shown: number[] = [];
    for (let i = 1; i <= 4; i++)
      shown.push(
        (await buildHandbook(db, { themes: ['accounting'], publishedAt: new Date(Date.now() - i * hour) })).id,
      );
    const hidden = [
      (await buildHandbook(db, { themes: ['accounting'], state: 'draft' })).id,
      (await buildHandbook(db, { themes: ['accounting'], publishedAt: new Date(Date.now() + hour) })).id,
      (await buildHandbook(db, { themes: ['hr'] })).id,
    ];
    // A reader with no favourites gets the same rows from the statement built for the request.
    const { user: reader } = await buildUser(db, { withSession: false });
    await expectPlainPagesAsGeneral((asGuest, at) =>
      listHandbooks({ db, ...at, limit: 3, user: asGuest ? null : reader }),
    );
    const ids = (await listHandbooks({ db, user: null, theme: 'accounting', limit: 100 })).rows.map((r) => r.id);
    // Newest first (other handbooks of the database may stand between them).
    expect(ids.filter((id) => shown.includes(id))).toEqual(shown);
    for (const id of hidden) expect(ids).not.toContain(id);
  });
});
