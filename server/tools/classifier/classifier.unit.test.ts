import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildTree,
  classifierSeed,
  titleKey,
  decodeClassifierFile,
  editDistance,
  normalizeCode,
  parentOf,
  parseClassifierCsv,
  searchClassifier,
} from './index';

const sampleBytes = (name: string) => readFileSync(fileURLToPath(new URL(`./sample/${name}`, import.meta.url)));
const sample = decodeClassifierFile(sampleBytes('dk003-sample.csv'));

describe('import parser', () => {
  it('normalises codes', () => {
    expect(normalizeCode(' 2411.2 ')).toBe('2411.2');
    expect(normalizeCode('2441,2')).toBe('2441.2');
    expect(normalizeCode('24112')).toBe('2411.2');
    expect(normalizeCode('1231')).toBe('1231');
    expect(normalizeCode('ХХХ')).toBeNull();
    expect(normalizeCode('12345.6')).toBeNull();
  });

  it('reads the shipped sample (BOM, CRLF, header, quotes, bad rows) and builds the tree', () => {
    const { rows, errors } = parseClassifierCsv(sample);
    expect(rows).toContainEqual({ code: '2411.2', title: 'Бухгалтер' });
    expect(rows).toContainEqual({ code: '2441.2', title: 'Економіст з праці' });
    expect(rows).toContainEqual({
      code: '2441.2',
      title: 'Економіст з договірних та претензійних робіт; юридичний напрям',
    });
    expect(errors).toEqual([
      { line: 14, message: 'Некоректний код «ХХХ»' },
      { line: 15, message: 'Немає назви для коду 3433' },
    ]);
    const tree = buildTree(rows);
    expect(tree.get('2')?.children).toEqual(['24']);
    expect(tree.get('24')?.title).toBe('Інші професіонали');
    expect(tree.get('2411')).toMatchObject({ level: 'subclass', parent: '241', title: null });
    expect(tree.get('2411')?.children).toEqual(['2411.1', '2411.2']);
    expect(tree.get('2411.2')).toMatchObject({ level: 'group', parent: '2411' });
    expect(tree.get('3423')?.parent).toBe('342');
  });

  it('reads a Windows-1251 file as well as UTF-8', () => {
    const { rows, errors } = parseClassifierCsv(decodeClassifierFile(sampleBytes('dk003-sample-cp1251.csv')));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { code: '3423', title: 'Інспектор з кадрів' },
      { code: '2411.2', title: 'Бухгалтер' },
      { code: '4144', title: 'Діловод' },
    ]);
  });

  it('takes comma- and tab-separated files too', () => {
    expect(parseClassifierCsv('3423\tІнспектор з кадрів').rows).toEqual([
      { code: '3423', title: 'Інспектор з кадрів' },
    ]);
    expect(parseClassifierCsv('code,title\n4115,Секретар').rows).toEqual([{ code: '4115', title: 'Секретар' }]);
  });
});

describe('seed data', () => {
  const seed = classifierSeed();

  it('holds the nine sections with their titles and a subsection under each', () => {
    const sections = [...seed.tree.values()].filter((n) => n.level === 'section');
    expect(sections.map((s) => s.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const s of sections) {
      expect(s.title).toBeTruthy();
      expect(s.children.length).toBeGreaterThan(0);
    }
    expect(seed.tree.get('2')?.title).toBe('Професіонали');
  });

  it('puts every title under an existing section with a well-formed code, without duplicates', () => {
    const seen = new Set<string>();
    for (const t of seed.titles) {
      expect(normalizeCode(t.code)).toBe(t.code);
      expect(seed.tree.get(t.code[0])?.level).toBe('section');
      const key = `${t.code}|${t.title}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
    expect(seed.titles).toContainEqual({ code: '2411.2', title: 'Бухгалтер' });
    expect(seed.titles).toContainEqual({ code: '4211', title: 'Касир торговельного залу' });
    expect(seed.titles).toContainEqual({ code: '4223', title: 'Оператор поштового звʼязку' });
  });

  it('holds at least 500 titles, each trimmed, unique by code and title, under a titled class', () => {
    expect(seed.titles.length).toBeGreaterThanOrEqual(500);
    const keys = new Set(seed.titles.map((t) => `${t.code}|${t.title}`));
    expect(keys.size).toBe(seed.titles.length);
    for (const t of seed.titles) {
      expect(t.title, t.code).toBe(t.title.trim());
      expect(t.title, t.code).not.toMatch(/\s{2}/);
      const chain: string[] = [];
      for (let code = parentOf(t.code); code; code = parentOf(code)) chain.push(code);
      expect(chain.map((c) => seed.tree.get(c)?.level)).toEqual(
        t.code.includes('.') ? ['subclass', 'class', 'subsection', 'section'] : ['class', 'subsection', 'section'],
      );
      for (const heading of chain.filter((c) => c.length <= 3))
        expect(seed.tree.get(heading)?.title, `${heading} над ${t.code} ${t.title}`).toBeTruthy();
      expect(seed.tree.get(t.code)?.parent).toBe(chain[0]);
    }
  });

  it('marks as checked the titles whose sources the data file names, not those written from knowledge', () => {
    expect(seed.checked.size).toBeGreaterThanOrEqual(90);
    expect(seed.checked.has(titleKey({ code: '2411.2', title: 'Бухгалтер' }))).toBe(true);
    expect(seed.checked.has(titleKey({ code: '1231', title: 'Директор фінансовий' }))).toBe(true);
    // Written from knowledge: not checked.
    expect(seed.checked.has(titleKey({ code: '1475.4', title: 'Менеджер (управитель) з логістики' }))).toBe(false);
  });

  it('covers the titles HR officers look up most, across all nine sections', () => {
    expect(new Set(seed.titles.map((t) => t.code[0]))).toEqual(new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9']));
    for (const [code, title] of [
      ['2132.2', 'Інженер-програміст'],
      ['3231', 'Сестра медична палатна'],
      ['5132', 'Молодша медична сестра (санітарка, санітарка-прибиральниця, санітарка-буфетниця та ін.)'],
      ['7215', 'Стропальник'],
      ['8332', 'Машиніст екскаватора'],
    ])
      expect(seed.titles).toContainEqual({ code, title });
    expect(searchClassifier(seed.titles, 'програміст').map((h) => h.title)).toContain('Інженер-програміст');
  });
});

describe('search', () => {
  const { titles } = classifierSeed();

  it('finds by code prefix, exact code first', () => {
    const hits = searchClassifier(titles, '2441');
    expect(hits.length).toBeGreaterThan(3);
    expect(hits.every((h) => h.code.startsWith('2441'))).toBe(true);
    expect(searchClassifier(titles, '3423')[0]).toMatchObject({ code: '3423', title: 'Інспектор з кадрів' });
  });

  it('finds misspelt titles', () => {
    expect(searchClassifier(titles, 'бугалтер').map((h) => h.code)).toEqual(expect.arrayContaining(['2411.2', '3433']));
    expect(searchClassifier(titles, 'інспектор кадрив')[0]?.title).toBe('Інспектор з кадрів');
    expect(searchClassifier(titles, 'слюсар ремонтнік')[0]?.title).toBe('Слюсар-ремонтник');
  });

  it('ranks the plain title above longer ones and finds by word prefix', () => {
    const hits = searchClassifier(titles, 'бухгалтер');
    expect(hits[0].title).toBe('Бухгалтер');
    expect(hits.map((h) => h.title)).toContain('Головний бухгалтер');
    expect(searchClassifier(titles, 'економ').length).toBeGreaterThan(5);
  });

  it('returns nothing for nonsense or an empty query', () => {
    expect(searchClassifier(titles, 'ххххххх')).toEqual([]);
    expect(searchClassifier(titles, '   ')).toEqual([]);
  });

  it('measures edit distance with transpositions', () => {
    expect(editDistance('кадри', 'кадри')).toBe(0);
    expect(editDistance('кдари', 'кадри')).toBe(1);
    expect(editDistance('кадрив', 'кадрів')).toBe(1);
    expect(editDistance('кадри', 'кадрів')).toBe(2);
  });
});
