/**
 * Typo-tolerant search over classifier titles and codes, pure and in memory (the database-backed search
 * with trigrams replaces it for the full list). A query of digits matches codes by prefix; words match
 * title words by prefix or within an edit distance that grows with the word's length.
 */
import { ukCompare } from '../../../common/uk-locale';
import type { ClassifierRow } from './parse';

export interface ClassifierHit extends ClassifierRow {
  score: number;
}

/** Lower case, one apostrophe, ґ/г and е/є/ё kept apart, punctuation to spaces. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’'`ʼ]/g, '')
    .replace(/[^0-9a-zа-яіїєґ.]+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  return normalizeText(text)
    .split(/[\s.-]+/)
    .filter(Boolean);
}

/** Damerau–Levenshtein (optimal string alignment) distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = new Array(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length];
}

function allowedTypos(word: string): number {
  if (word.length <= 3) return 0;
  if (word.length <= 6) return 1;
  return 2;
}

/** Best match quality of one query word against a title's words: 3 exact, 2 prefix, 1 typo, 0 none. */
function wordScore(q: string, titleWords: string[]): number {
  let best = 0;
  for (const w of titleWords) {
    if (w === q) return 3;
    if (w.startsWith(q) && q.length >= 2) best = Math.max(best, 2);
    else if (best < 1) {
      const max = allowedTypos(q);
      if (max > 0 && editDistance(q, w.slice(0, q.length + max), max) <= max) best = 1;
      else if (max > 0 && editDistance(q, w, max) <= max) best = 1;
    }
  }
  return best;
}

export function searchClassifier(rows: ClassifierRow[], query: string, limit = 20): ClassifierHit[] {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  const code = q.replace(/\s/g, '').replace(',', '.');
  if (/^\d[\d.]*$/.test(code)) {
    return rows
      .filter((r) => r.code.startsWith(code))
      .map((r) => ({ ...r, score: r.code === code ? 100 : 50 }))
      .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code) || ukCompare(a.title, b.title))
      .slice(0, limit);
  }
  const queryWords = words(q);
  if (queryWords.length === 0) return [];
  const hits: ClassifierHit[] = [];
  for (const row of rows) {
    const titleWords = words(row.title);
    let score = 0;
    for (const qw of queryWords) {
      const s = wordScore(qw, titleWords);
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score > 0) {
      // Shorter titles first among equals: «Бухгалтер» before «Головний бухгалтер».
      hits.push({ ...row, score: score * 10 - titleWords.length });
    }
  }
  return hits
    .sort((a, b) => b.score - a.score || ukCompare(a.title, b.title) || a.code.localeCompare(b.code))
    .slice(0, limit);
}
