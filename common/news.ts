import { limits } from './limits';

/** Reactions of a news post, in bar order (position). One per user per post. */
export const newsReactions = [
  { id: 1, emoji: '👍', title: 'Корисно' },
  { id: 2, emoji: '❤️', title: 'Подобається' },
  { id: 3, emoji: '😮', title: 'Неочікувано' },
  { id: 4, emoji: '🤔', title: 'Є питання' },
  { id: 5, emoji: '😡', title: 'Обурює' },
] as const;

export type NewsReactionId = (typeof newsReactions)[number]['id'];
export const newsReactionIds = newsReactions.map((r) => r.id) as number[];

/** Post order: 1 to 5 are pin positions, anything else is 50 (spec part 2 §9). */
export function normalizePostOrder(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  const { min, max, fallback } = limits.postOrder;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** "/news/123-slug" for a post. */
export function newsPostPath(post: { id: number; slug: string }): string {
  return `/news/${post.id}-${post.slug}`;
}

/** List kinds besides category aliases. */
export const newsListKinds = ['all', 'favorites'] as const;

/** Options of the list order control. */
export const newsOrders = [
  { id: 'date', label: 'Найновіші' },
  { id: 'views', label: 'Найпопулярніші' },
  { id: 'likes', label: 'Найбільше реакцій' },
] as const;
export type NewsOrder = (typeof newsOrders)[number]['id'];

/** Who may write news (spec part 1 §6): option news_author or news_editor. */
export function isNewsEditor(
  user: { options?: { news_author?: boolean; news_editor?: boolean } } | null | undefined,
): boolean {
  return Boolean(user?.options?.news_editor || user?.options?.news_author);
}

/** Copy-with-source is off for news editors and moderators (spec part 1 §6). */
export function copiesWithSource(
  user: { options?: { news_author?: boolean; news_editor?: boolean; comments?: boolean } } | null | undefined,
): boolean {
  return !isNewsEditor(user) && !user?.options?.comments;
}

export const newsMessages = {
  lockedVideo: 'ДОСТУП ДО ПЕРЕГЛЯДУ НЕ НАДАНО',
  lockedVideoAlt: 'Доступ до перегляду не надано',
  lockedText: 'Повний текст доступний передплатникам',
  source: (url: string) => `Джерело: ${url}`,
  titleRequired: 'Введіть заголовок новини',
  titleMax: 'Заголовок має бути не довшим за 300 символів',
  contentRequired: 'Додайте текст новини',
  contentMax: 'Текст новини завеликий',
  publishedAtInvalid: 'Некоректна дата публікації',
  reactionInvalid: 'Оберіть одну з реакцій',
  ratingInvalid: 'Оцінка має бути від 1 до 5',
  favoriteInvalid: 'Значення favorite має бути 0 або 1',
  idsInvalid: 'Перелік ids має складатися з чисел через кому',
  imageRequired: 'Додайте зображення',
  categoryUnknown: 'Такої рубрики не існує',
  favoriteKindUnknown: 'Цей тип матеріалів не можна додати в обране',
  shared: 'Посилання скопійовано',
  favoriteAdded: 'Додано в обране',
  favoriteRemoved: 'Прибрано з обраного',
  empty: 'Новин за цим запитом не знайдено',
} as const;
