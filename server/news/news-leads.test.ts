import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildNewsPost } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database, Db } from '../db/client';
import { newsPosts } from '../db/schema';
import { listNews } from './list-news';
import { forgetLeads, withLeads } from './news-leads';
import { presentNewsCard } from './news.presenter';
import { loadAccess } from '../access/access';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => forgetLeads());

async function guestCards() {
  const { db } = database;
  const list = await listNews({ db, user: null, theme: 'hr', type: 'all' });
  const access = await loadAccess({ db, user: null });
  return list.rows.map((r) => presentNewsCard(r, { access, excerptWords: 6 }));
}
const excerptOf = async (id: number) => (await guestCards()).find((c) => c.id === id)?.excerpt;

/** A database handle that fails any read: what a call made with it shows was answered from memory. */
const noReads = {
  select: () => {
    throw new Error('read');
  },
} as unknown as Db;

describe("list cards take their lead from the kept leads, keyed by the columns' hash (ADR 053)", () => {
  it("the card's excerpt is cut from the plain text of content_short", async () => {
    const { id } = await buildNewsPost(database.db, {
      contentShort:
        '<p>Перший <strong>абзац</strong> про відпустку</p><p>працівника з інвалідністю та її тривалість.</p>',
    });
    expect(await excerptOf(id)).toBe('Перший абзац про відпустку працівника з…');
  });

  it('an edit of either column, by any writer, shows at once: the hash changes with the text', async () => {
    const { db } = database;
    const { id } = await buildNewsPost(db, { contentShort: '<p>Стара вступна частина новини</p>' });
    expect(await excerptOf(id)).toBe('Стара вступна частина новини');
    // Written past the editor's operation: nothing is told to forget anything.
    await db.update(newsPosts).set({ contentShort: '<p>Нова вступна частина новини</p>' }).where(eq(newsPosts.id, id));
    expect(await excerptOf(id)).toBe('Нова вступна частина новини');
    await db
      .update(newsPosts)
      .set({ contentShort: '', description: 'Опис для пошукових систем і соцмереж' })
      .where(eq(newsPosts.id, id));
    expect(await excerptOf(id)).toBe('Опис для пошукових систем і соцмереж');
  });

  it('a lead this process has seen is not read again; an unseen hash is read with the columns', async () => {
    const { db } = database;
    const { id } = await buildNewsPost(db, { contentShort: '<p>Вступ, який читається раз</p>' });
    const list = await listNews({ db, user: null, theme: 'hr', type: 'all' });
    const row = list.rows.find((r) => r.id === id);
    expect(row?.lead).toBe('Вступ, який читається раз');
    const keyed = { id, leadKey: row?.leadKey ?? '' };
    expect((await withLeads(noReads, [keyed]))[0].lead).toBe('Вступ, який читається раз');
    await expect(withLeads(noReads, [{ id, leadKey: '1' }])).rejects.toThrow('read');
    // A hash that no longer matches the row (edited since the list was read): the text just read is shown.
    expect((await withLeads(db, [{ id, leadKey: '1' }]))[0].lead).toBe('Вступ, який читається раз');
  });

  it('the list statement sends the hash, not the lead columns', async () => {
    const { db } = database;
    await buildNewsPost(db, { contentShort: '<p>Вступ</p>' });
    const [row] = (await listNews({ db, user: null, theme: 'hr', type: 'all' })).rows;
    expect(row.leadKey).toMatch(/^-?\d+$/);
    expect(row).not.toHaveProperty('contentShort');
    expect(row).not.toHaveProperty('description');
  });
});
