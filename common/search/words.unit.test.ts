import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS } from './synonyms';
import { broadestVariants, cleanQuery, queryVariants, searchVariants, stemmedQuery, stemUa, textStems } from './words';

describe('site search words', () => {
  it('trims the term to 9 999 characters and collapses whitespace', () => {
    expect(cleanQuery('  ЄСВ \n  з   відпускних ')).toBe('ЄСВ з відпускних');
    expect(cleanQuery('а'.repeat(12000))).toHaveLength(9999);
    expect(cleanQuery(null)).toBe('');
  });

  it('leaves out a variant that asks for all the words of another and more, and repeats of the same words', () => {
    const stemmed = queryVariants('ЄСВ з відпускних').map(stemmedQuery);
    expect(broadestVariants(stemmed)).toEqual([stemmed[0], stemmed[1]]);
    expect(broadestVariants(['внесок єдин', 'єдин внесок', 'єдин соціальн внесок', 'єсв'])).toEqual([
      'внесок єдин',
      'єсв',
    ]);
    // Neither asks for all the words of the other: both stay, in their order.
    expect(broadestVariants(['вз 2026', 'військов збір 2026'])).toEqual(['вз 2026', 'військов збір 2026']);
    expect(broadestVariants([])).toEqual([]);
  });

  it('gives each variant searched with its words as typed, so a source stems them once', () => {
    expect(searchVariants('ЄСВ з відпускних')).toEqual([
      { plain: 'єсв з відпускних', stemmed: `єсв з ${stemUa('відпускних')}` },
      { plain: 'єдиний внесок з відпускних', stemmed: `${stemUa('єдиний')} внесок з ${stemUa('відпускних')}` },
    ]);
    // «система» → «систем»; stemming that again would cut it to «сист».
    expect(stemUa('система')).toBe('систем');
    expect(stemUa(stemUa('система'))).not.toBe('систем');
    expect(textStems('Системи, п’ятниця')).toEqual(['систем', 'п', stemUa('ятниця')]);
    expect(searchVariants('  ')).toEqual([]);
  });

  it('gives every form of a noun in -ія one stem (the genitive plural -ій too)', () => {
    const forms = ['компенсація', 'компенсації', 'компенсацію', 'компенсацією', 'компенсацій', 'компенсаціям'];
    expect([...new Set([...forms, 'компенсаціями', 'компенсаціях'].map(stemUa))]).toEqual(['компенсац']);
    // Other words keep their stems: an adjective of the same root, a short noun whose stem needs the -і-.
    expect(stemUa('компенсаційні')).toBe('компенсаційн');
    expect([stemUa('серія'), stemUa('серії')]).toEqual(['сері', 'сері']);
  });

  it('runs a term with each synonym in place of the one it contains', () => {
    expect(queryVariants('ЄСВ з відпускних')).toEqual([
      'єсв з відпускних',
      'єдиний внесок з відпускних',
      'єдиний соціальний внесок з відпускних',
    ]);
    expect(queryVariants('військовий збір 2026')).toContain('вз 2026');
    expect(queryVariants('відпустка')).toEqual(['відпустка']);
  });

  it('reduces Ukrainian word forms to one stem, leaving short words and codes alone', () => {
    expect(stemUa('відпустки')).toBe(stemUa('відпустка'));
    expect(stemUa('відпусткою')).toBe(stemUa('відпустка'));
    expect(stemUa('лікарняних')).toBe(stemUa('лікарняні'));
    expect(stemUa('єсв')).toBe('єсв');
    expect(stemUa('2411')).toBe('2411');
    expect(stemmedQuery('оплата відпусток')).toBe(`${stemUa('оплата')} ${stemUa('відпусток')}`);
  });

  it('keeps every synonym group of at least two distinct lower-case members', () => {
    for (const group of SEARCH_SYNONYMS) {
      expect(new Set(group).size).toBe(group.length);
      expect(group.length).toBeGreaterThan(1);
      for (const m of group) expect(m).toBe(m.toLowerCase());
    }
  });
});
