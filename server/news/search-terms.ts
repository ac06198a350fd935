import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { stemUa, textWords } from '../../common/search/words';
import { newsPosts } from '../db/schema';
import { rowsOf } from './news-query';
import { cutSnippet, markAll, matchedWords, type SnippetOptions, type WordMatcher } from '../search/snippet';

const WORD = /^[\p{L}\p{N}]+$/u;
const MAX_TERMS = 12;

export interface NewsSearch {
  /**
   * The match as a condition on `news_posts`: an `or` of two arms (a free post's body, a paywalled
   * post's lead or, for a reader who may read it, body), each read from its own partial GIN index whose
   * condition is the arm's flag, so no vector is read back to check a row (ADR 050, 068); a statement
   * reads both indexes in one `BitmapOr` (ADR 077).
   */
  match: SQL;
  /** The term as exact stems (a `to_tsquery('simple', …)` text): what the stems vectors match (ADR 051). */
  stemsQuery: string;
  rank: SQL<number>;
  /** The plain text a row's snippet is cut from: the body, or the lead of a post the reader may not open. */
  headline: SQL<string | null>;
  /** The lead's plain text, for a reader who may read paywalled bodies but not this post's (else null). */
  headlineShort: SQL<string | null>;
  /** A snippet of one of those texts, the matched words between MARK_START and MARK_STOP (ADR 066). */
  snippet(text: string | null): string | null;
  /** A title with its matched words marked. */
  markTitle(title: string): string;
}

/** Highlight markers that never occur in text; the presenter escapes the text and turns them into <mark>. */
export const MARK_START = '⟦';
export const MARK_STOP = '⟧';
const SNIPPET: SnippetOptions = {
  maxWords: 35,
  minWords: 12,
  maxFragments: 2,
  delimiter: ' … ',
  start: MARK_START,
  stop: MARK_STOP,
};

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

/** The term's words as the index splits them (textWords), each cut at 60 letters, once each, at most 12. */
export function searchWords(q: string): string[] {
  return [...new Set(textWords(q).map((w) => w.slice(0, 60)))].slice(0, MAX_TERMS);
}

/**
 * Full-text search with typo tolerance: every word of the term, or the nearest indexed word by trigram
 * similarity (news_search_words), is stemmed and matched as an exact stem, all words required (ADR 051;
 * the list's own search too since 2026-11-29, ADR 050 amendment): other forms of a word meet in its stem.
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
    if (!mayHaveFix(w)) {
      fixes.set(w, null);
      continue;
    }
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
  return terms.map((t) => composeSearch(t.words, fixes, Boolean(opts.readsPaywalled)));
}

/**
 * Whether the lexicon is asked for a word's typo fix. A number is what the reader typed, never a typo
 * of a near number (by trigrams "2025" is close to "2026", and its fix would find both years); a word
 * of one or two letters is too short to tell a typo in (by trigrams "пд" is close to "пдв").
 */
function mayHaveFix(word: string): boolean {
  return word.length >= 3 && !/^\p{N}+$/u.test(word);
}

/** A word's typo fix from the lexicon, when there is one that differs from the word. */
function fixOf(fixes: Map<string, string | null>, w: string): string | null {
  const fix = fixes.get(w);
  return fix && fix !== w && WORD.test(fix) ? fix : null;
}

/** Every word as its stem or its fix's stem, all words required: exact lexemes of the stems vectors. */
function stemsQueryOf(words: string[], fixes: Map<string, string | null>): string {
  return words
    .map((w) => {
      const fix = fixOf(fixes, w);
      const forms = [...new Set([stemUa(w), ...(fix ? [stemUa(fix)] : [])])];
      return forms.length > 1 ? `(${forms.join(' | ')})` : forms[0];
    })
    .join(' & ');
}

function composeSearch(words: string[], fixes: Map<string, string | null>, readsPaywalled: boolean): NewsSearch {
  const stemsQuery = stemsQueryOf(words, fixes);
  const list = listSearchSql({ stemsQuery, readsPaywalled });
  // What the snippet marks: what the query matches (each word's stem as a prefix, a typo fix whole).
  // Its expression is compiled when a first snippet is cut: a search that finds nothing cuts none.
  let marks: { matcher: WordMatcher | null } | undefined;
  const marksOf = () => {
    marks ??= {
      matcher: matchedWords({
        prefixes: words.map((w) => stemUa(w)),
        words: words.map((w) => fixOf(fixes, w) ?? ''),
      }),
    };
    return marks.matcher;
  };
  return {
    match: list.match,
    stemsQuery,
    rank: list.rank,
    headline: list.headline,
    headlineShort: list.headlineShort,
    snippet: (text) => (text === null ? null : cutSnippet(text, marksOf(), SNIPPET)),
    markTitle: (title) => markAll(title, marksOf(), SNIPPET),
  };
}

/**
 * The list's search as conditions and columns on `news_posts`, given the term's stems query as a value,
 * or as a placeholder of a statement built once (`listNews`: a search without filters).
 */
export function listSearchSql(opts: {
  stemsQuery: string | Placeholder;
  /** The visitor may read paywalled bodies; without it those posts match on title and lead only. */
  readsPaywalled: boolean;
  /**
   * The plan is the same for every term (ADR 075): the query (match and rank) is a sub-select, so
   * PostgreSQL estimates the match without the term and one plan serves every term (`plannedPerTerm`).
   * For a statement that reads every match — it ranks them or counts them beside its page — where each
   * arm reads its GIN index whatever the term. A statement given the term as a value plans it anew.
   */
  onePlan?: boolean;
}): Pick<NewsSearch, 'match' | 'rank' | 'headline' | 'headlineShort'> {
  const { stemsQuery, readsPaywalled } = opts;
  const query = stemsTsQuery(stemsQuery, opts.onePlan);
  // Search must not confirm what a paywalled body says to someone who may not read it: such a post
  // matches on its title and lead (`lead_stems`). Each arm reads its own partial GIN index, whose
  // condition is the arm's flag (migration 0040, ADR 068): the index's condition implies the arm's, so
  // PostgreSQL never reads a vector back (the body's mostly from TOAST) to check a row it found.
  const arms = [
    sql`${newsPosts.isFree} and ${newsPosts.searchStems} @@ ${query}`,
    readsPaywalled
      ? sql`not ${newsPosts.isFree} and ${newsPosts.searchStems} @@ ${query}`
      : sql`not ${newsPosts.isFree} and ${newsPosts.leadStems} @@ ${query}`,
  ];
  return {
    match: sql`((${arms[0]}) or (${arms[1]}))`,
    rank: stemsRelevance(stemsQuery, opts.onePlan),
    // The text a snippet is cut from, plain: a paywalled post's lead for a reader who may not open it.
    headline: readsPaywalled
      ? sql<string>`${newsPosts.bodyText}`
      : sql<string>`(case when ${newsPosts.isFree} then ${newsPosts.bodyText} else regexp_replace(${newsPosts.contentShort},
      '<[^>]+>', ' ', 'g') end)`,
    // The lead, for a reader who may read paywalled bodies but not this post's. Without that right,
    // `headline` already is a paywalled post's lead (ADR 050, amendment 2026-11-29).
    headlineShort: readsPaywalled
      ? sql<string | null>`regexp_replace(${newsPosts.contentShort}, '<[^>]+>', ' ', 'g')`
      : sql<string | null>`null`,
  };
}

/**
 * Relevance for exact stems: the stems in the title (weight A) and lead (B). Other forms of the reader's
 * words already meet in their stems and typos in their fixes, so the title's trigram closeness to the
 * phrase is left out: at 100 000 posts it was half the statement's time (~20 of ~40 ms for 1 800
 * matches, ADR 051). The title and lead are stored inline with the row: ranking by the body vector read
 * every match's body back from TOAST (~230 ms for 3 000 matches at that scale, ADR 050).
 */
export function stemsRelevance(stemsQuery: string | Placeholder, onePlan = false): SQL<number> {
  return sql<number>`ts_rank(${newsPosts.leadStems}, ${stemsTsQuery(stemsQuery, onePlan)})`;
}

/**
 * The stems' `tsquery`; with `onePlan`, as a sub-select evaluated once per statement (ADR 075). In a
 * plan made without the term, `to_tsquery(…)` of a parameter is not folded into a constant, and as a
 * plain call it was parsed again for every row it ranked (at 100 000 posts: 283 ms against 143 ms).
 */
function stemsTsQuery(stemsQuery: string | Placeholder, onePlan = false): SQL {
  return onePlan ? sql`(select to_tsquery('simple', ${stemsQuery}))` : sql`to_tsquery('simple', ${stemsQuery})`;
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
