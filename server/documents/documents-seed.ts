/**
 * Demo content of the documents section: rubrics, document types and template documents.
 * Typed data only; the capability that stores them, renders previews and builds DOCX files reads
 * these exports. Block shapes, template tags and the demo company are described in ./seed/model.ts.
 */
import { applications } from './seed/applications';
import { checklists } from './seed/checklists';
import { contracts } from './seed/contracts';
import { hrOrders } from './seed/hr-orders';
import { jobInstructions } from './seed/job-instructions';
import { leaveOrders, tripOrders } from './seed/leave-trip-orders';
import { militaryDocuments } from './seed/military';
import type { SeedDocument } from './seed/model';
import { acts, policies } from './seed/policies-acts';
import { certificates, schedules } from './seed/schedules-certificates';

export type { DocumentAccess, DocumentBlock, PlaceholderTag, SeedDocument, TagValues } from './seed/model';
export {
  BLANK,
  blockTexts,
  DEMO_COMPANY,
  DERIVED_TAGS,
  fillBlocks,
  PLACEHOLDER_TAGS,
  tagInputs,
  withDerived,
} from './seed/model';
export { type DocumentRubric, type DocumentType, documentRubrics, documentTypes } from './seed/rubrics';

export const seedDocuments: SeedDocument[] = [
  ...jobInstructions,
  ...checklists,
  ...hrOrders,
  ...leaveOrders,
  ...tripOrders,
  ...applications,
  ...contracts,
  ...militaryDocuments,
  ...schedules,
  ...certificates,
  ...policies,
  ...acts,
].sort((a, b) => a.id - b.id);

/** The path segment of a document page: /documents/{id}-{alias}. */
export const documentSlug = (doc: Pick<SeedDocument, 'id' | 'alias'>): string => `${doc.id}-${doc.alias}`;
