import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../tests/support/factories';
import { buildRecord } from '../../tests/support/records-factory';
import { expectPlainPagesAsGeneral } from '../../tests/support/plain-pages';
import { createTestDatabase } from '../../tests/support/test-db';
import { accessFor } from '../access/access';
import type { Database } from '../db/client';
import { listRecords } from './list-records';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.close());

describe('a guest’s plain page of records (a statement built once)', () => {
  it('answers exactly what the general statement answers, in both directions, page by page, per theme', async () => {
    const { db } = database;
    const hour = 3_600_000;
    const shown = await Promise.all(
      [1, 2, 3].map((i) =>
        buildRecord(db, {
          title: `Запис ${i} для бухгалтерії`,
          themes: ['accounting'],
          date: new Date(Date.now() - i * hour),
        }),
      ),
    );
    const hidden = await Promise.all([
      buildRecord(db, { title: 'Чернетка', themes: ['accounting'], state: 'draft' }),
      buildRecord(db, { title: 'Запланований', themes: ['accounting'], date: new Date(Date.now() + hour) }),
      buildRecord(db, { title: 'Лише для кадровика', themes: ['hr'] }),
    ]);
    // A reader with no marks of their own gets the same rows from the statement built per request.
    const reader = accessFor((await buildUser(db, { withSession: false })).user, []);
    const guest = accessFor(null, []);
    await expectPlainPagesAsGeneral((asGuest, at) =>
      listRecords({ db, ...at, limit: 4, access: asGuest ? guest : reader }),
    );
    const first = await listRecords({ db, theme: 'accounting', access: guest, limit: 100 });
    const ids = first.rows.map((r) => r.id);
    for (const r of shown) expect(ids).toContain(r.id);
    for (const r of hidden) expect(ids).not.toContain(r.id);
    // Newest first, as the general statement orders them.
    expect(ids.indexOf(shown[0].id)).toBeLessThan(ids.indexOf(shown[2].id));
  });
});
