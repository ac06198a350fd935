import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildNewsPost, buildUser } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { TTL_MS } from '../cache/kept-lists';
import { toggleFavorite } from '../engagement/toggle-favorite';
import { newsKind } from './news-kind';
import { readNewsPost } from './read-news-post';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("an article's related cards", () => {
  it('are one array for the same kept rows, marks and locks; a reader’s favourite or a second later makes new cards', async () => {
    const { db } = database;
    const category = `related-${Date.now()}`;
    const article = await buildNewsPost(db, { category, themes: ['hr'] });
    const others = [
      await buildNewsPost(db, { category, themes: ['hr'] }),
      await buildNewsPost(db, { category, themes: ['hr'], paywalled: true }),
    ];
    const { user: reader } = await buildUser(db, { withSession: false });
    const { user: another } = await buildUser(db, { withSession: false });
    const open = (user: typeof reader | null) =>
      readNewsPost({ db, user, id: article.id, theme: 'hr', withRelated: true, countView: false });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const guest = (await open(null)).related;
      expect(guest.map((c) => c.id).sort()).toEqual(others.map((o) => o.id).sort());
      expect(guest.find((c) => c.id === others[1].id)?.post_access).toBe(false);
      expect((await open(null)).related).toBe(guest);

      const mine = (await open(reader)).related;
      expect(mine).not.toBe(guest);
      expect(mine.every((c) => c.favorite === false)).toBe(true);
      expect((await open(reader)).related).toBe(mine);

      // The reader's own write shows at once, on new cards; another reader's cards are not theirs.
      await toggleFavorite({ db, kind: newsKind, user: reader, id: others[0].id, favorite: true });
      const after = (await open(reader)).related;
      expect(after).not.toBe(mine);
      expect(after.find((c) => c.id === others[0].id)?.favorite).toBe(true);
      expect((await open(another)).related.find((c) => c.id === others[0].id)?.favorite).toBe(false);

      // A second later the rows are read again: new cards with what they hold now.
      vi.setSystemTime(Date.now() + TTL_MS + 1);
      const later = (await open(null)).related;
      expect(later).not.toBe(guest);
      expect(later).toEqual(
        guest.map((c) => ({ ...c, favorites_count: c.id === others[0].id ? 1 : c.favorites_count })),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
