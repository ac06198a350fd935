import { and, eq, ne, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { documentRubrics, documents, documentTypes } from '../db/schema';
import { AppError } from '../http/errors';
import { documentCardFields } from './list-documents';
import { documentPersonalFields, inTheme, publicDocument } from './documents-query';
import type { DocumentRecord } from './documents.presenter';

const recordFields = {
  ...documentCardFields,
  placeholders: documents.placeholders,
  professionCode: documents.professionCode,
  legal: documents.legal,
  body: documents.body,
  sample: documents.sample,
  rubricId: documents.rubricId,
};

/** A public document of the theme (404 otherwise), with the visitor's own marks. */
export async function getDocument(opts: { db: Db; user: SessionUser | null; id: number; theme?: ThemeId }) {
  const conds = [eq(documents.id, opts.id), publicDocument()];
  if (opts.theme) conds.push(inTheme(opts.theme));
  const [row] = await opts.db
    .select({ ...recordFields, ...documentPersonalFields(opts.user) })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(documentRubrics, eq(documentRubrics.id, documents.rubricId))
    .where(and(...conds))
    .limit(1);
  if (!row) throw new AppError('not_found', { message: 'Документ не знайдено' });
  return row as typeof row & DocumentRecord;
}

/** Other documents of the same rubric, the same type first. */
export async function listRelatedDocuments(opts: {
  db: Db;
  user: SessionUser | null;
  doc: { id: number; rubricId: number; typeAlias: string };
  theme: ThemeId;
  limit?: number;
}) {
  return opts.db
    .select({ ...documentCardFields, ...documentPersonalFields(opts.user) })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId))
    .innerJoin(documentRubrics, eq(documentRubrics.id, documents.rubricId))
    .where(
      and(
        publicDocument(),
        inTheme(opts.theme),
        eq(documents.rubricId, opts.doc.rubricId),
        ne(documents.id, opts.doc.id),
      ),
    )
    .orderBy(sql`${documentTypes.alias} = ${opts.doc.typeAlias} desc`, sql`${documents.publishedAt} desc`)
    .limit(opts.limit ?? 4);
}
