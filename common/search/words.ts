/**
 * Query preparation shared by the site search and its sources: trimming (spec part 2 §9: at most 9 999
 * characters), synonym variants, and a light Ukrainian stemmer so word forms meet (відпустки ↔ відпустка).
 */
import { limits } from '../limits';
import { SEARCH_SYNONYMS } from './synonyms';

export const SEARCH_MAX_LENGTH = limits.searchMaxLength;
export const SEARCH_PAGE_SIZE = limits.pageSize.search;

/** The term as searched: trimmed, inner whitespace collapsed, cut at 9 999 characters. */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * Endings stripped from the right, longest first; a stem keeps at least four letters. Nouns in -ія
 * (компенсація, інструкція, консультація) lose the -і- with the ending, so that all their forms —
 * -ія, -ії, -ію, -ією, -ій, -іям, -іями, -іях — meet in one stem (компенсац).
 */
const ENDINGS = [
  'іями',
  ...['ами', 'ями', 'ові', 'еві', 'ого', 'ому', 'ими', 'іми', 'ією', 'іям', 'іях'],
  'ія',
  'ії',
  'ію',
  ...['ах', 'ях', 'ам', 'ям', 'ом', 'ем', 'єм', 'ою', 'ею', 'єю', 'ів', 'їв', 'ей', 'ий', 'ій', 'ої', 'их', 'им', 'ім'],
  ...['а', 'я', 'у', 'ю', 'і', 'ї', 'и', 'о', 'е', 'є', 'ь'],
].sort((a, b) => b.length - a.length);

export function stemUa(word: string): string {
  const w = word.toLowerCase();
  if (!/^[а-яіїєґ’']+$/.test(w) || w.length < 5) return w;
  for (const end of ENDINGS) {
    if (w.endsWith(end) && w.length - end.length >= 4) return w.slice(0, -end.length);
  }
  return w;
}

export function queryWords(q: string): string[] {
  return q
    .toLowerCase()
    .replace(/[’'`ʼ]/g, '’')
    .split(/[^\p{L}\p{N}’]+/u)
    .filter(Boolean);
}

const MAX_VARIANTS = 4;

/**
 * The query and its synonym variants (the original first), lower case. A variant replaces one synonym
 * occurrence with another member of its group.
 */
export function queryVariants(q: string): string[] {
  const base = queryWords(q).join(' ');
  if (!base) return [];
  const out = [base];
  const padded = ` ${base} `;
  for (const group of SEARCH_SYNONYMS) {
    for (const member of group) {
      if (!padded.includes(` ${member} `)) continue;
      for (const other of group) {
        if (other === member) continue;
        const variant = padded.replace(` ${member} `, ` ${other} `).trim();
        if (!out.includes(variant)) out.push(variant);
      }
    }
  }
  return out.slice(0, MAX_VARIANTS);
}

/**
 * The variants worth searching: every word of a variant is required, so a variant that asks for all the
 * words of another and more ("єдиний соціальний внесок" beside "єдиний внесок") can only find a part of
 * what the other finds, and is left out; of variants with the same words the first stays. Each variant
 * left out saves every source its index reads (ADR 050).
 */
export function broadestVariants(variants: readonly string[]): string[] {
  const words = variants.map((v) => new Set(queryWords(v)));
  const covers = (wide: Set<string>, narrow: Set<string>) => [...wide].every((w) => narrow.has(w));
  return variants.filter(
    (_, i) => !words.some((other, j) => j !== i && covers(other, words[i]) && (other.size < words[i].size || j < i)),
  );
}

/** A variant with every word reduced to its stem (what prefix matching runs on). */
export function stemmedQuery(variant: string): string {
  return queryWords(variant).map(stemUa).join(' ');
}

/** One variant a search runs: its words stemmed (prefix matching) and as typed, in lower case. */
export interface SearchVariant {
  stemmed: string;
  plain: string;
}

/**
 * The variants a site search runs: the term and its synonym variants, without repeats once stemmed and
 * without the narrower ones (broadestVariants), each with its words as typed for a source that stems them
 * itself (a stem must be taken once: stemming a stem again may cut it shorter).
 */
export function searchVariants(q: string): SearchVariant[] {
  const all = queryVariants(q).map((plain) => ({ plain, stemmed: stemmedQuery(plain) }));
  const unique = all.filter((v, i) => all.findIndex((o) => o.stemmed === v.stemmed) === i);
  const kept = new Set(broadestVariants(unique.map((v) => v.stemmed)));
  return unique.filter((v) => kept.has(v.stemmed));
}

/**
 * A text's words as the news index splits them (ua_stems, migration 0028): runs of letters and digits,
 * in lower case. The news search splits the reader's words with it too (searchWords).
 */
export function textWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The stems the news index holds for a text: its words, each stemmed once. */
export function textStems(text: string): string[] {
  return textWords(text).map(stemUa);
}
