import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { comments, threads } from '../db/schema';
import { searchAllComments } from './search-comments';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

describe('the moderators’ comment list as it opens (statements built once)', () => {
  it('shows the theme’s visible and blocked comments in the asked order, paged without repeats, counted', async () => {
    const { db } = database;
    const [thread] = await db
      .insert(threads)
      .values({ title: 'Обговорення', themes: ['hr', 'accounting'] })
      .returning();
    const base = Date.now() - 100_000;
    const at = (i: number) => new Date(base + i * 1000);
    const rows = await db
      .insert(comments)
      .values([
        { threadId: thread.id, name: 'Олена', text: 'Видимий', themes: ['hr'], createdAt: at(1) },
        {
          threadId: thread.id,
          name: 'Петро',
          text: 'Заблокований',
          state: 'blocked',
          themes: ['hr'],
          createdAt: at(3),
        },
        { threadId: thread.id, name: 'Ірина', text: 'Видалений', state: 'deleted', themes: ['hr'], createdAt: at(4) },
        { threadId: thread.id, name: 'Марко', text: 'Бухгалтерський', themes: ['accounting'], createdAt: at(5) },
        { threadId: thread.id, name: 'Оксана', text: 'Обидві теми', createdAt: at(2) },
      ])
      .returning();
    const [visible, blocked, , accounting, both] = rows;
    const list = (page: number, order: 'created_at' | 'id', direction: 'asc' | 'desc', theme = 'hr') =>
      searchAllComments({ db, theme, q: '', page, limit: 2, order, direction });

    const firstPage = await list(1, 'created_at', 'desc');
    const secondPage = await list(2, 'created_at', 'desc');
    expect([...firstPage.data, ...secondPage.data].map((c) => c.id)).toEqual([blocked.id, both.id, visible.id]);
    expect(firstPage.meta).toMatchObject({ total: 3, last_page: 2, per_page: 2, current_page: 1 });
    expect((await list(1, 'id', 'asc')).data.map((c) => c.id)).toEqual([visible.id, blocked.id]);
    expect((await list(1, 'created_at', 'asc', 'accounting')).data.map((c) => c.id)).toEqual([both.id, accounting.id]);

    // The same list with a term (the statement built per request) agrees on what matches.
    const named = await searchAllComments({
      db,
      theme: 'hr',
      q: 'Заблок',
      page: 1,
      limit: 10,
      order: 'id',
      direction: 'asc',
    });
    expect(named.data.map((c) => c.id)).toEqual([blocked.id]);
    const scoped = await searchAllComments({
      db,
      theme: 'hr',
      q: '',
      threadIds: [thread.id],
      page: 1,
      limit: 10,
      order: 'created_at',
      direction: 'desc',
    });
    expect(scoped.data.map((c) => c.id)).toEqual([blocked.id, both.id, visible.id]);
  });
});
