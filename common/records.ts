/** Video records (spec part 1 §2 "Events, videos and handbooks", part 2 §3 "Event record"). */

export const recordKinds = ['webinar', 'consultation', 'minicourse'] as const;
export type RecordKindId = (typeof recordKinds)[number];

/** The rubric each kind carries; the name 'minicourse' marks a mini-course (spec part 2 §3). */
export const recordRubrics: Record<RecordKindId, { rubric: number; name: string; title: string }> = {
  webinar: { rubric: 1, name: 'webinar', title: 'Вебінари' },
  consultation: { rubric: 2, name: 'consultation', title: 'Відеоконсультації' },
  minicourse: { rubric: 3, name: 'minicourse', title: 'Мінікурси' },
};

/** List types of GET /api/records/search (`type`) and of the /events pages. */
export const recordListTypes = ['all', 'free', 'consultation', 'webinar', 'minicourse', 'favorite', 'bought'] as const;
export type RecordListType = (typeof recordListTypes)[number];

export const recordOrders = ['date', 'views', 'popular', 'title'] as const;
export type RecordOrder = (typeof recordOrders)[number];

export const recordLimits = {
  perPage: 20,
  maxPerPage: 50,
  /** Whole seconds; a recording longer than a day is not a thing. */
  maxTimecode: 86_400,
  /** The player reports the position at most this often (ms). */
  timecodeThrottleMs: 10_000,
  maxIds: 100,
  titleMax: 300,
  descriptionMax: 5_000,
} as const;

/** All-digits → Vimeo, otherwise YouTube (spec part 1 §2). */
export function videoProvider(embedId: string): 'vimeo' | 'youtube' {
  return /^\d+$/.test(embedId) ? 'vimeo' : 'youtube';
}

export function embedUrl(embedId: string, startSeconds = 0): string {
  const start = Math.max(0, Math.floor(startSeconds));
  if (videoProvider(embedId) === 'vimeo') {
    return `https://player.vimeo.com/video/${embedId}?autoplay=1${start ? `#t=${start}s` : ''}`;
  }
  return `https://www.youtube-nocookie.com/embed/${embedId}?autoplay=1&enablejsapi=1${start ? `&start=${start}` : ''}`;
}

export const recordPath = (id: number) => `/events/${id}`;
export const videoPath = (recordId: number, videoId: number) => `/events/${recordId}/${videoId}`;
export const recordFilePath = (recordId: number, fileId: number) => `/api/records/${recordId}/files/${fileId}`;

/** hh:mm:ss → seconds (null for a malformed text). */
export function durationSeconds(text: string): number | null {
  const m = /^(\d{2}):([0-5]\d):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/** Staff who write records, videos and modules. */
export function isRecordsEditor(user: { options?: { records_editor?: boolean } } | null | undefined): boolean {
  return Boolean(user?.options?.records_editor);
}

/** Blocks the page shows (spec part 1 §5): a thread is needed, 'web' template, temporary and title blocks hidden. */
export function isBlockShown(b: {
  thread: number | null;
  template: string;
  type: string;
  name: string;
  view?: string;
}) {
  if (!b.thread || b.template === 'web') return false;
  if (b.type === 'custom' && (b.name === 'about-temporary' || b.name.endsWith('-old-only'))) return false;
  return b.view !== 'title';
}

export const recordMessages = {
  typeInvalid: 'Невідомий тип списку',
  orderInvalid: 'Невідомий порядок сортування',
  idsInvalid: 'Перелік ідентифікаторів має складатися з чисел через кому',
  timeInvalid: 'Час перегляду — ціле число секунд від 0 до 86400',
  durationInvalid: 'Тривалість має формат гг:хх:сс',
  embedInvalid: 'Ідентифікатор відео: цифри Vimeo або 11 символів YouTube',
  kindInvalid: 'Тип запису: вебінар, відеоконсультація або мінікурс',
  titleRequired: 'Вкажіть назву',
  textInvalid: 'Текст містить недопустимі символи',
  recordNotFound: 'Запис не знайдено',
  moduleNotInRecord: 'Модуль належить іншому запису',
  playLabel: 'Дивитися відео',
  emptyList: 'За цими умовами записів немає',
  continueWatching: 'Продовжити перегляд',
  rateNoAccess: 'Оцінити запис можуть ті, кому він відкритий',
  videoSoon: 'Відео буде доступне найближчим часом',
  videoSoonHint: 'Запис ще опрацьовується: ми додамо його сюди, щойно він буде готовий.',
} as const;
