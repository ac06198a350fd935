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

describe('a guest’s search of handbooks (statements built once per number of words)', () => {
  it('answers exactly what the general statement answers, for words, phrases and literal wildcards', async () => {
    const { db } = database;
    const mark = `ш${Date.now().toString(36)}`;
    const titles = [
      `Відпустка ${mark} щорічна основна`,
      `Відпустка ${mark} без збереження зарплати`,
      `Лікарняні ${mark}: 100%_ оплати`,
      `Лікарняні ${mark} у 2026 році`,
    ];
    const made = [];
    for (const [i, title] of titles.entries())
      made.push(await buildHandbook(db, { title, themes: i % 2 ? ['hr'] : ['hr', 'accounting'] }));
    await buildHandbook(db, { title: `Відпустка ${mark} чернетка`, state: 'draft' });
    const { user: reader } = await buildUser(db, { withSession: false });
    const cases = [
      { q: mark },
      { q: `відпустка ${mark}` },
      { q: `${mark} збереження`, order: 'views' as const, direction: 'asc' as const },
      { q: `${mark}: 100%_`, strict: true },
      { q: `${mark} 100%_` },
      { q: `${mark} нічого-такого` },
      { q: `${mark} ${'слово '.repeat(12)}` },
    ];
    for (const theme of ['hr', 'accounting'] as const) {
      for (const c of cases) {
        const guest = await listHandbooks({ db, user: null, theme, limit: 2, ...c });
        const general = await listHandbooks({ db, user: reader, theme, limit: 2, ...c });
        expect(guest.rows, `${theme} ${c.q}`).toEqual(general.rows);
        expect(guest.total, `${theme} ${c.q}`).toBe(general.total);
      }
    }
    // The literal `%_` matches only the title that has it; the draft is never found.
    const literal = await listHandbooks({ db, user: null, theme: 'hr', q: `${mark} 100%_` });
    expect(literal.rows.map((r) => r.id)).toEqual([made[2].id]);
    const all = await listHandbooks({ db, user: null, theme: 'hr', q: mark, limit: 10 });
    expect(all.total).toBe(4);
    expect((await listHandbooks({ db, user: null, theme: 'accounting', q: mark, limit: 10 })).total).toBe(2);
  });
});
