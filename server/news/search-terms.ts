import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { newsPosts } from '../db/schema';
import { rowsOf } from './news-query';

const WORD = /^[\p{L}\p{N}]+$/u;
const MAX_TERMS = 12;

export interface NewsSearch {
  match: SQL;
  rank: SQL<number>;
  headline: SQL<string | null>;
  headlineShort: SQL<string | null>;
  titleHeadline: SQL<string | null>;
}

/** Highlight markers that never occur in text; the presenter escapes the text and turns them into <mark>. */
export const MARK_START = '⟦';
export const MARK_STOP = '⟧';
const HEADLINE_OPTS =
  `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=35, MinWords=12, MaxFragments=2, ` +
  `FragmentDelimiter=" … "`;

/**
 * Typo fixes already looked up, per word ('' when the lexicon has none). The lexicon only grows when
 * news is written: this process forgets them then (indexSearchWords), other processes within a minute.
 */
const fixCaches = new WeakMap<Db, LRUCache<string, string>>();
/** Bumped whenever this process adds words to the lexicon (a writer may hold a transaction, not the pool). */
let lexiconVersion = 0;
function fixCacheOf(db: Db): LRUCache<string, string> {
  let cache = fixCaches.get(db);
  if (!cache) {
    cache = new LRUCache<string, string>({ max: 5000, ttl: 60_000 });
    fixCaches.set(db, cache);
  }
  return cache;
}

export function searchWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && WORD.test(w))
    .map((w) => w.slice(0, 60));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * Full-text search with typo tolerance: every word of the term matches itself as a prefix or the
 * nearest indexed word by trigram similarity (news_search_words), all words required. Titles that
 * are similar to the whole term as a phrase match too.
 */
export async function buildSearch(opts: {
  db: Db;
  q: string;
  /** The visitor may read paywalled bodies; without it those posts match on title and lead only. */
  readsPaywalled?: boolean;
}): Promise<NewsSearch | null> {
  const [search] = await buildSearches({ db: opts.db, qs: [opts.q], readsPaywalled: opts.readsPaywalled });
  return search ?? null;
}

/**
 * `buildSearch` for several terms at once (the site search's synonym variants): one lookup of the typo
 * fixes for the words of all terms, then one search per term that has words (terms without any are left out).
 */
export async function buildSearches(opts: {
  db: Db;
  qs: readonly string[];
  readsPaywalled?: boolean;
}): Promise<NewsSearch[]> {
  const terms = opts.qs.map((q) => ({ q, words: searchWords(q) })).filter((t) => t.words.length > 0);
  if (!terms.length) return [];
  const all = [...new Set(terms.flatMap((t) => t.words))];
  const fixCache = fixCacheOf(opts.db);
  const fixes = new Map<string, string | null>();
  const unknown: string[] = [];
  for (const w of all) {
    const known = fixCache.get(`${lexiconVersion}:${w}`);
    if (known === undefined) unknown.push(w);
    else fixes.set(w, known || null);
  }
  if (unknown.length) {
    const version = lexiconVersion;
    const result = await opts.db.execute(sql`
      select t.term, (select w.word from news_search_words w where w.word % t.term order by similarity(w.word, t.term)
        desc, w.word limit 1) as fix
      from unnest(array[${sql.join(
        unknown.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) as t(term)`);
    for (const r of rowsOf<{ term: string; fix: string | null }>(result)) {
      fixes.set(r.term, r.fix);
      fixCache.set(`${version}:${r.term}`, r.fix ?? '');
    }
  }
  return terms.map((t) => composeSearch(t.q, t.words, fixes, opts.readsPaywalled));
}

function composeSearch(
  q: string,
  words: string[],
  fixes: Map<string, string | null>,
  readsPaywalled: boolean | undefined,
): NewsSearch {
  const opts = { q, readsPaywalled };
  const tsquery = words
    .map((w) => {
      const fix = fixes.get(w);
      return fix && fix !== w && WORD.test(fix) ? `(${w}:* | ${fix})` : `${w}:*`;
    })
    .join(' & ');
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const phrase = opts.q.slice(0, 200);
  // Search must not confirm what a paywalled body says to someone who may not read it: such a post
  // matches on its title and lead (`lead_search`). Each arm reads its own GIN index.
  const matches = opts.readsPaywalled
    ? sql`${newsPosts.search} @@ ${query}`
    : sql`((${newsPosts.isFree} and ${newsPosts.search} @@ ${query})
      or (not ${newsPosts.isFree} and ${newsPosts.leadSearch} @@ ${query}))`;
  const visible = opts.readsPaywalled
    ? sql`${newsPosts.search}`
    : sql`(case when ${newsPosts.isFree} then ${newsPosts.search} else ${newsPosts.leadSearch} end)`;
  const bodyHeadline = opts.readsPaywalled
    ? sql`${newsPosts.bodyText}`
    : sql`(case when ${newsPosts.isFree} then ${newsPosts.bodyText} else regexp_replace(${newsPosts.contentShort},
      '<[^>]+>', ' ', 'g') end)`;
  return {
    match: sql`(${matches} or ${phrase} <% ${newsPosts.title})`,
    rank: sql<number>`(ts_rank(${visible}, ${query}) + word_similarity(${phrase}, ${newsPosts.title}))`,
    headline: sql<string>`ts_headline('simple', ${bodyHeadline}, ${query}, ${HEADLINE_OPTS})`,
    headlineShort: sql<string>`ts_headline('simple', regexp_replace(${newsPosts.contentShort}, '<[^>]+>', ' ', 'g'),
      ${query}, ${HEADLINE_OPTS})`,
    titleHeadline: sql<string>`ts_headline('simple', ${newsPosts.title}, ${query},
      ${`StartSel=${MARK_START}, StopSel=${MARK_STOP}, HighlightAll=true`})`,
  };
}

/** Adds the words of one post to the typo-correction lexicon. */
export async function indexSearchWords(opts: { db: Db; postId?: number }): Promise<void> {
  const source = opts.postId
    ? `select search from news_posts where id = ${Number(opts.postId)}`
    : 'select search from news_posts';
  await opts.db.execute(
    sql`insert into news_search_words (word) select word from ts_stat(${source}) where length(word) between 3 and 60
      on conflict do nothing`,
  );
  lexiconVersion++;
}
