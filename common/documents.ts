/** Documents section: texts and rules shared by the server and the pages (spec part 1 §2). */
import type { PackageCode } from './packages';

export const documentQueries = [
  { id: 'all', label: 'Усі документи' },
  { id: 'sample', label: 'Зі зразком заповнення' },
  { id: 'favorite', label: 'Обрані' },
] as const;
export type DocumentQuery = (typeof documentQueries)[number]['id'];

export const documentAccessLevels = ['free', 'standard', 'professional', 'premium'] as const;
export type DocumentAccessLevel = (typeof documentAccessLevels)[number];

/** Packages that open a document of each level: a higher package includes the lower ones. */
export const documentPackages: Record<DocumentAccessLevel, PackageCode[]> = {
  free: [],
  standard: ['standard', 'professional', 'premium', 'premium-pro'],
  professional: ['professional', 'premium', 'premium-pro'],
  premium: ['premium', 'premium-pro'],
};

export const documentVariants = ['blank', 'sample'] as const;
export type DocumentVariant = (typeof documentVariants)[number];

/** File formats: every document has DOCX; PDF and XLSX are offered where the document lists them. */
export const documentFormats = ['docx', 'pdf', 'xlsx'] as const;
export type DocumentFormat = (typeof documentFormats)[number];
export const formatLabels: Record<DocumentFormat, string> = { docx: 'DOCX', pdf: 'PDF', xlsx: 'XLSX' };

/** A position chosen from the classifier goes into a document with its code. */
export const positionWithCode = (title: string, code: string) => `${title} (код КП ${code})`;

export const documentMessages = {
  typesHeading: 'Типи',
  typesPlaceholder: 'Пошук за типом...',
  empty: 'За цими умовами документів не знайдено',
  noAccess: 'Завантаження документа доступне з передплатою, що його включає',
  noSample: 'Для цього документа немає зразка заповнення',
  notFillable: 'Цей документ не заповнюється за даними підприємства',
  profileMissing: 'Спершу збережіть дані свого підприємства',
  rubricUnknown: 'Такої рубрики документів немає',
  idInvalid: 'Некоректний ідентифікатор документа',
  idsInvalid: 'Некоректний перелік ідентифікаторів',
  typesInvalid: 'Некоректний перелік типів',
  required: 'Це поле необхідно заповнити',
  dateInvalid: 'Введіть дату у форматі дд.мм.рррр',
  amountInvalid: 'Введіть суму цифрами, наприклад 12500 або 12500,50',
  daysInvalid: 'Введіть кількість днів цілим числом',
  formatUnavailable: 'Цей документ не має файлу такого формату',
  formatInvalid: 'Формат файлу: docx, pdf або xlsx',
  fillNeedsAccount: 'Щоб заповнити документ своїми даними, увійдіть або зареєструйтеся',
  positionUnknown: 'Оберіть посаду з класифікатора професій',
  positionCodeInvalid: 'Некоректний код класифікатора професій',
} as const;

/** Labels of the values a fill form asks for (company values come from the stored profile). */
export const fillLabels: Record<string, string> = {
  'employee.name': 'ПІБ працівника',
  'employee.position': 'Посада працівника',
  'employee.department': 'Структурний підрозділ',
  'doc.number': 'Номер документа',
  'date.doc': 'Дата документа',
  'date.start': 'Дата початку',
  'date.end': 'Дата закінчення',
  days: 'Кількість календарних днів',
  amount: 'Сума, грн',
  'trip.place': 'Місце відрядження',
  'trip.purpose': 'Мета відрядження',
  'position.extra': 'Друга посада',
  'work.subject': 'Предмет договору',
};

export const companyFieldLabels = {
  name: 'Назва підприємства',
  edrpou: 'Код ЄДРПОУ',
  director: 'ПІБ керівника',
  address: 'Місцезнаходження',
  accountant: 'ПІБ головного бухгалтера',
} as const;

export const documentPath = (doc: { id: number; alias: string }) => `/documents/${doc.id}-${doc.alias}`;

export const isDocumentsEditor = (user: { options?: { documents_editor?: boolean } } | null | undefined) =>
  Boolean(user?.options?.documents_editor);

/** A file name safe for every system: the document's title, Ukrainian letters kept. */
export function documentFileName(title: string, variant: DocumentVariant | 'filled', ext: string): string {
  const suffix = variant === 'sample' ? ' (зразок)' : variant === 'filled' ? ' (заповнено)' : '';
  const printable = [...`${title}${suffix}`].map((ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('');
  const base = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base.slice(0, 150)}.${ext}`;
}
