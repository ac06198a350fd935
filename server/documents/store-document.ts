import { forgetKept } from '../cache/kept-lists';
import { ensureThread } from '../comments/ensure-thread';
import { eq } from 'drizzle-orm';
import { isDocumentsEditor } from '../../common/documents';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { documentFiles, documentRubrics, documents, documentTypes } from '../db/schema';
import { AppError, validationError } from '../http/errors';
import type { StoreDocumentInput } from './documents.schema';
import { type DocumentBlock, tagsIn } from './seed/model';

function requireEditor(user: SessionUser) {
  if (!isDocumentsEditor(user)) throw new AppError('forbidden');
}

function templateTags(blocks: DocumentBlock[], field: string) {
  try {
    return tagsIn(blocks);
  } catch (err) {
    throw validationError({ [field]: [`Невідомі поля шаблону: ${(err as Error).message.split(': ')[1] ?? ''}`] });
  }
}

/**
 * Staff create or edit a document template (status draft or published). The generated files are
 * dropped on every edit, so the next download builds them from the new blocks.
 */
export async function storeDocument(opts: { db: Db; user: SessionUser; input: StoreDocumentInput }) {
  requireEditor(opts.user);
  const { db, input } = opts;
  const [[rubric], [type]] = await Promise.all([
    db.select({ id: documentRubrics.id }).from(documentRubrics).where(eq(documentRubrics.alias, input.rubric)),
    db.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.alias, input.type)),
  ]);
  if (!rubric) throw validationError({ rubric: ['Такої рубрики документів немає'] });
  if (!type) throw validationError({ type: ['Такого типу документів немає'] });
  const placeholders = templateTags(input.body, 'body');
  if (input.sample) templateTags(input.sample, 'sample');
  const publishedAt = input.published_at
    ? new Date(input.published_at)
    : input.status === 'published'
      ? new Date()
      : null;
  const values = {
    alias: input.alias,
    title: input.title,
    lead: input.lead,
    rubricId: rubric.id,
    typeId: type.id,
    access: input.access,
    status: input.status,
    publishedAt,
    legal: input.legal,
    body: input.body,
    sample: input.sample ?? null,
    hasSample: Boolean(input.sample?.length),
    placeholders,
    formats: ['docx', ...new Set(input.formats)],
    professionCode: input.profession_code ?? null,
    themes: input.themes,
    updatedAt: new Date(),
  };
  if (input.id) {
    const [row] = await db.update(documents).set(values).where(eq(documents.id, input.id)).returning();
    if (!row) throw new AppError('not_found', { message: 'Документ не знайдено' });
    await db.delete(documentFiles).where(eq(documentFiles.documentId, row.id));
    // The lists' kept counts (ADR 046) count this document as it is now.
    forgetKept(db);
    return { id: row.id, created: false };
  }
  // The document's comments thread is made with it, in one transaction.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(documents).values(values).returning({ id: documents.id });
    await ensureThread(tx, { kind: 'document', itemId: row.id, title: input.title, themes: input.themes });
    return { id: row.id, created: true };
  });
  forgetKept(db);
  return created;
}

/** Staff publish or unpublish a document without touching its content. */
export async function publishDocument(opts: { db: Db; user: SessionUser; id: number; publish: boolean }) {
  requireEditor(opts.user);
  const [row] = await opts.db
    .update(documents)
    .set(
      opts.publish
        ? { status: 'published', publishedAt: new Date(), updatedAt: new Date() }
        : { status: 'draft', updatedAt: new Date() },
    )
    .where(eq(documents.id, opts.id))
    .returning({ id: documents.id, status: documents.status });
  if (!row) throw new AppError('not_found', { message: 'Документ не знайдено' });
  forgetKept(opts.db);
  return row;
}

/** Staff create or edit a rubric by its alias. */
export async function storeRubric(opts: {
  db: Db;
  user: SessionUser;
  input: {
    alias: string;
    title: string;
    description_title: string;
    description_text: string;
    footer_text: string;
    position: number;
  };
}) {
  requireEditor(opts.user);
  const { input } = opts;
  const values = {
    alias: input.alias,
    title: input.title,
    descriptionTitle: input.description_title,
    descriptionText: input.description_text,
    footerText: input.footer_text,
    position: input.position,
  };
  const [row] = await opts.db
    .insert(documentRubrics)
    .values(values)
    .onConflictDoUpdate({ target: documentRubrics.alias, set: values })
    .returning();
  return row;
}
