import { describe, expect, it } from 'vitest';
import { cutSnippet, markAll, matchedWords, type SnippetOptions } from './snippet';

const opts: SnippetOptions = {
  maxWords: 12,
  minWords: 5,
  maxFragments: 2,
  delimiter: ' … ',
  start: '[',
  stop: ']',
};

/** Numbered filler words: "w1 w2 … wn", each one distinct. */
const words = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `слово${from + i}`).join(' ');

describe('search snippets', () => {
  it('marks words that start with a prefix or equal a whole word, whatever their case, and nothing inside a word', () => {
    const re = matchedWords({ prefixes: ['зарплат'], words: ['єсв'] });
    const text = 'Зарплата і ЗАРПЛАТНИЙ фонд; мінзарплата — ні. ЄСВ, єсвік — ні.';
    expect(markAll(text, re, opts)).toBe('[Зарплата] і [ЗАРПЛАТНИЙ] фонд; мінзарплата — ні. [ЄСВ], єсвік — ні.');
  });

  it('takes a few words before the first match and fills the fragment after it', () => {
    const re = matchedWords({ prefixes: ['відпуст'], words: [] });
    const text = `${words(1, 20)} відпустка ${words(21, 60)}`;
    // Six words before the match, the match, five after: twelve in all.
    expect(cutSnippet(text, re, opts)).toBe(`${words(15, 20)} [відпустка] ${words(21, 25)}`);
  });

  it('cuts a second fragment from the next match after the first, joined by the delimiter', () => {
    const re = matchedWords({ prefixes: ['відпуст'], words: [] });
    const text = `відпустка ${words(1, 30)} відпустки ${words(31, 60)} відпусткою ${words(61, 90)}`;
    expect(cutSnippet(text, re, opts)).toBe(
      `[відпустка] ${words(1, 11)} … ${words(25, 30)} [відпустки] ${words(31, 35)}`,
    );
  });

  it('marks every match inside a fragment and starts the next one after it', () => {
    const re = matchedWords({ prefixes: ['лікарнян'], words: ['єсв'] });
    const text = `${words(1, 3)} лікарняні і ЄСВ ${words(4, 40)} Лікарняних ${words(41, 50)}`;
    expect(cutSnippet(text, re, opts)).toBe(
      `${words(1, 3)} [лікарняні] і [ЄСВ] ${words(4, 9)} … ${words(35, 40)} [Лікарняних] ${words(41, 45)}`,
    );
  });

  it('never reaches back into the fragment before', () => {
    const re = matchedWords({ prefixes: ['премі'], words: [] });
    const text = `премія ${words(1, 12)} премії ${words(13, 30)}`;
    // The first fragment ends at слово11; the second may take only слово12 before its match.
    expect(cutSnippet(text, re, opts)).toBe(`[премія] ${words(1, 11)} … слово12 [премії] ${words(13, 22)}`);
  });

  it('does not cut a date or a number written with dots at either end of a fragment', () => {
    const re = matchedWords({ prefixes: ['закон'], words: [] });
    expect(cutSnippet('Від 03.12.2025 № 4695-IX набрав чинності закон про бюджет 1.2.3.4.5.6.7', re, opts)).toBe(
      '03.12.2025 № 4695-IX набрав чинності [закон] про бюджет 1.2.3.4.5.6.7',
    );
  });

  it('shows the first words, unmarked, when nothing matches', () => {
    const re = matchedWords({ prefixes: ['звільнен'], words: [] });
    expect(cutSnippet(`${words(1, 30)}`, re, opts)).toBe(words(1, 5));
    expect(cutSnippet(`${words(1, 30)}`, null, opts)).toBe(words(1, 5));
  });

  it('collapses white space and keeps the punctuation between words', () => {
    const re = matchedWords({ prefixes: ['мінімалк'], words: [] });
    expect(cutSnippet('Від  мінімалки\n\nзалежать: ЄСВ, межа бази.', re, opts)).toBe(
      'Від [мінімалки] залежать: ЄСВ, межа бази.',
    );
  });

  it('treats the characters of a regular expression in a word as letters to find', () => {
    const re = matchedWords({ prefixes: ['a.b', '(c'], words: [] });
    expect(markAll('a.b axb (c', re, opts)).toBe('[a.b] axb [(c]');
    expect(matchedWords({ prefixes: [''], words: [] })).toBeNull();
  });

  it('finds the words before a match far into a long text', () => {
    const re = matchedWords({ prefixes: ['індексац'], words: [] });
    const long = `${words(1, 2000)} індексація ${words(2001, 2100)}`;
    expect(cutSnippet(long, re, opts)).toBe(`${words(1995, 2000)} [індексація] ${words(2001, 2005)}`);
  });

  it('a whole word is found when a shorter one of the same start is a word too, and a match never begins after a letter outside the basic plane', () => {
    const re = matchedWords({ prefixes: [], words: ['від', 'відпустка'] });
    expect(markAll('Відпустка, від і відпустками', re, opts)).toBe('[Відпустка], [від] і відпустками');
    const astral = matchedWords({ prefixes: ['зарп'], words: [] });
    expect(markAll('𝐀зарплата 𝐀 зарплата', astral, opts)).toBe('𝐀зарплата 𝐀 [зарплата]');
  });

  it('finds what the one expression with letter classes found (the matcher it replaced), on mixed texts', () => {
    const pieces = [
      'зарплата',
      'ЗАРПЛАТ',
      'мінзарплата',
      'єсв',
      'ЄСВ',
      'єсвік',
      'від',
      'відпустка',
      'Відпустками',
      'відп',
      '2026',
      'з2',
      '𝐀',
      '𝐀єсв',
      '—',
      ', ',
      '.',
      ' ',
      '  ',
      '\n',
      '(',
      'ї',
      'Їжак',
      'a.b',
      'A.B',
      'ab',
    ];
    const cases = [
      { prefixes: ['зарплат', 'відп'], words: ['єсв', 'від'] },
      { prefixes: [], words: ['відпустка', 'від', 'єсв'] },
      { prefixes: ['a.b', 'ї'], words: [] },
      { prefixes: ['з'], words: ['2026'] },
    ];
    const quote = (w: string) => w.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
    // A fixed sequence of pseudo-random numbers: the same texts on every run.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (const terms of cases) {
      const alternatives = [
        ...(terms.prefixes.length ? [`(?:${terms.prefixes.map(quote).join('|')})[\\p{L}\\p{N}]*`] : []),
        ...(terms.words.length ? [`(?:${terms.words.map(quote).join('|')})(?![\\p{L}\\p{N}])`] : []),
      ];
      const reference = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'giu');
      const matcher = matchedWords(terms);
      for (let n = 0; n < 300; n++) {
        const text = Array.from(
          { length: 1 + Math.floor(random() * 12) },
          () => pieces[Math.floor(random() * pieces.length)],
        ).join(random() < 0.5 ? ' ' : '');
        const expected = [...text.matchAll(reference)].map((m) => [m.index, m.index + m[0].length]);
        const found: number[][] = [];
        for (let m = matcher?.next(text, 0); m; m = matcher?.next(text, m.end)) found.push([m.index, m.end]);
        expect(found, text).toEqual(expected);
      }
    }
  });
});
