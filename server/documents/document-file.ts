import { and, eq } from 'drizzle-orm';
import { type DocumentFormat, documentFileName, documentMessages, type DocumentVariant } from '../../common/documents';
import type { ThemeId } from '../../common/themes';
import { loadAccess } from '../access/access';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { documentFiles } from '../db/schema';
import { AppError } from '../http/errors';
import { protectedDocument } from './documents-query';
import { getDocument } from './get-document';
import { BLANK, type DocumentBlock, fillBlocks, type TagValues } from './seed/model';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const FILE_TYPES: Record<DocumentFormat, string> = {
  docx: DOCX_TYPE,
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Builds a PDF or XLSX of finished blocks (no tags left in them). The file libraries (pdfkit, exceljs,
 * docx, docxtemplater: ~2 s of module loading together) load on the first file asked for, not at start.
 */
export async function buildFlat(format: 'pdf' | 'xlsx', opts: { title: string; blocks: DocumentBlock[] }) {
  if (format === 'pdf') return (await import('./pdf-build')).buildPdf(opts);
  return (await import('./xlsx-build')).buildXlsx(opts);
}

export interface DocumentFile {
  name: string;
  type: string;
  content: Buffer;
}

/** The stored file of a variant, built from the document's blocks the first time it is asked for. */
async function storedDocx(
  db: Db,
  doc: Awaited<ReturnType<typeof getDocument>>,
  variant: 'template' | 'sample',
): Promise<Buffer> {
  const where = and(
    eq(documentFiles.documentId, doc.id),
    eq(documentFiles.variant, variant),
    eq(documentFiles.format, 'docx'),
  );
  const [found] = await db.select({ content: documentFiles.content }).from(documentFiles).where(where).limit(1);
  if (found) return Buffer.from(found.content);
  const blocks = variant === 'template' ? doc.body : doc.sample;
  if (!blocks) throw new AppError('not_found', { message: documentMessages.noSample });
  const { buildDocx } = await import('./docx-build');
  const content = await buildDocx({ title: doc.title, blocks });
  await db.insert(documentFiles).values({ documentId: doc.id, variant, format: 'docx', content }).onConflictDoNothing();
  return content;
}

/** The template with its tags replaced; a tag without a value becomes a line to write on. */
export async function renderTemplate(template: Buffer, values: TagValues): Promise<Buffer> {
  const [{ default: Docxtemplater }, { default: PizZip }] = await Promise.all([
    import('docxtemplater'),
    import('pizzip'),
  ]);
  const engine = new Docxtemplater(new PizZip(template), {
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => BLANK,
  });
  engine.render(values);
  return engine.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The document (404 when hidden) after the access check: no access → 403 before any file is read. */
export async function openForDownload(opts: { db: Db; user: SessionUser | null; id: number; theme?: ThemeId }) {
  const [doc, access] = await Promise.all([getDocument(opts), loadAccess(opts)]);
  if (!access.canOpen(protectedDocument(doc))) {
    throw new AppError('no_subscription_access', { message: documentMessages.noAccess });
  }
  return doc;
}

/** A download of the blank template or the filling sample, served only to visitors with access. */
export async function downloadDocument(opts: {
  db: Db;
  user: SessionUser | null;
  id: number;
  variant: DocumentVariant;
  format?: DocumentFormat;
  theme?: ThemeId;
}): Promise<DocumentFile> {
  const format = opts.format ?? 'docx';
  const doc = await openForDownload(opts);
  if (opts.variant === 'sample' && !doc.hasSample)
    throw new AppError('not_found', { message: documentMessages.noSample });
  requireFormat(doc, format);
  let content: Buffer;
  if (format !== 'docx') content = await storedFlat(opts.db, doc, opts.variant, format);
  else
    content =
      opts.variant === 'blank'
        ? await renderTemplate(await storedDocx(opts.db, doc, 'template'), {})
        : await storedDocx(opts.db, doc, 'sample');
  return { name: documentFileName(doc.title, opts.variant, format), type: FILE_TYPES[format], content };
}

/**
 * The stored PDF or XLSX of a variant (the blank's tags as lines to write on), built on first download
 * and kept with the DOCX in `document_files`.
 */
async function storedFlat(
  db: Db,
  doc: Awaited<ReturnType<typeof getDocument>>,
  variant: DocumentVariant,
  format: 'pdf' | 'xlsx',
): Promise<Buffer> {
  const where = and(
    eq(documentFiles.documentId, doc.id),
    eq(documentFiles.variant, variant),
    eq(documentFiles.format, format),
  );
  const [found] = await db.select({ content: documentFiles.content }).from(documentFiles).where(where).limit(1);
  if (found) return Buffer.from(found.content);
  const blocks = variant === 'blank' ? fillBlocks(doc.body, {}, BLANK) : doc.sample;
  if (!blocks) throw new AppError('not_found', { message: documentMessages.noSample });
  const content = await buildFlat(format, { title: doc.title, blocks });
  await db.insert(documentFiles).values({ documentId: doc.id, variant, format, content }).onConflictDoNothing();
  return content;
}

/** 404 unless the document offers the format (checked after access, so nothing leaks before it). */
export function requireFormat(doc: { formats: string[] }, format: DocumentFormat) {
  if (format !== 'docx' && !doc.formats.includes(format))
    throw new AppError('not_found', { message: documentMessages.formatUnavailable });
}

export { storedDocx };
