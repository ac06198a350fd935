import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, uniq } from '../../../tests/support/factories';
import { createTestDatabase } from '../../../tests/support/test-db';
import { forgetKept, keptAggregate } from '../../cache/kept-lists';
import type { SearchRequest, SearchSource } from '../../capability';
import type { Database } from '../../db/client';
import { newsSearchSource } from '../../news/search-news-site';
import { storeNewsPost } from '../../news/store-post';
import { siteSearch } from './site-search';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});
// The clock stands still unless a test moves it: a slow machine never lets a kept answer expire mid-test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A source that counts how often it is asked and finds one hit per term. */
function countingSource() {
  const asked: SearchRequest[] = [];
  let fail = false;
  const source: SearchSource = {
    kind: 'probe',
    label: 'Проба',
    search: async (request) => {
      asked.push(request);
      if (fail) throw new Error('пошук не вдався');
      return {
        total: 1,
        items: [
          { kind: 'probe', id: String(asked.length), title: request.q, url: `/probe/${asked.length}`, snippet: '' },
        ],
      };
    },
  };
  return {
    source,
    asked,
    failNext(on: boolean) {
      fail = on;
    },
  };
}

const word = () => `слово${uniq('k').replace(/[^a-z0-9]/g, '')}`;

describe("a guest's site search answer is kept a second and forgotten on a save (ADR 019)", () => {
  it('the same theme, term, tab and page is searched once; concurrent guests share that search', async () => {
    const { db } = database;
    const probe = countingSource();
    const q = word();
    const ask = (over: Partial<Parameters<typeof siteSearch>[0]> = {}) =>
      siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q, ...over });
    const [a, b, c] = await Promise.all([ask(), ask(), ask({ q: `  ${q}  ` })]);
    expect(probe.asked).toHaveLength(1);
    expect(b).toEqual(a);
    expect(c.data[0].title).toBe(q);
    await ask();
    expect(probe.asked).toHaveLength(1);
    // Each of these is an answer of its own.
    await ask({ theme: 'accounting' });
    await ask({ q: `${q} відпустка` });
    await ask({ kind: 'probe' });
    await ask({ kind: 'probe', page: 2 });
    expect(probe.asked).toHaveLength(5);
    expect(probe.asked.map((r) => [r.theme, r.q, r.page, r.limit])).toEqual([
      ['hr', q, 1, 5],
      ['accounting', q, 1, 5],
      ['hr', `${q} відпустка`, 1, 5],
      ['hr', q, 1, 20],
      ['hr', q, 2, 20],
    ]);
  });

  it('a second later the term is searched again', async () => {
    const { db } = database;
    const probe = countingSource();
    const q = word();
    await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q });
    vi.setSystemTime(Date.now() + 999);
    await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q });
    expect(probe.asked).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2);
    await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q });
    expect(probe.asked).toHaveLength(2);
  });

  it("a signed-in reader's search is never kept (their packages decide what is locked)", async () => {
    const { db } = database;
    const probe = countingSource();
    const reader = await buildUser(db, { withSession: false });
    const q = word();
    await siteSearch({ db, sources: [probe.source], user: reader.user, theme: 'hr', q });
    await siteSearch({ db, sources: [probe.source], user: reader.user, theme: 'hr', q });
    expect(probe.asked).toHaveLength(2);
    // Nor does a reader's answer stand in for a guest's, or the other way round.
    await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q });
    await siteSearch({ db, sources: [probe.source], user: reader.user, theme: 'hr', q });
    expect(probe.asked).toHaveLength(4);
    expect(probe.asked.map((r) => r.user?.id ?? null)).toEqual([reader.user.id, reader.user.id, null, reader.user.id]);
  });

  it('a failed search is not kept: the next guest searches again', async () => {
    const { db } = database;
    const probe = countingSource();
    const q = word();
    probe.failNext(true);
    await expect(siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q })).rejects.toThrow();
    probe.failNext(false);
    const answer = await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q });
    expect(answer.meta.total).toBe(1);
    expect(probe.asked).toHaveLength(2);
  });

  it('a news post saved by an editor is found by the next guest at once, though the term was just searched', async () => {
    const { db } = database;
    const q = word();
    const search = () => siteSearch({ db, sources: [newsSearchSource], user: null, theme: 'hr', q });
    expect((await search()).meta.total).toBe(0);
    const editor = await buildUser(db, { role: 'news_editor', withSession: false });
    await storeNewsPost({
      db,
      user: editor.user,
      input: {
        title: `Графік відпусток на 2027 рік: ${q}`,
        content: '<p>Графік затверджують до 1 січня, якщо колективний договір не встановлює іншого строку.</p>',
        status: 'published',
        themes: ['hr'],
      },
    });
    const after = await search();
    expect(after.meta.total).toBe(1);
    expect(after.data[0].title).toContain(q);
  });

  it('forgetting (a purge from another process) drops the kept answers; new terms never push out kept list totals', async () => {
    const { db } = database;
    const probe = countingSource();
    const q = word();
    await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q });
    forgetKept(db);
    await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q });
    expect(probe.asked).toHaveLength(2);

    let counted = 0;
    const total = () =>
      keptAggregate(db, JSON.stringify(['probe-total']), async () => {
        counted += 1;
        return 7;
      });
    await total();
    // More new terms than the store holds: the oldest term goes, the list's total stays.
    for (let i = 0; i < 501; i += 1) {
      await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q: `${q} ${i}` });
    }
    expect(await total()).toBe(7);
    expect(counted).toBe(1);
    const before = probe.asked.length;
    await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q: `${q} 500` });
    expect(probe.asked).toHaveLength(before);
    await siteSearch({ db, sources: [probe.source], user: null, theme: 'hr', q: `${q} 0` });
    expect(probe.asked).toHaveLength(before + 1);
  });
});
