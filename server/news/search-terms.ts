import { type Placeholder, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { stemUa, textWords } from '../../common/search/words';
import { newsPosts } from '../db/schema';
import { rowsOf } from './news-query';
import { cutSnippet, markAll, matchedWords, type SnippetOptions } from '../search/snippet';

const WORD = /^[\p{L}\p{N}]+$/u;
const MAX_TERMS = 12;

export interface NewsSearch {
  /** The match as a condition on `news_posts` (the list's search, with its filters and counters). */
  match: SQL;
  /**
   * The match as arms on `news_posts` (the site search): conditions that each read one GIN index and test
   * only plain columns beside it, so no body vector is read back from TOAST (ADR 050). Columns are
   * unqualified: the caller selects from `news_posts` under its own name.
   */
  arms: SQL[];
  /** The term as a `to_tsquery('simple', …)` text (prefixes: what the snippet highlights), and as the phrase titles are compared with. */
  tsquery: string;
  /** With `stems`: the term as exact stems, what `arms` match against the stems vectors (ADR 051). */
  stemsQuery: string | null;
  phrase: string;
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
  const [search] = await buildSearches({
    db: opts.db,
    qs: [opts.q],
    readsPaywalled: opts.readsPaywalled,
    fuzzyTitles: true,
  });
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
  /** Titles similar to the whole term match too (for unstemmed words: other forms of a word). */
  fuzzyTitles?: boolean;
  /**
   * The terms' words as typed are stemmed here and `arms` match them as exact stems in the stems vectors
   * (the site search, ADR 051); without it they match as prefixes in the word vectors (the list's search).
   */
  stems?: boolean;
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
  return terms.map((t) =>
    composeSearch(t.q, t.words, fixes, opts.readsPaywalled, opts.fuzzyTitles ?? false, opts.stems ?? false),
  );
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

function composeSearch(
  q: string,
  words: string[],
  fixes: Map<string, string | null>,
  readsPaywalled: boolean | undefined,
  fuzzyTitles: boolean,
  stems: boolean,
): NewsSearch {
  const tsquery = words
    .map((w) => {
      const fix = fixOf(fixes, w);
      const prefix = stems ? stemUa(w) : w;
      return fix ? `(${prefix}:* | ${fix})` : `${prefix}:*`;
    })
    .join(' & ');
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const stemsQuery = stems ? stemsQueryOf(words, fixes) : null;
  const phrase = q.slice(0, 200);
  const list = listSearchSql({ tsquery, phrase, readsPaywalled: Boolean(readsPaywalled), fuzzyTitles });
  // Search must not confirm what a paywalled body says to someone who may not read it: such a post
  // matches on its title and lead (`lead_search`). Each arm reads its own GIN index; the flag beside it
  // is a plain column, so the body vector (TOASTed, ~3 KB) is never read back to recheck a match.
  const [body, lead, armQuery] = stemsQuery
    ? [sql.raw('search_stems'), sql.raw('lead_stems'), sql`to_tsquery('simple', ${stemsQuery})`]
    : [sql.raw('search'), sql.raw('lead_search'), query];
  const arms = readsPaywalled
    ? [sql`${body} @@ ${armQuery}`]
    : [sql`is_free and ${body} @@ ${armQuery}`, sql`not is_free and ${lead} @@ ${armQuery}`];
  // Titles similar to the whole term as a phrase (the list's own search, whose words are not stemmed).
  if (fuzzyTitles) arms.push(sql`${phrase} <% title`);
  // What the snippet marks: what `query` matches (each word or its stem as a prefix, a typo fix whole).
  const marks = matchedWords({
    prefixes: words.map((w) => (stems ? stemUa(w) : w)),
    words: words.map((w) => fixOf(fixes, w) ?? ''),
  });
  return {
    match: list.match,
    arms,
    tsquery,
    stemsQuery,
    phrase,
    rank: stemsQuery ? stemsRelevance(stemsQuery) : list.rank,
    headline: list.headline,
    headlineShort: list.headlineShort,
    snippet: (text) => (text === null ? null : cutSnippet(text, marks, SNIPPET)),
    markTitle: (title) => markAll(title, marks, SNIPPET),
  };
}

/**
 * The list's search as conditions and columns on `news_posts`, given the term's `to_tsquery` text and
 * phrase as values, or as placeholders of a statement built once (`listNews`: a search without filters).
 */
export function listSearchSql(opts: {
  tsquery: string | Placeholder;
  phrase: string | Placeholder;
  /** The visitor may read paywalled bodies; without it those posts match on title and lead only. */
  readsPaywalled: boolean;
  /** Titles similar to the whole term match too. */
  fuzzyTitles: boolean;
}): Pick<NewsSearch, 'match' | 'rank' | 'headline' | 'headlineShort'> {
  const { tsquery, phrase, readsPaywalled } = opts;
  const query = sql`to_tsquery('simple', ${tsquery})`;
  const matches = readsPaywalled
    ? sql`${newsPosts.search} @@ ${query}`
    : sql`((${newsPosts.isFree} and ${newsPosts.search} @@ ${query})
      or (not ${newsPosts.isFree} and ${newsPosts.leadSearch} @@ ${query}))`;
  return {
    match: opts.fuzzyTitles ? sql`(${matches} or ${phrase} <% ${newsPosts.title})` : matches,
    rank: relevance(tsquery, phrase),
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
 * Relevance of a match: the term in the title and lead (`lead_search`: title weighted A, lead B) plus how
 * close the title is to the phrase. The title and lead are what a reader judges a result by, and they
 * are stored inline with the row: ranking by the body vector read every match's body back from TOAST
 * (at 100 000 posts, 3 000 matches of a common word: ~230 ms a search, ADR 050).
 */
export function relevance(tsquery: string | Placeholder, phrase: string | Placeholder): SQL<number> {
  return sql<number>`(ts_rank(${newsPosts.leadSearch}, to_tsquery('simple', ${tsquery})) + word_similarity(${phrase}, ${newsPosts.title}))`;
}

/**
 * Relevance for exact stems (the site search): the stems in the title (weight A) and lead (B). Other forms
 * of the reader's words already meet in their stems and typos in their fixes, so the title's trigram
 * closeness to the phrase is left out: at 100 000 posts it was half the statement's time (~20 of ~40 ms
 * for 1 800 matches, ADR 051).
 */
export function stemsRelevance(stemsQuery: string): SQL<number> {
  return sql<number>`ts_rank(${newsPosts.leadStems}, to_tsquery('simple', ${stemsQuery}))`;
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
