import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textStems } from '../../common/search/words';
import { idsAndPlanViaIndex } from '../../tests/support/index-plan';
import { createTestDatabase } from '../../tests/support/test-db';
import type { Database } from '../db/client';
import { rowsOf } from './news-query';
import { listSearchSql } from './search-terms';

/** The stems indexes of migration 0040: the vector each reads and the posts it holds. */
const STEMS_INDEXES: Record<string, [string, string]> = {
  news_posts_free_stems_idx: ['search_stems', 'is_free'],
  news_posts_paid_stems_idx: ['search_stems', '\\(NOT is_free\\)'],
  news_posts_paid_lead_stems_idx: ['lead_stems', '\\(NOT is_free\\)'],
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
});
afterAll(async () => {
  await database?.close();
});

/** The lexemes of `to_tsvector('simple', ua_stems(text))`: what the stems index holds for a text. */
async function indexStems(text: string): Promise<string[]> {
  const result = await database.db.execute(
    sql`select coalesce(tsvector_to_array(to_tsvector('simple', ua_stems(${text}))), '{}') as stems`,
  );
  return [...rowsOf<{ stems: string[] }>(result)[0].stems].sort();
}
const appStems = (text: string) => [...new Set(textStems(text))].sort();

describe('word stems in the database and in the application (ADR 051)', () => {
  it('the index and the search stem the same words alike, including the edge cases of the stemmer', async () => {
    const cases = [
      // Word forms that meet in one stem; a stem keeps at least four letters; short words stay whole.
      'Відпустка, відпустки, відпусткою; працівник, працівникам, працівників; дім, вдома, рік, року',
      // Apostrophes and hyphens split words, as the search splits the reader's words.
      "П’ять днів, п'ятниця, ЄСВ-звіт, військово-облікова спеціальність",
      // Letters with digits or Latin letters in one word are not stemmed; numbers stay as written.
      '8 647 гривень, 2026року, облікab12 звітності, 1,5 ставки, info@fahivets.ua',
      // Capitals, ґ, ї, є; endings that are whole words; the longest ending that leaves four letters.
      'ҐАНОК Ґанками Їжаками Євроінтеграцією компенсації компенсацій аналогами ами ого',
      // Nouns in -ія: every form in one stem; a stem of three letters keeps its -і- (серія, серії).
      'Консультація, консультації, консультацію, консультацією, консультацій, консультаціям, консультаціями, консультаціях, серія, серії, історії',
      '',
    ];
    for (const text of cases) expect(await indexStems(text), text).toEqual(appStems(text));
  });

  it('the searches read the stems indexes; the word indexes, the title’s trigram index and lead_search are gone (0039)', async () => {
    const result = await database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'news_posts' order by indexname`,
    );
    const names = rowsOf<{ indexname: string }>(result).map((r) => r.indexname);
    expect(names).toEqual(expect.arrayContaining(Object.keys(STEMS_INDEXES)));
    for (const dropped of ['news_posts_search_idx', 'news_posts_lead_search_idx', 'news_posts_title_trgm_idx'])
      expect(names).not.toContain(dropped);
    const columns = await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'news_posts'`,
    );
    const columnNames = rowsOf<{ column_name: string }>(columns).map((c) => c.column_name);
    expect(columnNames).toEqual(expect.arrayContaining(['search', 'search_stems', 'lead_stems']));
    expect(columnNames).not.toContain('lead_search');
  });

  it('each stems vector is indexed for the posts its arm reads; lead_stems stays in the row (0040, ADR 068)', async () => {
    const { db } = database;
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'news_posts'`),
    );
    for (const [name, [column, condition]] of Object.entries(STEMS_INDEXES)) {
      const def = indexes.find((i) => i.indexname === name)?.indexdef ?? '';
      expect(def, name).toMatch(new RegExp(`USING gin \\(${column}\\) WHERE ${condition}$`));
    }
    // The vectors' indexes over all posts are gone: each arm has its own.
    for (const dropped of ['news_posts_search_stems_idx', 'news_posts_lead_stems_idx'])
      expect(indexes.map((i) => i.indexname)).not.toContain(dropped);
    const storage = rowsOf<{ attstorage: string }>(
      await db.execute(
        sql`select attstorage from pg_attribute where attrelid = 'news_posts'::regclass and attname = 'lead_stems'`,
      ),
    );
    expect(storage[0]?.attstorage).toBe('m');

    // With the planner made to use indexes, each arm reads its own partial index, and the rows found are
    // not checked against any vector again: the plan's filter names neither vector.
    for (const readsPaywalled of [false, true]) {
      const { match } = listSearchSql({ stemsQuery: 'відпустк', readsPaywalled });
      const plain = rowsOf<{ id: number }>(
        await db.execute(sql`select id from news_posts where ${match} order by id`),
      ).map((r) => r.id);
      expect(plain.length, `readsPaywalled ${readsPaywalled}`).toBeGreaterThan(0);
      const [viaIndex, plan] = await idsAndPlanViaIndex(db, 'news_posts', match);
      expect(viaIndex).toEqual(plain);
      const expected = readsPaywalled
        ? ['news_posts_free_stems_idx', 'news_posts_paid_stems_idx']
        : ['news_posts_free_stems_idx', 'news_posts_paid_lead_stems_idx'];
      for (const name of expected) expect(plan, plan).toContain(name);
      const filters = plan.split('\n').filter((line) => /Filter:/.test(line));
      for (const line of filters) expect(line).not.toMatch(/search_stems|lead_stems/);
    }
  });

  it('every seeded news post: its stored stems are the stems of its title and body', async () => {
    const result = await database.db.execute(
      sql`select id, title, body_text, content_short, tsvector_to_array(search_stems) as stems,
        tsvector_to_array(lead_stems) as lead from news_posts order by id`,
    );
    const posts = rowsOf<{
      id: number;
      title: string;
      body_text: string;
      content_short: string;
      stems: string[];
      lead: string[];
    }>(result);
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      expect([...p.stems].sort(), `post ${p.id}`).toEqual(appStems(`${p.title} ${p.body_text}`));
      const leadText = p.content_short.replace(/<[^>]+>/g, ' ');
      expect([...p.lead].sort(), `post ${p.id} lead`).toEqual(appStems(`${p.title} ${leadText}`));
    }
  });
});
