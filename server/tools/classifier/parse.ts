/**
 * Import parser for the professions classifier ДК 003:2010 as published in tables: one row per entry,
 * `code;title` (the semicolon CSV spreadsheets export in Ukrainian locales; comma and tab work too).
 * Codes are normalised (spaces, comma decimal, the dotless 5-digit form) and the tree is built from code
 * prefixes: розділ (1 digit) → підрозділ (2) → клас (3) → підклас (4) → група (4 digits + .N).
 */

export type ClassifierLevel = 'section' | 'subsection' | 'class' | 'subclass' | 'group';

export interface ClassifierRow {
  code: string;
  title: string;
}

export interface ClassifierNode {
  code: string;
  title: string | null;
  level: ClassifierLevel;
  parent: string | null;
  children: string[];
}

export interface ParsedClassifier {
  rows: ClassifierRow[];
  errors: { line: number; message: string }[];
}

const LEVELS: ClassifierLevel[] = ['section', 'subsection', 'class', 'subclass'];

/** Canonical code (`2411.2`, `1231`, `24`) or null when the text is not a classifier code. */
export function normalizeCode(raw: string): string | null {
  let code = raw.replace(/[\s\u00a0"']/g, '').replace(',', '.');
  if (/^\d{5}$/.test(code)) code = `${code.slice(0, 4)}.${code.slice(4)}`;
  if (/^\d{1,4}$/.test(code)) return code;
  if (/^\d{4}\.\d{1,2}$/.test(code)) return code;
  return null;
}

export function levelOf(code: string): ClassifierLevel {
  return code.includes('.') ? 'group' : LEVELS[code.length - 1];
}

export function parentOf(code: string): string | null {
  if (code.includes('.')) return code.split('.')[0];
  return code.length > 1 ? code.slice(0, -1) : null;
}

/** Splits one line of delimited text, honouring double quotes ("" inside quotes is a quote). */
function splitLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

function detectDelimiter(line: string): string {
  for (const d of [';', '\t', ',']) if (line.includes(d)) return d;
  return ';';
}

function cleanTitle(title: string): string {
  return title.replace(/\s+/g, ' ').replace(/[’`]/g, 'ʼ').replace(/'/g, 'ʼ').trim();
}

/** Rows of a `code;title` table. A header row and blank lines are skipped; bad rows are reported by line. */
export function parseClassifierCsv(text: string): ParsedClassifier {
  const rows: ClassifierRow[] = [];
  const errors: ParsedClassifier['errors'] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const first = lines.find((l) => l.trim() !== '') ?? '';
  const delimiter = detectDelimiter(first);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const [rawCode = '', ...rest] = splitLine(line, delimiter);
    const title = cleanTitle(rest.join(delimiter === ',' ? ', ' : ' '));
    const code = normalizeCode(rawCode);
    if (!code) {
      if (index === lines.indexOf(first) && /код|code/i.test(rawCode)) return;
      errors.push({ line: index + 1, message: `Некоректний код «${rawCode.trim()}»` });
      return;
    }
    if (!title) {
      errors.push({ line: index + 1, message: `Немає назви для коду ${code}` });
      return;
    }
    rows.push({ code, title });
  });
  return { rows, errors };
}

/**
 * The tree of codes. Sections, subsections and classes take the first title given for their code as
 * their heading; 4-digit and dotted codes carry professional titles (several per code), which stay rows.
 */
export function buildTree(rows: ClassifierRow[]): Map<string, ClassifierNode> {
  const nodes = new Map<string, ClassifierNode>();
  const ensure = (code: string): ClassifierNode => {
    let node = nodes.get(code);
    if (node) return node;
    const parent = parentOf(code);
    node = { code, title: null, level: levelOf(code), parent, children: [] };
    nodes.set(code, node);
    if (parent) {
      const p = ensure(parent);
      p.children.push(code);
    }
    return node;
  };
  for (const row of rows) {
    const node = ensure(row.code);
    if (node.title === null && row.code.length <= 3) node.title = row.title;
  }
  for (const node of nodes.values()) node.children.sort();
  return nodes;
}

/**
 * Text of an official file as bytes: UTF-8 (with or without BOM) when it decodes cleanly, otherwise
 * Windows-1251, the encoding Ukrainian spreadsheets are often saved in.
 */
export function decodeClassifierFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}
