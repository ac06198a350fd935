/** Handbooks vocabulary shared by the API, the pages and the tests (spec part 1 §2, part 2 §3). */

export const handbookKindName = 'handbook';

export const handbookTexts = {
  caption: 'Довідники',
  topicsHeading: 'Теми',
  topicsPlaceholder: 'Пошук тем',
  lockedText: 'Повний текст довідника доступний передплатникам',
  chapters: 'Зміст',
  empty: 'За вибраними умовами довідників немає',
  invalidCategory: 'Пошук доступний у категорії handbooks',
  invalidTopics: 'Некоректний перелік тем',
  invalidType: 'Некоректний тип довідників',
  invalidOrder: 'Некоректне сортування',
  titleRequired: 'Введіть назву довідника',
  chaptersRequired: 'Додайте хоча б один розділ',
  chapterTitleRequired: 'Введіть назву розділу',
  topicUnknown: 'Такої теми немає',
  rateNoAccess: 'Оцінити довідник можуть ті, кому він відкритий',
} as const;

/** The single-choice type filter: ids include all and favorite (spec part 2 §3). */
export const handbookTypes = [
  { id: 'all', label: 'Усі довідники' },
  { id: 'free', label: 'Безкоштовні' },
  { id: 'favorite', label: 'Обрані' },
] as const;
export type HandbookType = (typeof handbookTypes)[number]['id'];

export const handbookOrders = ['date', 'views', 'title'] as const;
export type HandbookOrder = (typeof handbookOrders)[number];

/** The list's query name for the topic filter (spec: filters with queryName handbooksItems). */
export const handbookTopicsQuery = 'handbooksItems';

export const handbookPath = (id: number) => `/handbooks/${id}`;
export const handbookChildPath = (id: number, childId: number) => `/handbooks/${id}/${childId}`;

/** Who may write handbooks: the handbooks_editor option (staff). */
export function isHandbookEditor(user: { options?: { handbooks_editor?: boolean } } | null | undefined): boolean {
  return Boolean(user?.options?.handbooks_editor);
}
