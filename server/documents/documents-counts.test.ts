import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDocument, buildDocumentRubric } from '../../tests/support/documents';
import { buildUser } from '../../tests/support/factories';
import { expectPlainPagesAsGeneral } from '../../tests/support/plain-pages';
import { createTestDatabase } from '../../tests/support/test-db';
import { limits } from '../../common/limits';
import { TTL_MS } from '../cache/kept-lists';
import type { Database } from '../db/client';
import { documents } from '../db/schema';
import { listDocuments } from './list-documents';
import { publishDocument } from './store-document';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true, demo: false });
});
afterAll(() => database.close());

describe('documents list counts kept for guests (ADR 046)', () => {
  it('a guest’s counts are kept a second; a document saved or withdrawn through the staff operations shows at once; a reader’s are never kept', async () => {
    const { db } = database;
    const { user: editor } = await buildUser(db, { options: { documents_editor: true } });
    const rubric = (await buildDocumentRubric(db, editor)).alias;
    const guest = () => listDocuments({ db, user: null, theme: 'hr', rubric });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = await buildDocument(db, editor, { rubric });
      expect((await guest()).total).toBe(1);
      // A row published behind the operations' back (another process without Redis): the kept count
      // stands until its second is over; the page's rows are never kept.
      const second = await buildDocument(db, editor, { rubric, status: 'draft' });
      expect((await guest()).total).toBe(1);
      await db.execute(sql`update documents set status = 'published', published_at = now() - interval '1 minute'
        where id = ${second}`);
      const kept = await guest();
      expect(kept.total).toBe(1);
      expect(kept.absoluteTotal).toBe(1);
      expect(kept.rows.map((r) => r.id).sort()).toEqual([first, second].sort());
      // A signed-in reader's counts include their favourites: counted on every request.
      const { user: reader } = await buildUser(db);
      expect((await listDocuments({ db, user: reader, theme: 'hr', rubric })).total).toBe(2);
      vi.setSystemTime(Date.now() + TTL_MS);
      expect((await guest()).total).toBe(2);
      // Withdrawn through the staff operation: counted without the document at once.
      await publishDocument({ db, user: editor, id: first, publish: false });
      const after = await guest();
      expect(after.total).toBe(1);
      expect(after.typeCounts.reduce((s, t) => s + t.count, 0)).toBe(1);
      expect((await db.select().from(documents).where(eq(documents.id, first)))[0].status).toBe('draft');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a guest’s plain page of documents (a statement built once)', () => {
  it('answers exactly what the general statement answers, page by page, per theme; drafts, future and other themes stay out', async () => {
    const { db } = database;
    const { user: editor } = await buildUser(db, { options: { documents_editor: true } });
    const rubric = (await buildDocumentRubric(db, editor)).alias;
    const minute = 60_000;
    const shown: number[] = [];
    for (let i = 1; i <= 5; i++)
      shown.push(
        await buildDocument(db, editor, {
          rubric,
          themes: ['accounting'],
          published_at: new Date(Date.now() - i * minute).toISOString(),
        }),
      );
    const hidden = [
      await buildDocument(db, editor, { rubric, themes: ['accounting'], status: 'draft' }),
      await buildDocument(db, editor, {
        rubric,
        themes: ['accounting'],
        published_at: new Date(Date.now() + 60 * minute).toISOString(),
      }),
      await buildDocument(db, editor, { rubric, themes: ['hr'] }),
    ];
    // A reader with no favourites gets the same rows from the statement built for the request.
    const { user: reader } = await buildUser(db, { withSession: false });
    await expectPlainPagesAsGeneral(
      (asGuest, { theme, page }) => listDocuments({ db, user: asGuest ? null : reader, theme, page, limit: 3 }),
      ['desc'],
    );
    // The first page at the list's own size is a statement of its own per theme (theme and limit in its
    // text): the same rows as the general statement's, and no other theme's.
    for (const theme of ['hr', 'accounting'] as const) {
      const first = await listDocuments({ db, user: null, theme });
      expect(first.rows).toEqual((await listDocuments({ db, user: reader, theme })).rows);
      expect(first.rows.length).toBe(Math.min(first.total, limits.pageSize.documents));
    }
    expect((await listDocuments({ db, user: null, theme: 'accounting' })).rows.map((r) => r.id)).not.toContain(
      hidden[2],
    );
    const ids = (await listDocuments({ db, user: null, theme: 'accounting', limit: 100 })).rows.map((r) => r.id);
    // Newest first (another test's documents may stand between them).
    expect(ids.filter((id) => shown.includes(id))).toEqual(shown);
    for (const id of hidden) expect(ids).not.toContain(id);
  });
});
