import { madeOncePer } from '../../../common/made-once';
import type { OrInPage } from '../../lib/in-page';
/** Shapes of the news API answers as the pages use them (the server presenter is the source). */
export interface NewsTaxon {
  id: number;
  alias: string;
  title: string;
}

export interface NewsCardView {
  id: number;
  alias: string;
  url: string;
  title: string;
  excerpt: string;
  image_url: string | null;
  published_at: string | null;
  is_fixed: boolean;
  post_access: boolean;
  categories: (NewsTaxon & { subscribed: boolean; options: { subscribe_block: boolean } })[];
  labels: NewsTaxon[];
  type: NewsTaxon | null;
  views: number;
  favorite: boolean;
  favorites_count: number;
  comments_count: number;
  likes_count: number;
  share_count: number;
  headline?: string | null;
  title_headline?: string | null;
}

/**
 * What a card on a page shows (`NewsCard`): the page's loader sends only these fields of the API's card,
 * so the data serialized into the HTML for hydration carries nothing the card does not render.
 */
export type NewsCardOnPage = Pick<
  NewsCardView,
  | 'id'
  | 'url'
  | 'title'
  | 'excerpt'
  | 'published_at'
  | 'is_fixed'
  | 'post_access'
  | 'views'
  | 'favorites_count'
  | 'comments_count'
  | 'likes_count'
  | 'headline'
  | 'title_headline'
> & { categories: { title: string }[]; type: { title: string } | null };

/** The API's card cut to what `NewsCard` shows (its first category only). */
export function cardOnPage(card: NewsCardView): NewsCardOnPage {
  const first = card.categories[0];
  return {
    id: card.id,
    url: card.url,
    title: card.title,
    excerpt: card.excerpt,
    published_at: card.published_at,
    is_fixed: card.is_fixed,
    post_access: card.post_access,
    views: card.views,
    favorites_count: card.favorites_count,
    comments_count: card.comments_count,
    likes_count: card.likes_count,
    categories: first ? [{ title: first.title }] : [],
    type: card.type ? { title: card.type.title } : null,
    ...(card.headline != null ? { headline: card.headline } : {}),
    ...(card.title_headline != null ? { title_headline: card.title_headline } : {}),
  };
}

export interface NewsLike {
  reactionId: number;
  count: number;
  position: number;
  updated_at: string | null;
}

export interface NewsPostView extends NewsCardView {
  content: string | null;
  content_short: string;
  description: string;
  options: { contents_list: { hash: string; data_id: string; title: string; level: 2 | 3 }[] };
  likes: NewsLike[];
  likes_personal: number | null;
  comments_names: string[];
  comments_others: number;
  viewed: boolean;
  rating: number;
  rating_count: number;
  seo: { title: string; description: string; image_url: string | null };
}

/** What the article page shows of the API's post (`NewsArticle`); the page's loader sends only this. */
export type NewsArticleOnPage = Pick<
  NewsPostView,
  | 'id'
  | 'title'
  | 'published_at'
  | 'views'
  | 'image_url'
  | 'post_access'
  | 'options'
  | 'likes'
  | 'likes_personal'
  | 'favorite'
  | 'favorites_count'
  | 'share_count'
  | 'comments_count'
  | 'comments_names'
  | 'comments_others'
  | 'labels'
> & {
  categories: NewsTaxon[];
  type: { title: string } | null;
  /** The HTML the page shows: the whole post, or its lead behind the paywall (may stay in the page, ADR 072). */
  body: OrInPage<string>;
};

/** The API's post cut to what the article page shows. */
export function articleOnPage(post: NewsPostView): NewsArticleOnPage & { body: string } {
  return {
    id: post.id,
    title: post.title,
    published_at: post.published_at,
    views: post.views,
    image_url: post.image_url,
    post_access: post.post_access,
    body: post.content ?? post.content_short,
    options: post.options,
    likes: post.likes,
    likes_personal: post.likes_personal,
    favorite: post.favorite,
    favorites_count: post.favorites_count,
    share_count: post.share_count,
    comments_count: post.comments_count,
    comments_names: post.comments_names,
    comments_others: post.comments_others,
    labels: post.labels.map((l) => ({ id: l.id, alias: l.alias, title: l.title })),
    categories: post.categories.map((c) => ({ id: c.id, alias: c.alias, title: c.title })),
    type: post.type ? { title: post.type.title } : null,
  };
}

export interface NewsListMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export type ApiError = Error & { status: number; errors?: Record<string, string[]> };

/** POST to the JSON API; throws with the server's Ukrainian message (and a 422's field errors) on failure. */
export async function postJson<T>(url: string, body?: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T> {
  const r = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
    credentials: 'same-origin',
  });
  const data = (await r.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  if (!r.ok)
    throw Object.assign(new Error(data.message || 'Сталася помилка, спробуйте ще раз'), {
      status: r.status,
      errors: data.errors,
    }) as ApiError;
  return data as T;
}

const cutCards = madeOncePer<readonly NewsCardView[], NewsCardOnPage[]>();

/**
 * `cardOnPage` of every card, one array per array of cards: cards handed over as the same array (an
 * article's related cards, ADR 073) give the same array, whose kept HTML is found without a JSON key.
 * Read-only to its callers.
 */
export function cardsOnPage(cards: readonly NewsCardView[]): NewsCardOnPage[] {
  return cutCards(cards, () => cards.map(cardOnPage));
}
