import { sql } from 'drizzle-orm';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetKept } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { type EngagementKind, engagementCounters, type ItemSummary } from './kind';
import { summarize } from './list-favorites';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A kind whose titles live in a map the test changes, and which records every read it is asked for. */
function kindWithTitles(name: string, titles: Map<number, string>) {
  const asked: number[][] = [];
  const kind: EngagementKind = {
    kind: name,
    table: pgTable(`test_${name}`, { id: serial('id'), ...engagementCounters() }),
    visible: () => sql`true`,
    summaries: async ({ ids }) => {
      asked.push([...ids]);
      return ids.flatMap((id): ItemSummary[] => {
        const title = titles.get(id);
        return title === undefined ? [] : [{ id, title, url: `/${name}/${id}` }];
      });
    },
  };
  return { kind, asked };
}

const rowsOf = (kind: string, ids: number[]) => ids.map((item_id) => ({ kind, item_id }));
const titlesOf = (rows: { summary: ItemSummary | null }[]) => rows.map((r) => r.summary?.title ?? null);

describe('the titles of "Мої обрані" (kept a second per item)', () => {
  it('are read once for every list that names the item, for a second; new items and absent ones too', async () => {
    const db = {} as Db;
    const titles = new Map([
      [1, 'Відпустка'],
      [2, 'Лікарняні'],
      [3, 'Звільнення'],
    ]);
    const notes = kindWithTitles('note', titles);
    const kinds = new Map([['note', notes.kind]]);

    // One reader's list, then another's naming one more item and one the kind does not show (9).
    expect(titlesOf(await summarize(db, kinds, rowsOf('note', [1, 2])))).toEqual(['Відпустка', 'Лікарняні']);
    expect(titlesOf(await summarize(db, kinds, rowsOf('note', [2, 3, 9])))).toEqual(['Лікарняні', 'Звільнення', null]);
    expect(notes.asked).toEqual([
      [1, 2],
      [3, 9],
    ]);
    // Within the second nothing is read again, the absent item included.
    titles.set(1, 'Відпустка (змінено)');
    expect(titlesOf(await summarize(db, kinds, rowsOf('note', [9, 1])))).toEqual([null, 'Відпустка']);
    expect(notes.asked).toHaveLength(2);

    // After the second, the items are read again and the change shows.
    vi.setSystemTime(Date.now() + 1_001);
    expect(titlesOf(await summarize(db, kinds, rowsOf('note', [1, 3])))).toEqual(['Відпустка (змінено)', 'Звільнення']);
    expect(notes.asked.at(-1)).toEqual([1, 3]);

    // A save (forgetKept) forgets them at once; another database keeps its own.
    titles.set(3, 'Звільнення за угодою');
    forgetKept(db);
    expect(titlesOf(await summarize(db, kinds, rowsOf('note', [3])))).toEqual(['Звільнення за угодою']);
    const other = {} as Db;
    await summarize(other, kinds, rowsOf('note', [3]));
    expect(notes.asked.slice(-2)).toEqual([[3], [3]]);
  });

  it('keeps kinds apart: the same id of two kinds is two items', async () => {
    const db = {} as Db;
    const news = kindWithTitles('news', new Map([[5, 'Новина']]));
    const docs = kindWithTitles('document', new Map([[5, 'Документ']]));
    const kinds = new Map([
      ['news', news.kind],
      ['document', docs.kind],
    ]);
    const rows = [...rowsOf('news', [5]), ...rowsOf('document', [5]), ...rowsOf('video', [5])];
    expect(titlesOf(await summarize(db, kinds, rows))).toEqual(['Новина', 'Документ', null]);
    expect(titlesOf(await summarize(db, kinds, rows))).toEqual(['Новина', 'Документ', null]);
    expect([news.asked, docs.asked]).toEqual([[[5]], [[5]]]);
  });
});
