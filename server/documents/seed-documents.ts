import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentRubrics, documents, documentTypes } from '../db/schema';
import { documentRubrics as seedRubrics, documentTypes as seedTypes, seedDocuments } from './documents-seed';
import type { SeedDocument } from './seed/model';

/** Rubrics and document types: reference data, kept in step with the seed on every start. */
export async function seedDocumentTaxonomy(db: Db) {
  for (const [position, r] of seedRubrics.entries()) {
    const values = {
      alias: r.alias,
      title: r.title,
      descriptionTitle: r.descriptionTitle,
      descriptionText: r.descriptionText,
      footerText: r.footerText,
      position,
    };
    await db.insert(documentRubrics).values(values).onConflictDoUpdate({ target: documentRubrics.alias, set: values });
  }
  for (const [position, t] of seedTypes.entries()) {
    await db
      .insert(documentTypes)
      .values({ alias: t.id, label: t.label, position })
      .onConflictDoUpdate({ target: documentTypes.alias, set: { label: t.label, position } });
  }
}

/**
 * Formats of a demo document besides DOCX: a PDF for job instructions, checklists and
 * military-registration forms (printed and signed as they are), an XLSX where the template has a table
 * (registers, schedules, lists to keep in a spreadsheet).
 */
export function seedFormats(d: SeedDocument): string[] {
  const formats = ['docx'];
  if (d.rubric === 'posadovi-instruktsii' || d.type === 'chek-lyst' || d.rubric === 'viiskovyi-oblik')
    formats.push('pdf');
  if (d.body.some((b) => b.kind === 'table')) formats.push('xlsx');
  return formats;
}

/**
 * The demo templates with their stable ids (the DOCX files are built on first download, see ADR
 * 025). Military-registration documents belong to the HR theme only.
 */
export async function seedDemoDocuments(db: Db) {
  const rubrics = new Map((await db.select().from(documentRubrics)).map((r) => [r.alias, r.id]));
  const types = new Map((await db.select().from(documentTypes)).map((t) => [t.alias, t.id]));
  const rows = seedDocuments.map((d) => {
    const rubricId = rubrics.get(d.rubric);
    const typeId = types.get(d.type);
    if (!rubricId || !typeId) throw new Error(`Document ${d.id}: unknown rubric or type`);
    return {
      id: d.id,
      alias: d.alias,
      title: d.title,
      lead: d.lead,
      rubricId,
      typeId,
      access: d.access,
      status: 'published',
      publishedAt: new Date(`${d.publishedAt}T09:00:00+02:00`),
      legal: d.legal,
      body: d.body,
      sample: d.sample,
      hasSample: d.hasSample,
      placeholders: d.placeholders,
      formats: seedFormats(d),
      professionCode: d.professionCode ?? null,
      themes: d.rubric === 'viiskovyi-oblik' ? ['hr'] : ['hr', 'accounting'],
    };
  });
  await db.insert(documents).values(rows).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('documents', 'id'), greatest((select max(id) from documents), 1))`,
  );
}
