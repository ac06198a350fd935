import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, buildDocumentRubric } from '../../../tests/support/documents';
import { buildHandbook, buildNewsPost, buildUser, uniq } from '../../../tests/support/factories';
import { statementsRun } from '../../../tests/support/statements-run';
import { createTestDatabase } from '../../../tests/support/test-db';
import { searchVariants } from '../../../common/search/words';
import { accessFor } from '../../access/access';
import type { SearchSource } from '../../capability';
import type { Database } from '../../db/client';
import { documentsSearchSource } from '../../documents/search-documents-site';
import { handbooksSearchSource } from '../../handbooks/search-handbooks-site';
import { newsSearchSource } from '../../news/search-news-site';
import { siteSearch } from './site-search';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ demo: false });
});
afterAll(async () => {
  await database?.close();
});

const SOURCES: SearchSource[] = [newsSearchSource, documentsSearchSource, handbooksSearchSource];

/** A made-up word no other test writes, so the test counts exactly what it built. */
const word = () => `ґудзик${uniq('w').replace(/[^a-z0-9]/g, '')}`;

/** Each source asked on its own, one after another: each its own statement of one part. */
async function askedAlone(q: string, kind: string, page: number, limit: number) {
  const chosen = searchVariants(q);
  const answers = [];
  for (const source of SOURCES) {
    const own = source.kind === kind;
    answers.push(
      await source.search({
        db: database.db,
        user: null,
        access: accessFor(null, []),
        theme: 'hr',
        q,
        variants: chosen.map((v) => v.stemmed),
        plainVariants: chosen.map((v) => v.plain),
        page: own ? page : 1,
        limit: kind === 'all' ? limit : own ? limit : 0,
      }),
    );
  }
  return answers;
}

describe('a site search is one statement (ADR 077)', () => {
  it('news and the text kinds are parts of one statement and answer what each answers alone', async () => {
    const { db } = database;
    const w = word();
    const { user } = await buildUser(db, { withSession: false });
    const posts = [];
    for (let i = 0; i < 3; i++) {
      posts.push(
        await buildNewsPost(db, {
          title: `Новина ${i + 1}: ${w} у кадровому обліку`,
          content: `<p>Текст новини про ${w} і відпустку працівника, пункт ${i + 1}.</p>`,
          publishedAt: new Date(Date.now() - (i + 1) * 3_600_000),
        }),
      );
    }
    // A paywalled post whose body alone has the word: a guest must not find it.
    await buildNewsPost(db, {
      title: 'Закрита новина про облік',
      contentShort: 'Лід без шуканого слова.',
      content: `<p>Закритий текст про ${w}.</p>`,
      paywalled: true,
    });
    const rubric = await buildDocumentRubric(db, user);
    for (let i = 0; i < 2; i++)
      await buildDocument(db, user, { rubric: rubric.alias, title: `Наказ ${i + 1} про ${w}` });
    await buildHandbook(db, { title: `Довідник про ${w}` });

    // The first search looks the word's typo fix up; then the term's parts are one statement.
    const first = await siteSearch({ db, sources: SOURCES, user: null, theme: 'hr', q: w });
    expect(first.tabs).toEqual([
      { kind: 'news', label: 'Новини', count: 3 },
      { kind: 'documents', label: 'Документи', count: 2 },
      { kind: 'handbooks', label: 'Довідники', count: 1 },
    ]);
    const counted = await statementsRun(db, () =>
      siteSearch({ db, sources: SOURCES, user: null, theme: 'hr', q: w, kind: 'news' }),
    );
    expect(counted.runs).toBe(1);
    const answer = counted.answer;
    expect(answer.meta.total).toBe(3);
    // Newest first among equal ranks; each hit with its snippet cut from its body, its date, no lock.
    expect(answer.data.map((d) => d.url)).toEqual(posts.map((p) => p.url));
    expect(answer.data[0]).toMatchObject({ kind: 'news', isLocked: false });
    expect(answer.data[0].snippet).toContain(w);
    expect(new Date(answer.data[0].date ?? '').getTime()).toBeGreaterThan(
      new Date(answer.data[2].date ?? '').getTime(),
    );
    expect(answer.tabs.map((t) => t.count)).toEqual([3, 2, 1]);

    const alone = await askedAlone(w, 'news', 1, 20);
    expect(alone.map((a) => a.total)).toEqual([3, 2, 1]);
    expect(answer.data).toEqual(alone[0].items);
    const all = await askedAlone(w, 'all', 1, 5);
    expect(first.data).toEqual(all.flatMap((a) => a.items));
  });

  it('a page past the end counts its kind in a second statement', async () => {
    const { db } = database;
    const w = word();
    for (let i = 0; i < 2; i++) await buildNewsPost(db, { title: `Повідомлення ${i + 1} про ${w}` });
    await siteSearch({ db, sources: SOURCES, user: null, theme: 'hr', q: w });
    const counted = await statementsRun(db, () =>
      siteSearch({ db, sources: SOURCES, user: null, theme: 'hr', q: w, kind: 'news', page: 4 }),
    );
    expect(counted.runs).toBe(2);
    expect(counted.answer.data).toEqual([]);
    expect(counted.answer.meta).toMatchObject({ total: 2, current_page: 4, last_page: 1 });
    expect(counted.answer.tabs.map((t) => t.count)).toEqual([2, 0, 0]);
  });
});
