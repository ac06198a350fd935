/**
 * Shapes of the demo document templates and the tags a template uses for "заповнити за моїми даними".
 *
 * A body is a list of blocks that both the HTML preview and the DOCX generator render one to one.
 * Text may hold tags in braces; the same body gives three outputs:
 *   - the blank template: every tag becomes a fill-in line (BLANK);
 *   - the filling sample: tags take the demo values of the document;
 *   - the profile fill: tags take the user's company and employee data.
 *
 * Tags (source → meaning):
 *   {company.name}        company    назва підприємства, як у ЄДР: ТОВ «Приклад»
 *   {company.edrpou}      company    код ЄДРПОУ, 8 цифр (checked by ../edrpou.ts)
 *   {company.director}    company    прізвище, ім’я, по батькові керівника
 *   {company.address}     company    місцезнаходження
 *   {company.accountant}  company    прізвище, ім’я, по батькові головного бухгалтера
 *   {employee.name}       employee   прізвище, ім’я, по батькові працівника (називний відмінок)
 *   {employee.position}   employee   посада (професійна назва роботи за класифікатором професій)
 *   {employee.department} employee   структурний підрозділ
 *   {doc.number}          document   номер документа (наказу, договору, довідки)
 *   {date.doc}            document   дата документа
 *   {date.start}          document   дата початку (роботи, відпустки, відрядження, доплати)
 *   {date.end}            document   дата закінчення (відпустки, відрядження, строку)
 *   {days}                document   кількість календарних днів (число)
 *   {days.text}           derived    те саме число з узгодженим іменником: 14 календарних днів, 3 календарні дні
 *   {amount}              document   сума цифрами, грн (оклад, премія, доплата)
 *   {amount.words}        derived    та сама сума словами, from {amount} by ../amount-in-words.ts
 *   {trip.place}          document   місце відрядження (населений пункт, організація)
 *   {trip.purpose}        document   мета відрядження
 *   {work.subject}        document   предмет цивільно-правового договору: послуги, роботи
 *   {position.extra}      document   друга посада: суміщувана, посада відсутнього працівника
 * Names stay in the nominative case: templates put them after a label («Працівник: …»), so a fill
 * never needs declension. Dates are dd.mm.yyyy.
 */
import { amountInWords, formatAmount, pluralForm } from '../amount-in-words';

export type DocumentAccess = 'free' | 'standard' | 'professional' | 'premium';

export const PLACEHOLDER_TAGS = [
  'company.name',
  'company.edrpou',
  'company.director',
  'company.address',
  'company.accountant',
  'employee.name',
  'employee.position',
  'employee.department',
  'doc.number',
  'date.doc',
  'date.start',
  'date.end',
  'days',
  'days.text',
  'amount',
  'amount.words',
  'trip.place',
  'trip.purpose',
  'position.extra',
  'work.subject',
] as const;
export type PlaceholderTag = (typeof PLACEHOLDER_TAGS)[number];

/** What a blank template prints in place of a tag: a line to write on. */
export const BLANK = '____________';

export type DocumentBlock =
  /** The document's own name, centred and bold: «НАКАЗ», «ТРУДОВИЙ ДОГОВІР № {doc.number}». */
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; align?: 'left' | 'center' | 'right' }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  /** One line per signer: role on the left, a line for the signature, the name on the right. */
  | { kind: 'signatures'; lines: { role: string; name: string }[] };

export interface SeedDocument {
  /** Stable numeric id; the page is /documents/{id}-{alias}. */
  id: number;
  alias: string;
  title: string;
  rubric: string;
  type: string;
  lead: string;
  access: DocumentAccess;
  /** ISO date, 2025–2026. */
  publishedAt: string;
  /** Laws and articles the template rests on. */
  legal: string[];
  body: DocumentBlock[];
  hasSample: boolean;
  /** The filled-in sample, present exactly when hasSample. */
  sample: DocumentBlock[] | null;
  /** Tags the body uses, in the order of PLACEHOLDER_TAGS; non-empty means the profile fill applies. */
  placeholders: PlaceholderTag[];
  /** ДК 003:2010 code of the position a job instruction is written for. */
  professionCode?: string;
}

export type TagValues = Partial<Record<PlaceholderTag, string>>;

/** The fictional company every sample is made out to; 12345678 passes the ЄДРПОУ control digit. */
export const DEMO_COMPANY: TagValues = {
  'company.name': 'ТОВ «Приклад»',
  'company.edrpou': '12345678',
  'company.director': 'Прикладенко Петро Петрович',
  'company.address': '01001, м. Київ, вул. Зразкова, буд. 1, офіс 10',
  'company.accountant': 'Зразкова Ірина Іванівна',
};

const TAG_PATTERN = /\{([a-z]+(?:\.[a-z]+)?)\}/g;

export function tagsIn(blocks: DocumentBlock[]): PlaceholderTag[] {
  const found = new Set<string>();
  const scan = (text: string) => {
    for (const match of text.matchAll(TAG_PATTERN)) found.add(match[1]);
  };
  for (const block of blocks) for (const text of blockTexts(block)) scan(text);
  const unknown = [...found].filter((tag) => !(PLACEHOLDER_TAGS as readonly string[]).includes(tag));
  if (unknown.length) throw new Error(`Unknown template tags: ${unknown.join(', ')}`);
  return PLACEHOLDER_TAGS.filter((tag) => found.has(tag));
}

export function blockTexts(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'list':
      return block.items;
    case 'table':
      return [...block.header, ...block.rows.flat()];
    case 'signatures':
      return block.lines.flatMap((line) => [line.role, line.name]);
    default:
      return [block.text];
  }
}

/** Derived tags and the entered tag each is computed from. */
export const DERIVED_TAGS: Partial<Record<PlaceholderTag, PlaceholderTag>> = {
  'amount.words': 'amount',
  'days.text': 'days',
};

/** The values a fill form asks for: the template's tags with derived ones replaced by their sources. */
export function tagInputs(tags: PlaceholderTag[]): PlaceholderTag[] {
  return [...new Set(tags.map((tag) => DERIVED_TAGS[tag] ?? tag))];
}

const CALENDAR_DAYS = ['календарний день', 'календарні дні', 'календарних днів'] as const;

/** Computes the derived tags: the amount in figures and words, the day count with its noun. */
export function withDerived(values: TagValues): TagValues {
  const derived: TagValues = { ...values };
  if (values.amount) {
    derived.amount = formatAmount(values.amount);
    derived['amount.words'] = amountInWords(values.amount);
  }
  if (values.days && /^\d+$/.test(values.days)) {
    derived['days.text'] = `${values.days} ${pluralForm(Number(values.days), CALENDAR_DAYS)}`;
  }
  return derived;
}

/** Replaces tags by values; a tag without a value becomes the fill-in line. */
export function fillBlocks(blocks: DocumentBlock[], values: TagValues, missing = BLANK): DocumentBlock[] {
  const fill = (text: string) => text.replace(TAG_PATTERN, (_, tag: PlaceholderTag) => values[tag] ?? missing);
  return blocks.map((block) => {
    switch (block.kind) {
      case 'list':
        return { ...block, items: block.items.map(fill) };
      case 'table':
        return { ...block, header: block.header.map(fill), rows: block.rows.map((row) => row.map(fill)) };
      case 'signatures':
        return { ...block, lines: block.lines.map((line) => ({ role: fill(line.role), name: fill(line.name) })) };
      default:
        return { ...block, text: fill(block.text) };
    }
  });
}

export interface DocumentInput {
  id: number;
  alias: string;
  title: string;
  rubric: string;
  type: string;
  lead: string;
  access: DocumentAccess;
  publishedAt: string;
  legal?: string[];
  body: DocumentBlock[];
  /**
   * The sample: demo values for the body's tags (merged over DEMO_COMPANY), or hand-written blocks
   * for a form whose sample is more than a fill. Absent → no sample.
   */
  sample?: TagValues | DocumentBlock[];
  /** Names for the sample's last signature block where the template leaves them to be handwritten. */
  sampleSigners?: [role: string, name: string][];
  professionCode?: string;
}

export function defineDocument(input: DocumentInput): SeedDocument {
  const placeholders = tagsIn(input.body);
  let sample: DocumentBlock[] | null = null;
  if (Array.isArray(input.sample)) sample = input.sample;
  else if (input.sample) {
    const values = withDerived({ ...DEMO_COMPANY, ...input.sample });
    const missing = placeholders.filter((tag) => values[tag] === undefined);
    if (missing.length) throw new Error(`Document ${input.id}: sample lacks ${missing.join(', ')}`);
    sample = fillBlocks(input.body, values);
  }
  if (sample && input.sampleSigners) {
    const last = sample.map((block) => block.kind).lastIndexOf('signatures');
    if (last < 0) throw new Error(`Document ${input.id}: sampleSigners without a signature block`);
    sample = sample.map((block, i) => (i === last ? signs(...(input.sampleSigners ?? [])) : block));
  }
  const { sampleSigners: _, ...fields } = input;
  return { ...fields, legal: input.legal ?? [], hasSample: sample !== null, sample, placeholders };
}

// Short block builders keep the content files readable.
export const title = (text: string): DocumentBlock => ({ kind: 'title', text });
export const h = (text: string): DocumentBlock => ({ kind: 'heading', text });
export const p = (text: string): DocumentBlock => ({ kind: 'paragraph', text });
export const center = (text: string): DocumentBlock => ({ kind: 'paragraph', text, align: 'center' });
export const right = (text: string): DocumentBlock => ({ kind: 'paragraph', text, align: 'right' });
export const ol = (...items: string[]): DocumentBlock => ({ kind: 'list', ordered: true, items });
export const ul = (...items: string[]): DocumentBlock => ({ kind: 'list', ordered: false, items });
export const table = (header: string[], ...rows: string[][]): DocumentBlock => ({ kind: 'table', header, rows });
export const signs = (...lines: [role: string, name: string][]): DocumentBlock => ({
  kind: 'signatures',
  lines: lines.map(([role, name]) => ({ role, name })),
});

/** Order head: company, code, «НАКАЗ», date and number, then the subject line. */
export const orderHead = (subject: string): DocumentBlock[] => [
  center('{company.name}'),
  center('Код ЄДРПОУ {company.edrpou}'),
  title('НАКАЗ'),
  p('{date.doc} № {doc.number}'),
  center(subject),
];

/** Approval stamp in the top right corner of local acts and instructions. */
export const approvedBy = (): DocumentBlock[] => [
  right('ЗАТВЕРДЖУЮ'),
  right('Директор {company.name}'),
  right('{company.director}'),
  right('{date.doc}'),
];

export const directorSigns = (): DocumentBlock => signs(['Директор', '{company.director}']);
export const acquainted = (): DocumentBlock => signs(['З наказом ознайомлений(-а)', '{employee.name}']);
