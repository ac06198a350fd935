import {
  type DocumentFormat,
  documentFormats,
  documentPath,
  documentVariants,
  fillLabels,
  formatLabels,
} from '../../common/documents';
import type { Access } from '../access/access';
import { BLANK, type DocumentBlock, fillBlocks, type PlaceholderTag, tagInputs } from './seed/model';
import type { DocumentListRow, listDocuments } from './list-documents';
import { protectedDocument } from './documents-query';

/** At most this many blocks (and at most half) of the template are the lead a visitor without access sees. */
export const PREVIEW_LEAD_BLOCKS = 8;

export function presentDocumentCard(row: DocumentListRow, opts: { access: Access }) {
  const hasAccess = opts.access.canOpen(protectedDocument(row));
  return {
    id: row.id,
    alias: `${row.id}-${row.alias}`,
    url: documentPath(row),
    title: row.title,
    lead: row.lead,
    type: { id: row.typeAlias, label: row.typeLabel },
    rubric: { alias: row.rubricAlias, title: row.rubricTitle },
    has_sample: row.hasSample,
    formats: documentFormats.filter((f) => f === 'docx' || row.formats.includes(f)),
    is_fillable: row.isFillable,
    access: row.access === 'free',
    hasAccess,
    date: row.publishedAt ? row.publishedAt.toISOString() : null,
    views: row.views,
    share_count: row.shareCount,
    favorites_count: row.favoritesCount,
    comments_count: row.commentsCount,
    favorite: { enabled: Boolean(opts.access.user), inFavorites: Boolean(row.favorite) },
    viewed: Boolean(row.viewed),
  };
}

export type DocumentCard = ReturnType<typeof presentDocumentCard>;

export function presentDocumentList(list: Awaited<ReturnType<typeof listDocuments>>, opts: { access: Access }) {
  const rubric = list.rubric;
  return {
    data: list.rows.map((row) => presentDocumentCard(row, opts)),
    meta: {
      current_page: list.page,
      last_page: Math.max(1, Math.ceil(list.total / list.limit)),
      per_page: list.limit,
      total: list.total,
    },
    totals: { absolute_total: list.absoluteTotal },
    rubric: rubric ? { alias: rubric.alias, title: rubric.title } : null,
    descriptionTitle: rubric?.descriptionTitle ?? DEFAULT_TEXTS.descriptionTitle,
    descriptionText: rubric?.descriptionText ?? DEFAULT_TEXTS.descriptionText,
    footerText: rubric?.footerText ?? DEFAULT_TEXTS.footerText,
    filter_counters: {
      queries: list.counters,
      filter_type: [{ items: list.typeCounts.map((t) => ({ id: t.id, label: t.label, count: t.count })) }],
    },
  };
}

const DEFAULT_TEXTS = {
  descriptionTitle: 'Шаблони документів для кадровика і бухгалтера',
  descriptionText:
    'Накази, заяви, договори, посадові інструкції, чек-листи і форми військового обліку, складені за чинним ' +
    'законодавством 2026 року. Більшість шаблонів мають зразок заповнення, а частину можна заповнити даними ' +
    'вашого підприємства і завантажити готовим файлом DOCX.',
  footerText:
    'Перед використанням звірте шаблон із власними локальними актами: колективний договір може встановлювати ' +
    'додаткові умови.',
};

export interface DocumentRecord extends DocumentListRow {
  placeholders: string[];
  professionCode: string | null;
  legal: string[];
  body: DocumentBlock[];
  sample: DocumentBlock[] | null;
  likes?: unknown;
}

/**
 * The document page's data. Everybody gets the title, lead and the beginning of the template as an
 * HTML-ready preview; the whole template, the sample preview and the fill form need access.
 */
export function presentDocument(doc: DocumentRecord, opts: { access: Access }) {
  const card = presentDocumentCard(doc, opts);
  const template = fillBlocks(doc.body, {}, BLANK);
  const lead = Math.min(PREVIEW_LEAD_BLOCKS, Math.ceil(template.length / 2));
  const fillInputs = tagInputs(doc.placeholders as PlaceholderTag[]).filter((tag) => !tag.startsWith('company.'));
  return {
    ...card,
    legal: doc.legal,
    preview: card.hasAccess ? template : template.slice(0, lead),
    preview_is_cut: !card.hasAccess && template.length > lead,
    sample_preview: card.hasAccess ? doc.sample : null,
    fill: card.is_fillable
      ? {
          uses_company: doc.placeholders.some((t) => t.startsWith('company.')),
          inputs: fillInputs.map((tag) => ({
            id: tag,
            label: fillLabels[tag] ?? tag,
            /** The position is chosen from the professions classifier (free text when it is not there). */
            classifier: tag === 'employee.position',
          })),
          formats: card.formats,
        }
      : null,
    profession_code: doc.professionCode,
    files: documentVariants
      .filter((variant) => variant === 'blank' || doc.hasSample)
      .flatMap((variant) =>
        card.formats.map((format: DocumentFormat) => ({
          variant,
          format,
          label: `${variant === 'blank' ? 'Бланк документа' : 'Зразок заповнення'} (${formatLabels[format]})`,
          url: `/api/documents/document/${doc.id}/download/${variant}${format === 'docx' ? '' : `?format=${format}`}`,
        })),
      ),
  };
}

export type DocumentView = ReturnType<typeof presentDocument>;
