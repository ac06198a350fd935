import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../tests/support/factories';
import { buildRecord } from '../../tests/support/records-factory';
import { expectPlainPagesAsGeneral } from '../../tests/support/plain-pages';
import { createTestDatabase } from '../../tests/support/test-db';
import { accessFor } from '../access/access';
import type { Database } from '../db/client';
import { toggleFavorite } from '../engagement/toggle-favorite';
import { listRecords } from './list-records';
import { recordKind } from './records-kind';

let database: Database;

/** A reader's statement carries its list's total on each row: the cards without it. */
const withoutTotal = <T extends object>(rows: T[]) =>
  rows.map((row) => {
    const { total: _total, ...card } = row as T & { total?: number };
    return card;
  });
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
    await expectPlainPagesAsGeneral(async (asGuest, at) => {
      const list = await listRecords({ db, ...at, limit: 4, access: asGuest ? guest : reader });
      // A reader's statement carries the list's total on each row; the cards are the same.
      return { ...list, rows: withoutTotal(list.rows) };
    });
    const first = await listRecords({ db, theme: 'accounting', access: guest, limit: 100 });
    const ids = first.rows.map((r) => r.id);
    for (const r of shown) expect(ids).toContain(r.id);
    for (const r of hidden) expect(ids).not.toContain(r.id);
    // Newest first, as the general statement orders them.
    expect(ids.indexOf(shown[0].id)).toBeLessThan(ids.indexOf(shown[2].id));
  });
});

describe('a signed-in reader’s plain lists of records (statements built once)', () => {
  it('all, free, favourites and bought answer what the general statement answers, for any packages and courses', async () => {
    const { db } = database;
    const hour = 3_600_000;
    const at = (i: number) => new Date(Date.now() - i * hour);
    const theme = 'hr' as const;
    const free = await buildRecord(db, { isFree: true, themes: [theme], date: at(1) });
    const anyPackage = await buildRecord(db, { packages: [], themes: [theme], date: at(2) });
    const premium = await buildRecord(db, { packages: ['premium'], themes: [theme], date: at(3) });
    const military = await buildRecord(db, { packages: ['military-pro'], themes: [theme], date: at(4) });
    const course = await buildRecord(db, {
      kind: 'minicourse',
      packages: ['premium-pro'],
      themes: [theme],
      date: at(5),
    });
    const otherTheme = await buildRecord(db, { packages: ['premium'], themes: ['accounting'], date: at(6) });
    const draft = await buildRecord(db, { packages: ['premium'], themes: [theme], state: 'draft', date: at(7) });
    const { user } = await buildUser(db, { withSession: false });
    const { user: other } = await buildUser(db, { withSession: false });
    for (const r of [free, premium, otherTheme])
      await toggleFavorite({ db, kind: recordKind, user, id: r.id, favorite: true });
    await toggleFavorite({ db, kind: recordKind, user: other, id: military.id, favorite: true });

    const readers = {
      nothing: accessFor(user, []),
      premium: accessFor(user, ['premium']),
      twoPackages: accessFor(user, ['premium', 'military-pro']),
      courseOnly: accessFor(user, [], [course.id]),
      premiumAndCourse: accessFor(user, ['premium'], [course.id, otherTheme.id]),
    };
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    for (const [name, access] of Object.entries(readers)) {
      for (const type of ['all', 'free', 'favorite', 'bought'] as const) {
        for (const direction of ['desc', 'asc'] as const) {
          for (const page of [1, 2, 3]) {
            const opts = { db, access, theme, type, direction, page, limit: 2 };
            const built = await listRecords(opts);
            // With the filters asked for, the list takes the statement built per request.
            const general = await listRecords({ ...opts, withFilters: true });
            // The reader's statement carries the list's total on each row; the cards are the same.
            const cards = withoutTotal(built.rows);
            expect(cards, `${name} ${type} ${direction} ${page}`).toEqual(general.rows);
            expect(built.total, `${name} ${type}`).toBe(general.total);
          }
        }
      }
    }

    const bought = async (access: (typeof readers)[keyof typeof readers]) =>
      ids((await listRecords({ db, access, theme, type: 'bought', limit: 100 })).rows);
    // Only what the packages and courses open, in the theme, published; free records are not "bought".
    expect(await bought(readers.nothing)).toEqual([]);
    const mine = await bought(readers.premium);
    expect(mine).toEqual(expect.arrayContaining([anyPackage.id, premium.id]));
    for (const id of [free.id, military.id, course.id, otherTheme.id, draft.id]) expect(mine).not.toContain(id);
    expect(await bought(readers.twoPackages)).toEqual(expect.arrayContaining([anyPackage.id, premium.id, military.id]));
    expect(await bought(readers.courseOnly)).toEqual([course.id]);
    const both = await bought(readers.premiumAndCourse);
    expect(both).toEqual(expect.arrayContaining([anyPackage.id, premium.id, course.id]));
    expect(both).not.toContain(otherTheme.id);
    // The general statement keeps a bought course of another theme out too (its `or` stays in parentheses).
    const general = await listRecords({
      db,
      access: readers.premiumAndCourse,
      theme,
      type: 'bought',
      limit: 100,
      withFilters: true,
    });
    expect(ids(general.rows)).toEqual(both);
    expect(general.total).toBe(both.length);

    const favourites = await listRecords({ db, access: readers.nothing, theme, type: 'favorite', limit: 100 });
    expect(ids(favourites.rows)).toEqual([free.id, premium.id]);
    expect(favourites.total).toBe(2);
    expect(favourites.rows.every((r) => r.favorite)).toBe(true);
  });
});
