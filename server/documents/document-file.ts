import { and, eq } from 'drizzle-orm';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { documentFileName, documentMessages, type DocumentVariant } from '../../common/documents';
import type { ThemeId } from '../../common/themes';
import { loadAccess } from '../access/access';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { documentFiles } from '../db/schema';
import { AppError } from '../http/errors';
import { buildDocx } from './docx-build';
import { protectedDocument } from './documents-query';
import { getDocument } from './get-document';
import { BLANK, type TagValues } from './seed/model';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

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
  const content = await buildDocx({ title: doc.title, blocks });
  await db.insert(documentFiles).values({ documentId: doc.id, variant, format: 'docx', content }).onConflictDoNothing();
  return content;
}

/** The template with its tags replaced; a tag without a value becomes a line to write on. */
export function renderTemplate(template: Buffer, values: TagValues): Buffer {
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
  theme?: ThemeId;
}): Promise<DocumentFile> {
  const doc = await openForDownload(opts);
  if (opts.variant === 'sample' && !doc.hasSample)
    throw new AppError('not_found', { message: documentMessages.noSample });
  const content =
    opts.variant === 'blank'
      ? renderTemplate(await storedDocx(opts.db, doc, 'template'), {})
      : await storedDocx(opts.db, doc, 'sample');
  return { name: documentFileName(doc.title, opts.variant, 'docx'), type: DOCX_TYPE, content };
}

export { storedDocx };
