import type { SessionUser } from '../../server/accounts/sessions';
import type { Db } from '../../server/db/client';
import type { StoreDocumentInput } from '../../server/documents/documents.schema';
import { storeDocument, storeRubric } from '../../server/documents/store-document';
import type { DocumentBlock } from '../../server/documents/seed/model';
import { uniq } from './factories';

const editor = (user: SessionUser): SessionUser => ({ ...user, options: { ...user.options, documents_editor: true } });

/** A rubric of its own, so a test lists exactly the documents it built. */
export async function buildDocumentRubric(db: Db, user: SessionUser, title = 'Тестова рубрика') {
  const alias = uniq('rubric')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');
  return storeRubric({
    db,
    user: editor(user),
    input: {
      alias,
      title,
      description_title: 'Опис рубрики для перевірки',
      description_text: 'Текст опису рубрики.',
      footer_text: 'Підсумковий текст рубрики.',
      position: 100,
    },
  });
}

export const ORDER_BODY: DocumentBlock[] = [
  { kind: 'paragraph', text: '{company.name}', align: 'center' },
  { kind: 'paragraph', text: 'Код ЄДРПОУ {company.edrpou}', align: 'center' },
  { kind: 'title', text: 'НАКАЗ' },
  { kind: 'paragraph', text: '{date.doc} № {doc.number}' },
  { kind: 'paragraph', text: 'Про преміювання' },
  { kind: 'paragraph', text: 'ПРЕМІЮВАТИ {employee.name}, {employee.position}, у сумі {amount} ({amount.words}).' },
  { kind: 'signatures', lines: [{ role: 'Директор', name: '{company.director}' }] },
];

/** A published document made through the staff operation. */
export async function buildDocument(
  db: Db,
  user: SessionUser,
  input: Partial<StoreDocumentInput> & { rubric: string },
): Promise<number> {
  const saved = await storeDocument({
    db,
    user: editor(user),
    input: {
      title: input.title ?? `Документ ${uniq('d')}`,
      alias:
        input.alias ??
        uniq('doc')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
      lead: input.lead ?? 'Короткий опис документа.',
      type: input.type ?? 'nakaz',
      access: input.access ?? 'free',
      status: input.status ?? 'published',
      published_at: input.published_at ?? new Date(Date.now() - 60_000).toISOString(),
      legal: input.legal ?? [],
      body: input.body ?? ORDER_BODY,
      sample: input.sample ?? null,
      themes: input.themes ?? ['hr', 'accounting'],
      ...input,
    } as StoreDocumentInput,
  });
  return saved.id;
}
