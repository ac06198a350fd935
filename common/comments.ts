/** Comment rules shared by the comments block and the server. */
export const commentRules = {
  textMax: 5000,
  nameMax: 100,
  paramMax: 255,
  /** Own comments can be edited this long after posting (ADR 023). */
  editWindowMs: 15 * 60_000,
  /** Rendering of long lists (spec part 2 §9): chunks of 50 every 500 ms above these sizes. */
  chunk: { size: 50, everyMs: 500, aboveSearch: 300, aboveList: 10_000 },
  /** A page above this many comments is logged as a warning. */
  warnAbove: 1000,
  /** Largest page a client may ask for. */
  limitMax: 20_000,
} as const;

export const commentMessages = {
  textRequired: 'Напишіть текст коментаря',
  textTooLong: `Коментар має бути не довшим за ${commentRules.textMax} символів`,
  threadMissing: 'Обговорення не знайдено',
  readonly: 'Обговорення закрите для нових коментарів',
  editWindowPassed: 'Коментар можна редагувати лише протягом 15 хвилин після публікації',
  notOwn: 'Можна змінювати лише власні коментарі',
  staffOnly: 'Дія доступна лише модераторам',
  parentMissing: 'Коментар, на який ви відповідаєте, не знайдено',
  nameRequired: 'Вкажіть ім’я',
  statusUnknown: 'Невідомий статус',
  clarifyText: 'Напишіть, що потрібно уточнити',
  posted: 'Коментар опубліковано',
  reportSent: 'Дякуємо! Повідомлення про помилку надіслано',
} as const;

export type CommentStatus = 'answered' | 'inprogress' | 'clarify';
export const commentStatuses = ['answered', 'inprogress', 'clarify'] as const;

/** Staff on comments: the moderator option or the consultant role (spec part 1 §6). */
export function isCommentStaff(user: { options?: { comments?: boolean; consultant?: boolean } } | null): boolean {
  return Boolean(user?.options?.comments || user?.options?.consultant);
}

/** The trailing 'Джерело: <address>' line that copying with source appends is not part of a text. */
export function trimSourceLine(text: string): string {
  return text.replace(/(?:\r?\n)*[ \t]*Джерело:\s*\S+\s*$/u, '').trimEnd();
}

export const commentsChannel = (thread: number) => `comments.${thread}`;
