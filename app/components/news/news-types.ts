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
