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
  replied: 'Відповідь опубліковано',
  saved: 'Зміни збережено',
  deleted: 'Коментар видалено',
  loadFailed: 'Не вдалося завантажити коментарі, спробуйте ще раз',
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

/** Labels of the statuses a comment can carry (spec part 1 §4). */
export const commentStatusLabels = {
  answered: 'Відповідь надано',
  inprogress: 'В роботі',
  clarify: 'Потрібне уточнення',
} as const;

/** Can this viewer still edit the comment (own and within the window, or staff)? */
export function canEditComment(
  c: { user_id: number | null; created_at: string; state: string },
  viewer: { id: number | null; isStaff: boolean; now: number },
): boolean {
  if (viewer.isStaff) return true;
  if (viewer.id === null || c.user_id !== viewer.id || c.state !== 'visible') return false;
  return viewer.now - new Date(c.created_at).getTime() < commentRules.editWindowMs;
}

/** Comments in a tree, replies included. */
export function countComments(items: readonly { children: readonly unknown[] }[]): number {
  let n = 0;
  for (const c of items) n += 1 + countComments(c.children as { children: unknown[] }[]);
  return n;
}

/**
 * How many comments of a list are rendered after `ticks` chunk intervals (spec part 2 §9): all of
 * them up to the view's threshold, above it one chunk at first and one more every interval.
 */
export function chunkedCount(length: number, view: 'list' | 'search', ticks: number): number {
  const above = view === 'search' ? commentRules.chunk.aboveSearch : commentRules.chunk.aboveList;
  if (length <= above) return length;
  return Math.min(length, commentRules.chunk.size * (ticks + 1));
}

/**
 * The first top-level comments of a tree holding at most `count` comments with their replies
 * (at least one, so a single huge conversation still shows).
 */
export function takeComments<T extends { children: readonly unknown[] }>(items: readonly T[], count: number): T[] {
  const out: T[] = [];
  let n = 0;
  for (const c of items) {
    const size = 1 + countComments(c.children as { children: unknown[] }[]);
    if (out.length && n + size > count) break;
    out.push(c);
    n += size;
  }
  return out;
}
