import { LRUCache } from 'lru-cache';
import { queryWords, stemUa } from '../../../common/search/words';
import { CALCULATOR_INFO } from '../../../common/tools/calculator-catalog';
import type { SearchHit, SearchRequest, SearchSource } from '../../capability';
import { editDistance, normalizeText } from '../classifier/search';
import { listCalculators } from '../calculators/list-calculators';

interface Indexed {
  hit: SearchHit;
  words: string[];
}

let index: Indexed[] | null = null;

function buildIndex(): Indexed[] {
  return listCalculators().map((c) => {
    const text = [c.title, c.description, ...CALCULATOR_INFO[c.alias].keywords].join(' ');
    return {
      hit: { kind: 'calculators', id: c.alias, title: c.title, url: c.url, snippet: c.description },
      words: [
        ...new Set(
          normalizeText(text)
            .split(/[\s.]+/)
            .filter(Boolean)
            .map(stemUa),
        ),
      ],
    };
  });
}

/** A query word meets a text word by prefix or within a small edit distance (one typo from 4 letters). */
function wordMatches(term: string, words: string[]): boolean {
  const allowed = term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
  return words.some(
    (w) => w.startsWith(term) || (allowed > 0 && editDistance(term, w.slice(0, term.length + 1), allowed) <= allowed),
  );
}

/**
 * Which calculators a query word meets, one flag per calculator in the index's order, for the words
 * asked before: the edit distances of a word against every calculator's words are worked out once.
 */
const meetings = new LRUCache<string, boolean[]>({
  max: 2000,
  // A word may be as long as the term (9 999 characters): the words' length is what is bounded.
  maxSize: 200_000,
  sizeCalculation: (met, term) => term.length + met.length,
});

function calculatorsMeeting(term: string, entries: Indexed[]): boolean[] {
  let met = meetings.get(term);
  if (!met) {
    met = entries.map((entry) => wordMatches(term, entry.words));
    meetings.set(term, met);
  }
  return met;
}

/** Calculators as a site-search source: all words of any variant must meet the title, description or keywords. */
async function searchCalculators(request: SearchRequest) {
  index ??= buildIndex();
  const entries = index;
  const variants = request.variants.map((v) =>
    queryWords(v)
      .map((w) => normalizeText(w))
      .filter(Boolean),
  );
  const found = entries.filter((_, i) =>
    variants.some((terms) => terms.length > 0 && terms.every((t) => calculatorsMeeting(t, entries)[i])),
  );
  const start = (request.page - 1) * request.limit;
  return { total: found.length, items: found.slice(start, start + request.limit).map((e) => e.hit) };
}

export const calculatorsSearchSource: SearchSource = {
  kind: 'calculators',
  label: 'Калькулятори',
  search: searchCalculators,
};
