import { and, asc, desc, inArray, or, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryWords } from '../../common/search/words';
import { idsAndPlanViaIndex } from '../../tests/support/index-plan';
import { statementsRun } from '../../tests/support/statements-run';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { documents } from '../db/schema';
import { rowsOf } from '../engagement/engagement-sql';
import { containsPattern, containsWord, textMatchKind, textMatchPage } from './text-match';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The site search's trigram indexes, each on its table's lowered text `search_text` (migration 0041). */
const INDEXES = {
  documents: 'documents_site_search_trgm_idx',
  handbooks: 'handbooks_site_search_trgm_idx',
  records: 'records_site_search_trgm_idx',
  consultation_questions: 'consultation_questions_site_search_trgm_idx',
};

/**
 * The site search's match written out for one term, its patterns in the statement: every word (two
 * letters and more) of a variant as `lower(<text>) like '%word%'`, any variant — over the text itself,
 * not the stored column, so the column is checked against what it stands for.
 */
function matchAnyVariant(text: SQL, variants: readonly string[]): SQL | null {
  const alternatives = variants
    .map((v) => queryWords(v).filter((w) => w.length >= 2))
    .filter((words) => words.length > 0)
    .map((words) =>
      and(...words.map((w) => sql`lower(${text}) like ${`%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`)),
    );
  if (!alternatives.length) return null;
  return alternatives.length === 1 ? (alternatives[0] as SQL) : (or(...alternatives) as SQL);
}

describe("the site search's text indexes (ADR 067, 074)", () => {
  it('are on the stored lowered text, which keeps no statistics for the planner to match every pattern against', async () => {
    const { db } = database;
    const tables = Object.keys(INDEXES);
    // The demo content fills every table, so ANALYZE has texts to sample.
    for (const table of tables) {
      const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)));
      expect(n, table).toBeGreaterThan(0);
      await db.execute(sql.raw(`analyze ${table}`));
    }
    const inList = sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    );
    const stats = rowsOf<{ name: string; target: number | null; gathered: number }>(
      await db.execute(sql`select c.relname as name, a.attstattarget as target,
          (select count(*)::int from pg_stats s where s.tablename = c.relname and s.attname = a.attname) as gathered
        from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'search_text'
        where c.relname in (${inList}) order by 1`),
    );
    expect(stats).toEqual([...tables].sort().map((name) => ({ name, target: 0, gathered: 0 })));
    const indexes = rowsOf<{ name: string; definition: string }>(
      await db.execute(sql`select indexname as name, indexdef as definition from pg_indexes
        where indexname in (${sql.join(
          Object.values(INDEXES).map((i) => sql`${i}`),
          sql`, `,
        )}) order by 1`),
    );
    expect(indexes.map((i) => i.name)).toEqual(Object.values(INDEXES).sort());
    for (const i of indexes) {
      expect(i.definition, i.name).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
      // Without GIN's pending list, a freshly written row does not make the index look dearer than
      // reading the table (migration 0042, ADR 076).
      expect(i.definition, i.name).toMatch(/WITH \(fastupdate='?off'?\)/);
    }
    // The tables' own columns are still analysed (the filters beside the match keep their estimates).
    const [{ columns }] = rowsOf<{ columns: number }>(
      await db.execute(sql`select count(*)::int as columns from pg_stats where tablename = 'documents'`),
    );
    expect(columns).toBeGreaterThan(0);
  });

  it('a word still finds its texts through the index when the planner must use it', async () => {
    const { db } = database;
    const match = matchAnyVariant(sql`title || ' ' || lead`, ['відпустк']);
    if (!match) throw new Error('немає умови');
    const plain = rowsOf<{ id: number }>(
      await db.execute(sql`select id from documents where ${match} order by id`),
    ).map((r) => r.id);
    expect(plain.length).toBeGreaterThan(0);
    const [viaIndex, plan] = await idsAndPlanViaIndex(db, 'documents', sql`search_text like '%відпустк%'`);
    expect(plan).toContain(INDEXES.documents);
    expect(viaIndex).toEqual(plain);
    // The clause the statements write for a word (`strpos` beside the pattern, ADR 075): the pattern
    // is the index's condition, `strpos` checks its candidates, and the same texts are found.
    const word = containsWord(sql`search_text`, 'відпустк', containsPattern('відпустк'));
    const [viaWord, wordPlan] = await idsAndPlanViaIndex(db, 'documents', word);
    expect(wordPlan).toContain(INDEXES.documents);
    expect(wordPlan).toMatch(/Index Cond: \(search_text ~~ '%відпустк%'::text\)/);
    expect(wordPlan).toMatch(/Filter: .*strpos\(search_text, 'відпустк'::text\) > 0/);
    expect(viaWord).toEqual(plain);
  });

  it('the stored text follows every write of the texts it is made of', async () => {
    const { db } = database;
    const [doc] = await db.select({ id: documents.id, title: documents.title }).from(documents).limit(1);
    const find = async (word: string) =>
      rowsOf<{ id: number }>(
        await db.execute(sql`select id from documents where search_text like ${`%${word}%`} order by id`),
      ).map((r) => r.id);
    expect(await find('ґудзикова')).toEqual([]);
    await db
      .update(documents)
      .set({ title: `${doc.title} Ґудзикова` })
      .where(sql`id = ${doc.id}`);
    expect(await find('ґудзикова')).toEqual([doc.id]);
    await db.update(documents).set({ title: doc.title }).where(sql`id = ${doc.id}`);
    expect(await find('ґудзикова')).toEqual([]);
  });
});

describe("a kind's site-search statements built once per shape of the term", () => {
  const text = sql`${documents.title} || ' ' || ${documents.lead}`;
  const kind = textMatchKind({
    kind: 'documents-under-test',
    table: documents,
    where: (theme) => sql`${theme} = any(${documents.themes})`,
    fields: { id: documents.id },
    orderBy: [asc(documents.id)],
  });

  it("find for every term what the term's own statement finds, its total beside the page and alone", async () => {
    const { db } = database;
    const found: number[][] = [];
    // Two terms of each shape (one word; two variants of one and two words), a pattern's own characters.
    for (const variants of [
      ['відпустк'],
      ['наказ'],
      ['відпустк', 'трудов договор'],
      ['посадов', 'прийнят працівник'],
      // Words every variant has (looked for once), and a variant with none of its own.
      ['відпустк наказ', 'посадов відпустк'],
      ['наказ', 'прийнят наказ'],
      ['наказ наказ'],
      ['100%_'],
    ]) {
      const match = matchAnyVariant(text, variants);
      if (!match) throw new Error('немає умови');
      const own = (
        await db
          .select({ id: documents.id })
          .from(documents)
          .where(sql`'hr' = any(${documents.themes}) and ${match}`)
          .orderBy(asc(documents.id))
      ).map((r) => r.id);
      const search = { db, theme: 'hr' as const, variants, page: 1 };
      const page = await textMatchPage({ ...search, limit: 5 }, kind);
      expect(
        page.rows.map((r) => r.id),
        variants.join(' / '),
      ).toEqual(own.slice(0, 5));
      expect(page.total).toBe(own.length);
      expect((await textMatchPage({ ...search, limit: 0 }, kind)).total).toBe(own.length);
      found.push(own);
    }
    // The terms of one shape find different documents through the same statement.
    expect(found[0].length).toBeGreaterThan(0);
    expect(found[1].length).toBeGreaterThan(0);
    expect(found[0]).not.toEqual(found[1]);
    expect(found[2]).not.toEqual(found[3]);
    // Common words: found where both are; a variant without words of its own finds what its words find.
    expect(found[4].length).toBeGreaterThan(0);
    expect(found[5]).toEqual(found[1]);
    expect(found[6]).toEqual(found[1]);
  });

  it('answers the kinds a search asks at once with one statement, each kind its own page and total (ADR 076)', async () => {
    const { db } = database;
    const newest = textMatchKind({
      kind: 'documents-newest-under-test',
      table: documents,
      where: (theme) => sql`${theme} = any(${documents.themes})`,
      fields: { id: documents.id, title: documents.title, publishedAt: documents.publishedAt },
      orderBy: [desc(documents.publishedAt), desc(documents.id)],
    });
    const variants = ['відпустк'];
    const search = { db, theme: 'hr' as const, variants, page: 1 };
    // Each kind asked on its own turn of the event loop: a statement of one part each.
    const alone = {
      page: await textMatchPage({ ...search, limit: 4 }, kind),
      newest: await textMatchPage({ ...search, limit: 3 }, newest),
      total: await textMatchPage({ ...search, limit: 0 }, newest),
    };
    expect(alone.page.rows.length).toBe(4);
    expect(alone.total.total).toBeGreaterThan(4);
    const counted = await statementsRun(db, () =>
      Promise.all([
        textMatchPage({ ...search, limit: 4 }, kind),
        textMatchPage({ ...search, limit: 3 }, newest),
        textMatchPage({ ...search, limit: 0 }, newest),
      ]),
    );
    expect(counted.runs).toBe(1);
    const [page, newestPage, total] = counted.answer;
    expect(page).toEqual(alone.page);
    expect(newestPage).toEqual(alone.newest);
    expect(total).toEqual({ total: alone.total.total, rows: [] });
    // The columns read as drizzle reads them: the date as a Date, in the kind's order.
    const own = await db
      .select({ id: documents.id, title: documents.title, publishedAt: documents.publishedAt })
      .from(documents)
      .where(
        inArray(
          documents.id,
          newestPage.rows.map((r) => r.id),
        ),
      )
      .orderBy(desc(documents.publishedAt), desc(documents.id));
    expect(newestPage.rows).toEqual(own);
    expect(newestPage.rows[0].publishedAt).toBeInstanceOf(Date);
    // Another search in the same turn (its own variants) gets its own statement and answer.
    const [one, other] = await Promise.all([
      textMatchPage({ ...search, limit: 0 }, kind),
      textMatchPage({ ...search, variants: ['ґудзикзнову'], limit: 0 }, kind),
    ]);
    expect(one.total).toBe(page.total);
    expect(other.total).toBe(0);
  });
});
