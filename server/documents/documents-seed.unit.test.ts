import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';
import {
  blockTexts,
  DEMO_COMPANY,
  documentRubrics,
  documentSlug,
  documentTypes,
  fillBlocks,
  PLACEHOLDER_TAGS,
  type SeedDocument,
  seedDocuments,
  tagInputs,
  withDerived,
} from './documents-seed';
import { isValidEdrpou } from './edrpou';
import { seedFormats } from './seed-documents';
import { classifierSeed } from '../tools/classifier';

/** Splits prose into sentences, keeping short abbreviations (м., вул., ст., грн.) inside. */
const sentencesOf = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).reduce<string[]>((sentences, part) => {
    const last = sentences.at(-1);
    if (last !== undefined && /(^|[\s(])[а-яіїєґ’a-z]{1,4}\.$/.test(last))
      sentences[sentences.length - 1] = `${last} ${part}`;
    else sentences.push(part);
    return sentences;
  }, []);

const textsOf = (doc: SeedDocument, which: 'body' | 'sample') => (doc[which] ?? []).flatMap(blockTexts);

describe('documents seed', () => {
  it('has the volumes the section needs', () => {
    expect(seedDocuments.length).toBeGreaterThanOrEqual(80);
    expect(seedDocuments.filter((d) => d.hasSample).length).toBeGreaterThanOrEqual(30);
    expect(seedDocuments.filter((d) => d.type === 'posadova-instruktsiia').length).toBeGreaterThanOrEqual(10);
    expect(seedDocuments.filter((d) => d.type === 'chek-lyst').length).toBeGreaterThanOrEqual(5);
    const fillable = seedDocuments.filter((d) => d.placeholders.some((tag) => tag.startsWith('employee.')));
    expect(fillable.length).toBeGreaterThanOrEqual(10);
  });

  it('has the profile-fill templates for the common cases, with the tags each case needs', () => {
    const needs: Record<string, string[]> = {
      'nakaz-pro-pryiniattia-na-robotu': ['employee.name', 'employee.position', 'date.start', 'amount', 'amount.words'],
      'nakaz-pro-nadannia-shchorichnoi-osnovnoi-vidpustky': ['employee.name', 'date.start', 'date.end', 'days.text'],
      'nakaz-pro-zvilnennia-za-uhodoiu-storin': ['employee.name', 'date.end'],
      'trudovyi-dohovir': ['company.address', 'company.edrpou', 'employee.name', 'amount.words'],
      'dovidka-z-mistsia-roboty': ['company.edrpou', 'company.accountant', 'employee.name', 'date.start'],
      'zaiava-pro-nadannia-shchorichnoi-vidpustky': ['employee.name', 'date.start', 'days.text'],
      'nakaz-pro-napravlennia-u-vidriadzhennia': ['trip.place', 'trip.purpose', 'date.start', 'date.end'],
      'povidomlennia-do-tsk-pro-pryiniattia-viiskovozoboviazanoho': ['company.edrpou', 'employee.name', 'date.start'],
      'nakaz-pro-premiuvannia': ['employee.name', 'amount', 'amount.words'],
      'nakaz-pro-doplatu-za-sumishchennia-posad': ['employee.name', 'amount', 'amount.words'],
    };
    for (const [alias, tags] of Object.entries(needs)) {
      const doc = seedDocuments.find((d) => d.alias === alias);
      expect(doc, alias).toBeDefined();
      expect(doc?.placeholders, alias).toEqual(expect.arrayContaining(tags));
    }
  });

  it('has unique numeric ids and kebab-case Latin aliases that make unique slugs', () => {
    const ids = seedDocuments.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const doc of seedDocuments) {
      expect(Number.isSafeInteger(doc.id) && doc.id > 0).toBe(true);
      expect(doc.alias).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    const slugs = seedDocuments.map(documentSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const aliases = seedDocuments.map((d) => d.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it('refers only to known rubrics and types, and every rubric and type is used', () => {
    const rubrics = new Set(documentRubrics.map((r) => r.alias));
    const types = new Set(documentTypes.map((t) => t.id));
    for (const doc of seedDocuments) {
      expect(rubrics.has(doc.rubric), `${doc.id} rubric ${doc.rubric}`).toBe(true);
      expect(types.has(doc.type), `${doc.id} type ${doc.type}`).toBe(true);
    }
    for (const rubric of rubrics)
      expect(
        seedDocuments.some((d) => d.rubric === rubric),
        rubric,
      ).toBe(true);
    for (const type of types)
      expect(
        seedDocuments.some((d) => d.type === type),
        type,
      ).toBe(true);
    expect(rubrics).toContain('posadovi-instruktsii');
    expect(rubrics).toContain('chek-lysty');
    for (const rubric of documentRubrics) {
      expect(rubric.descriptionTitle && rubric.descriptionText && rubric.footerText).toBeTruthy();
    }
  });

  it('dates every document in 2025–2026 and gives every one a lead and a body', () => {
    for (const doc of seedDocuments) {
      expect(doc.publishedAt).toMatch(/^202[56]-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      expect(Number.isNaN(Date.parse(doc.publishedAt))).toBe(false);
      expect(doc.lead.length).toBeGreaterThan(20);
      expect(doc.body.length).toBeGreaterThan(2);
    }
  });

  it('fills every tag in samples and leaves no tag or blank line there', () => {
    for (const doc of seedDocuments.filter((d) => d.hasSample)) {
      for (const text of textsOf(doc, 'sample')) {
        expect(text, `${doc.id}`).not.toMatch(/\{[a-z.]+\}/);
        expect(text, `${doc.id}`).not.toContain('____');
      }
    }
  });

  it('holds no stand-in text: no lorem, no to-do marks, no ellipses', () => {
    for (const doc of seedDocuments) {
      for (const text of [doc.title, doc.lead, ...doc.legal, ...textsOf(doc, 'body'), ...textsOf(doc, 'sample')]) {
        expect(text, `${doc.id}`).not.toMatch(/lorem|ipsum|todo|tbd|xxx|\.\.\.|…|текст тут|приклад тексту/i);
      }
    }
  });

  it('uses only documented tags in bodies, and no other braces', () => {
    for (const doc of seedDocuments) {
      for (const text of textsOf(doc, 'body')) {
        for (const [, tag] of text.matchAll(/\{([^}]*)\}/g)) {
          expect(PLACEHOLDER_TAGS as readonly string[], `${doc.id}: {${tag}}`).toContain(tag);
        }
      }
    }
  });

  it('writes sample amounts in words exactly as the amount helper does', () => {
    const order = seedDocuments.find((d) => d.alias === 'nakaz-pro-premiuvannia');
    const sampleText = textsOf(order as SeedDocument, 'sample').join('\n');
    expect(sampleText).toContain(`5\u00a0000,00 грн (${amountInWords(5000)})`);
    expect(sampleText).toContain('п’ять тисяч гривень 00 копійок');
  });

  it('fills a template from a profile: company and employee values replace the tags, the rest stays blank', () => {
    const hire = seedDocuments.find((d) => d.alias === 'nakaz-pro-pryiniattia-na-robotu') as SeedDocument;
    const filled = fillBlocks(hire.body, {
      'company.name': 'ТОВ «Тест»',
      'company.edrpou': '14360570',
      'employee.name': 'Тестенко Тетяна Тарасівна',
    }).flatMap(blockTexts);
    expect(filled).toContain('ТОВ «Тест»');
    expect(filled).toContain('Код ЄДРПОУ 14360570');
    expect(filled).toContain('Прийняти на роботу працівника: Тестенко Тетяна Тарасівна.');
    expect(filled.join('\n')).toContain('Посада: ____________;');
  });

  it('asks the user for the source of a derived tag, never for the derived tag itself', () => {
    expect(tagInputs(['employee.name', 'amount.words', 'days.text', 'amount'])).toEqual([
      'employee.name',
      'amount',
      'days',
    ]);
    expect(withDerived({ days: '21', amount: '1902.34' })).toMatchObject({
      'days.text': '21 календарний день',
      amount: '1\u00a0902,34',
      'amount.words': 'одна тисяча дев’ятсот дві гривні 34 копійки',
    });
    expect(withDerived({ days: '3' })['days.text']).toBe('3 календарні дні');
    expect(withDerived({ days: '14' })['days.text']).toBe('14 календарних днів');
  });

  it('uses a demo ЄДРПОУ that passes the control-digit check', () => {
    expect(isValidEdrpou(DEMO_COMPANY['company.edrpou'] as string)).toBe(true);
  });

  it('repeats no prose sentence of six or more words across documents', () => {
    // Prose is paragraphs and list items, lead and title; aligned header lines (addressees, subject
    // lines), signature lines, table cells and lead-ins ending with a colon are form furniture.
    const prose = (blocks: SeedDocument['body'] | null) =>
      (blocks ?? []).flatMap((block) => {
        if (block.kind === 'list') return block.items;
        if (block.kind === 'paragraph' && !block.align) return [block.text];
        return [];
      });
    const owner = new Map<string, number>();
    const repeated: string[] = [];
    for (const doc of seedDocuments) {
      const own = new Set<string>();
      for (const text of [doc.title, doc.lead, ...prose(doc.body), ...prose(doc.sample)]) {
        for (const sentence of sentencesOf(text)) {
          const normal = sentence.trim().toLowerCase();
          if (/[.!?]$/.test(normal) && normal.split(/\s+/).length >= 6) own.add(normal);
        }
      }
      for (const sentence of own) {
        const first = owner.get(sentence);
        if (first !== undefined) repeated.push(`${first} & ${doc.id}: ${sentence}`);
        else owner.set(sentence, doc.id);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('offers PDF for some and XLSX for tabular templates, and links instructions to classifier titles', () => {
    const formats = seedDocuments.map((d) => seedFormats(d));
    expect(formats.every((f) => f[0] === 'docx')).toBe(true);
    expect(formats.filter((f) => f.includes('pdf')).length).toBeGreaterThanOrEqual(15);
    expect(formats.filter((f) => f.includes('xlsx')).length).toBeGreaterThanOrEqual(5);
    const titles = new Set(classifierSeed().titles.map((t) => `${t.code};${t.title}`));
    const linked = seedDocuments.filter((d) => d.professionCode);
    expect(linked.length).toBeGreaterThanOrEqual(8);
    for (const d of linked) {
      expect(d.rubric).toBe('posadovi-instruktsii');
      expect(
        [...titles].some((t) => t.startsWith(`${d.professionCode};`)),
        d.alias,
      ).toBe(true);
    }
  });
});
