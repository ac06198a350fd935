/** Business constants of spec part 2 §9. */
export const limits = {
  pageSize: { records: 20, favorites: 20, documents: 20, handbooks: 12, comments: 20, news: 20, search: 20 },
  newsExcerptWords: 15,
  /** "Останні переглянуті" keeps this many items per user (not in the spec; a bound keeps it cheap). */
  latestViewedMax: 50,
  searchMaxLength: 9999,
  postOrder: { min: 1, max: 5, fallback: 50 },
  activeSubscriptionStatus: 1,
  expiringWithinDays: 14,
  passwordMin: 6,
  emailMax: 255,
  reportUrl: { min: 3, max: 255 },
  reportQuestion: { min: 1, max: 255 },
  attachments: {
    maxFiles: 5,
    maxFileBytes: 2 * 1024 * 1024,
    maxTotalBytes: 10496 * 1024,
    types: ['bmp', 'csv', 'doc', 'docx', 'gif', 'jpeg', 'pdf', 'png', 'rtf', 'txt', 'xls', 'xlsx'],
  },
  seoTextMax: 20000,
  topicsMenuVisible: 5,
  toastMs: 1500,
  menuCounterDefaults: {
    videos: 829,
    consultations: 40786,
    documents: 3426,
    instructions: 1529,
    handbooks: 50,
    checklists: 143,
  },
  errorReportThreads: { hr: 5828, accounting: 10332 },
  currency: 'UAH',
} as const;

/** Phone check: 380, then 3, 4, 5, 6, 7 or 9, then 8 digits. */
export const phonePattern = /^380[345679]\d{8}$/;

/** Search text: trimmed and cut to 9999 characters. */
export function normalizeSearch(q: unknown): string {
  return typeof q === 'string' ? q.trim().slice(0, limits.searchMaxLength) : '';
}
