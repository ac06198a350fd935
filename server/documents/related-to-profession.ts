import { and, asc, eq, like, or } from 'drizzle-orm';
import { documentPath } from '../../common/documents';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { documents } from '../db/schema';
import { inTheme, publicDocument } from './documents-query';

export interface ProfessionDocument {
  id: number;
  title: string;
  url: string;
  profession_code: string;
}

/**
 * Published documents written for a position of the classifier: its code exactly, or any code under
 * it (`2411` finds the instruction for `2411.2`). Codes are digits and dots only (the caller's entry).
 */
export async function relatedToProfession(opts: { db: Db; code: string; theme: ThemeId; limit?: number }) {
  const code = opts.code.trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(code)) return [];
  const rows = await opts.db
    .select({ id: documents.id, alias: documents.alias, title: documents.title, code: documents.professionCode })
    .from(documents)
    .where(
      and(
        publicDocument(),
        inTheme(opts.theme),
        or(eq(documents.professionCode, code), like(documents.professionCode, code.includes('.') ? code : `${code}%`)),
      ),
    )
    .orderBy(asc(documents.professionCode), asc(documents.title))
    .limit(opts.limit ?? 20);
  return rows.map(
    (r): ProfessionDocument => ({ id: r.id, title: r.title, url: documentPath(r), profession_code: r.code ?? '' }),
  );
}
