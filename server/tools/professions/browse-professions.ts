import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { professions } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type ClassifierLevel, levelOf, normalizeCode } from '../classifier';

export const LEVEL_LABELS: Record<ClassifierLevel, string> = {
  section: 'Розділ',
  subsection: 'Підрозділ',
  class: 'Клас',
  subclass: 'Підклас',
  group: 'Група',
};

export interface ProfessionTitle {
  id: number;
  code: string;
  title: string;
  /** The code is from the official file or checked against a public source; false: awaits the official file. */
  checked: boolean;
}

/** The columns of a professional title as lists and search show it. */
export const titleFields = {
  id: professions.id,
  code: professions.code,
  title: professions.title,
  checked: professions.checked,
};

export interface ProfessionNode {
  code: string;
  title: string;
  level: ClassifierLevel;
  level_label: string;
}

export interface ProfessionEntry extends ProfessionNode {
  /** Headings from the section down to the parent. */
  path: ProfessionNode[];
  /** Child headings (or subclass codes below a class). */
  children: ProfessionNode[];
  /** Professional titles with this code or under it. */
  titles: ProfessionTitle[];
}

const MAX_TITLES = 300;

function ancestors(code: string): string[] {
  const base = code.split('.')[0];
  const out: string[] = [];
  for (let n = 1; n < base.length; n++) out.push(base.slice(0, n));
  if (code.includes('.')) out.push(base);
  return out;
}

async function headings(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ code: professions.code, title: professions.title })
    .from(professions)
    .where(and(eq(professions.isHeading, 1), inArray(professions.code, codes)))
    .orderBy(asc(professions.id));
  const map = new Map<string, string>();
  for (const r of rows) if (!map.has(r.code)) map.set(r.code, r.title);
  return map;
}

const node = (code: string, title: string | undefined): ProfessionNode => {
  const level = levelOf(code);
  return { code, title: title ?? `Код ${code}`, level, level_label: LEVEL_LABELS[level] };
};

/** The nine sections: the root of the tree. */
export async function listProfessionSections(opts: { db: Db }): Promise<ProfessionNode[]> {
  const rows = await opts.db
    .selectDistinctOn([professions.code], { code: professions.code, title: professions.title })
    .from(professions)
    .where(and(eq(professions.isHeading, 1), eq(professions.level, 'section')))
    .orderBy(asc(professions.code), asc(professions.id));
  return rows.map((r) => node(r.code, r.title));
}

/** One entry of the tree by its code: its path, its children and the titles under it. */
export async function getProfessionEntry(opts: { db: Db; code: string }): Promise<ProfessionEntry> {
  const code = normalizeCode(opts.code);
  if (!code) throw new AppError('validation_failed', { fields: { code: ['Некоректний код класифікатора'] } });
  const { db } = opts;
  const prefix = code.split('.')[0];
  const isDeep = prefix.length >= 3;
  const [names, childHeadings, titles] = await Promise.all([
    headings(db, [...ancestors(code), code]),
    db
      .selectDistinctOn([professions.code], { code: professions.code, title: professions.title })
      .from(professions)
      .where(and(eq(professions.isHeading, 1), eq(professions.parentCode, code)))
      .orderBy(asc(professions.code), asc(professions.id)),
    isDeep
      ? db
          .select(titleFields)
          .from(professions)
          .where(
            and(
              eq(professions.isHeading, 0),
              code.includes('.') ? eq(professions.code, code) : like(professions.code, `${code}%`),
            ),
          )
          .orderBy(asc(professions.code), asc(professions.title))
          .limit(MAX_TITLES)
      : Promise.resolve([] as ProfessionTitle[]),
  ]);
  const exists = names.has(code) || titles.length > 0 || childHeadings.length > 0;
  if (!exists) throw new AppError('not_found', { message: 'Такого коду в класифікаторі немає' });
  const children = childHeadings.map((r) => node(r.code, r.title));
  if (prefix.length === 3 && !code.includes('.')) {
    for (const sub of [...new Set(titles.map((t) => t.code.split('.')[0]))]) {
      if (!children.some((c) => c.code === sub)) children.push(node(sub, undefined));
    }
  }
  return {
    ...node(code, names.get(code) ?? titles.find((t) => t.code === code)?.title),
    path: ancestors(code).map((c) => node(c, names.get(c))),
    children,
    titles,
  };
}
