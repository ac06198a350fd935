/**
 * Search snippets cut from a row's plain text in the application (ADR 066): the fragments around the
 * words a search matched, those words between highlight markers. PostgreSQL's `ts_headline` parsed the
 * whole text of every row of a page with its text-search parser (~6 ms of the database's CPU for the 20
 * bodies of a news search page); here the matches are found in the text (`matchedWords`), and only the
 * words around them are counted.
 *
 * A word is a run of letters and digits (`textWords`, as the search words themselves are split). It
 * matches when it starts with one of the prefixes or equals one of the whole words, letter case aside.
 */
/** What a matched word looks like: the search's words as prefixes, its typo fixes as whole words. */
export interface SnippetTerms {
  prefixes: readonly string[];
  words: readonly string[];
}

export interface SnippetOptions {
  /** Words in one fragment at most. */
  maxWords: number;
  /** Words shown from the start of a text in which no word matches. */
  minWords: number;
  maxFragments: number;
  /** Between two fragments. */
  delimiter: string;
  /** Highlight markers around a matched word. */
  start: string;
  stop: string;
}

/** Words shown before a fragment's first match (the rest of `maxWords` follow it). */
const WORDS_BEFORE = 6;
const WORD = /[\p{L}\p{N}]+/gu;
const SPACES = /\s+/g;

const escapeRegExp = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** A matched word: where it starts and ends in the text. */
export interface WordMatch {
  index: number;
  end: number;
}

/** Finds the next matched word at or after an offset of a text. */
export interface WordMatcher {
  next(text: string, from: number): WordMatch | null;
}

const WORD_REST = /[\p{L}\p{N}]*/uy;
const WORD_CHAR_AT = /[\p{L}\p{N}]/uy;

/** Whether the character (code point) that ends just before `i` is a letter or digit. */
function wordCharBefore(text: string, i: number): boolean {
  if (i <= 0) return false;
  const low = text.charCodeAt(i - 1);
  WORD_CHAR_AT.lastIndex = low >= 0xdc00 && low <= 0xdfff && i >= 2 ? i - 2 : i - 1;
  return WORD_CHAR_AT.test(text);
}

/** Whether a letter or digit starts at `i`. */
function wordCharAt(text: string, i: number): boolean {
  WORD_CHAR_AT.lastIndex = i;
  return i < text.length && WORD_CHAR_AT.test(text);
}

/**
 * What finds the matched words of a text; null when the terms have no word. The expression built per
 * search holds only the words themselves (letter case ignored); where a word begins and ends is read with
 * expressions built once. An expression with Unicode letter classes costs ~0.5 ms to build and compile,
 * and V8 keeps compiled expressions only for a text it has seen: a new term paid that for each of its
 * variants (ADR 066, amendment).
 */
export function matchedWords(terms: SnippetTerms): WordMatcher | null {
  const prefixes = [...new Set(terms.prefixes.filter(Boolean))].map(escapeRegExp);
  // Longest first: where a longer whole word is in the text, a shorter one ends inside a word.
  const words = [...new Set(terms.words.filter(Boolean))].sort((a, b) => b.length - a.length).map(escapeRegExp);
  if (!prefixes.length && !words.length) return null;
  const groups = [
    ...(prefixes.length ? [`(${prefixes.join('|')})`] : []),
    ...(words.length ? [`(${words.join('|')})`] : []),
  ];
  const literal = new RegExp(groups.join('|'), 'giu');
  const prefixGroup = prefixes.length ? 1 : -1;
  return {
    next(text, from) {
      literal.lastIndex = from;
      for (let m = literal.exec(text); m; m = literal.exec(text)) {
        const index = m.index;
        // A match must begin a word: a prefix runs on to the word's end, a whole word must end there.
        if (!wordCharBefore(text, index)) {
          let end = index + m[0].length;
          if (m[prefixGroup] !== undefined) {
            WORD_REST.lastIndex = end;
            end += (WORD_REST.exec(text)?.[0] ?? '').length;
            return { index, end };
          }
          if (!wordCharAt(text, end)) return { index, end };
        }
        literal.lastIndex = index + 1;
      }
      return null;
    },
  };
}

/**
 * Where the fragment around a match at `pos` starts: up to `n` words before it, none before `floor`
 * (the end of the fragment before); with how many words it took.
 */
function wordsBack(text: string, pos: number, n: number, floor: number): { start: number; words: number } {
  // Words are short: n words fit in a stretch a few times n × 12 characters long; a longer stretch is
  // taken only when that one holds fewer words than asked and the text goes on further back.
  for (let reach = n * 24; ; reach *= 2) {
    const from = Math.max(floor, pos - reach);
    const starts: number[] = [];
    WORD.lastIndex = from;
    for (let m = WORD.exec(text); m && m.index < pos; m = WORD.exec(text)) {
      // A word cut by the stretch's start is not counted.
      if (m.index === from && from > floor && wordCharBefore(text, from)) continue;
      starts.push(m.index);
    }
    if (starts.length >= n || from === floor) {
      const words = Math.min(n, starts.length);
      return { start: words ? starts[starts.length - words] : pos, words };
    }
  }
}

/** Where the `n`-th word from `pos` on ends; the text's end when no word follows it. */
function wordsForward(text: string, pos: number, n: number): number {
  let end = pos;
  WORD.lastIndex = pos;
  for (let count = 0; count < n; count++) {
    const m = WORD.exec(text);
    if (!m) return text.length;
    end = m.index + m[0].length;
  }
  return WORD.exec(text) ? end : text.length;
}

/**
 * An edge of a fragment moved out to the white space around the token it is in, so a date or a
 * number written with dots ("03.12.2025") is not cut; never past `floor` going back.
 */
function toSpace(text: string, at: number, step: 1 | -1, floor = 0): number {
  let i = at;
  for (let n = 0; n < 24; n++) {
    const next = step < 0 ? i - 1 : i;
    if (next < floor || next >= text.length || /\s/.test(text[next])) return i;
    i += step;
  }
  return at;
}

/** The text between two offsets with the matched words that end inside it between the markers. */
function markBetween(
  text: string,
  from: number,
  to: number,
  words: WordMatcher,
  opts: Pick<SnippetOptions, 'start' | 'stop'>,
): string {
  let out = '';
  let at = from;
  for (let m = words.next(text, from); m && m.end <= to; m = words.next(text, m.end)) {
    out += `${text.slice(at, m.index)}${opts.start}${text.slice(m.index, m.end)}${opts.stop}`;
    at = m.end;
  }
  return out + text.slice(at, to);
}

/**
 * Up to `maxFragments` fragments of `maxWords` words, each beginning a few words before the first match
 * not yet shown; the first `minWords` words, unmarked, when nothing in the text matches.
 */
export function cutSnippet(text: string, words: WordMatcher | null, opts: SnippetOptions): string {
  const fragments: [number, number][] = [];
  for (let from = 0; words && fragments.length < opts.maxFragments; ) {
    const m = words.next(text, from);
    if (!m) break;
    const before = wordsBack(text, m.index, WORDS_BEFORE, from);
    const end = toSpace(text, wordsForward(text, m.index, opts.maxWords - before.words), 1);
    fragments.push([toSpace(text, before.start, -1, from), end]);
    from = end;
  }
  if (!words || !fragments.length)
    return text
      .slice(0, wordsForward(text, 0, opts.minWords))
      .replace(SPACES, ' ')
      .trim();
  return fragments
    .map(([from, to]) => markBetween(text, from, to, words, opts).replace(SPACES, ' ').trim())
    .join(opts.delimiter);
}

/** The whole text with every matched word marked (a title). */
export function markAll(text: string, words: WordMatcher | null, opts: Pick<SnippetOptions, 'start' | 'stop'>): string {
  return words ? markBetween(text, 0, text.length, words, opts) : text;
}
