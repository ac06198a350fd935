import { limits } from '../../common/limits';
import { newsPostPath, newsReactionIds } from '../../common/news';
import type { Access } from '../access/access';
import { presentLikes, presentRating } from '../engagement/engagement.presenter';
import type { NewsPostRow } from './get-post';
import type { NewsListRow } from './list-news';
import { excerptOf, htmlToText, lockVideos } from './news-html';
import { MARK_START, MARK_STOP } from './search-terms';

/** A list's row carries its plain lead (`withLeads`); a card read on its own, the lead's two columns. */
type CardRow = Omit<NewsListRow, 'headline' | 'headlineShort' | 'titleHeadline' | 'searchTotal' | 'lead' | 'leadKey'> &
  Partial<Pick<NewsListRow, 'headline' | 'headlineShort' | 'titleHeadline'>> &
  ({ lead: string } | { contentShort: string; description: string });

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** ts_headline output → safe HTML with <mark> around the matched words. */
export function highlight(text: string | null | undefined): string | null {
  if (!text) return null;
  return escapeHtml(text).replaceAll(MARK_START, '<mark>').replaceAll(MARK_STOP, '</mark>');
}

/** The paywall answer for this visitor: the access authority decides, the post's flag is its input. */
export function postAccess(access: Access, row: { id: number; isFree: boolean }): boolean {
  return access.canOpen({ kind: 'news', id: row.id, isFree: row.isFree });
}

/** Answers kept for the last 2 000 distinct keys, oldest first out (cards repeat across requests). */
function remembered(store: Map<string, string>, key: string, compute: () => string): string {
  let answer = store.get(key);
  if (answer === undefined) {
    answer = compute();
    if (store.size >= 2000) store.delete(store.keys().next().value as string);
    store.set(key, answer);
  }
  return answer;
}

/** Plain text of a lead, per HTML (an HTML parser per card per request adds up). */
const leadTexts = new Map<string, string>();
const leadText = (html: string) => remembered(leadTexts, html, () => htmlToText(html));

/** A card's lead: the plain text of `content_short`, or the description when that is empty. */
export const cardLead = (contentShort: string, description: string) => leadText(contentShort) || description;

/**
 * The card's excerpt, per length, then per lead. The lead itself is the key: a list's leads are the
 * kept strings of `withLeads`, whose hash V8 computes once, where a key joined per request (length
 * and lead) was hashed anew over the whole lead on every card.
 */
const excerpts = new Map<number, Map<string, string>>();
const cardExcerpt = (lead: string, words: number) => {
  let byLead = excerpts.get(words);
  if (!byLead) {
    // The lengths asked for are few (the lists' own and the home page's); any others, the oldest go.
    if (excerpts.size >= 4) excerpts.delete(excerpts.keys().next().value as number);
    byLead = new Map();
    excerpts.set(words, byLead);
  }
  return remembered(byLead, lead, () => excerptOf(lead, words));
};

/** A list card. Excerpt and search snippet come from the lead only when the visitor has no access. */
export function presentNewsCard(row: CardRow, opts: { access: Access; excerptWords?: number }) {
  const hasAccess = postAccess(opts.access, row);
  const lead = 'lead' in row ? row.lead : cardLead(row.contentShort, row.description);
  return {
    id: row.id,
    alias: `${row.id}-${row.slug}`,
    url: newsPostPath(row),
    title: row.title,
    excerpt: cardExcerpt(lead, opts.excerptWords ?? limits.newsExcerptWords),
    image_url: row.imageUrl,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    order: row.order,
    is_fixed: row.isFixed,
    post_access: hasAccess,
    categories: row.categories.map((c) => ({
      id: c.id,
      alias: c.alias,
      title: c.title,
      subscribed: false,
      options: { subscribe_block: Boolean(c.options?.subscribe_block) },
    })),
    topics: row.topics,
    labels: row.labels,
    type: row.type,
    views: row.views,
    viewed: row.viewed,
    favorite: row.favorite,
    favorites_count: row.favoritesCount,
    comments_count: row.commentsCount,
    comments_names: row.commentsNames ?? [],
    comments_others: row.commentsOthers ?? 0,
    likes_count: row.likesCount,
    likes_personal: row.likesPersonal ?? null,
    share_count: row.shareCount,
    ...(row.titleHeadline !== undefined && row.titleHeadline !== null
      ? {
          title_headline: highlight(row.titleHeadline),
          headline: highlight(hasAccess ? row.headline : (row.headlineShort ?? row.headline)),
        }
      : {}),
  };
}
export type NewsCard = ReturnType<typeof presentNewsCard>;

/**
 * The article. Paywall (spec part 1 §6): without access the answer carries only content_short,
 * with embedded players replaced by the "no access" placeholder, and no table of contents.
 */
export function presentNewsPost(row: NewsPostRow, opts: { access: Access; isEditor?: boolean }) {
  const card = presentNewsCard(row, { access: opts.access });
  // News editors read and check every post in full; post_access still tells what readers get.
  const hasAccess = card.post_access || Boolean(opts.isEditor);
  // The card is this call's own object: the article's fields are added to it, not to a copy of it
  // (a copy of 24 fields with 9 more is a dictionary-mode object in Node 20, ADR 065).
  return Object.assign(card, {
    content: hasAccess ? row.content : null,
    content_short: hasAccess ? row.contentShort : lockVideos(row.contentShort),
    description: row.description,
    options: { contents_list: hasAccess ? (row.options.contents_list ?? []) : [] },
    likes: presentLikes(row.likes, newsReactionIds),
    rating: presentRating(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
    updated_at: row.updatedAt.toISOString(),
    seo: { title: row.seoTitle || row.title, description: row.description || card.excerpt, image_url: row.imageUrl },
    ...(opts.isEditor ? { status: row.status, is_public: row.isPublic, is_free: row.isFree, type_id: row.typeId } : {}),
  });
}
export type NewsPostView = ReturnType<typeof presentNewsPost>;

/**
 * Laravel-style meta. A search answers only its first, best-ranked page (the page parameter is
 * dropped when a term is set), so its last_page is 1 and `total` still counts every match.
 */
export function presentListMeta(list: { total: number; page: number; limit: number; q?: string }) {
  const lastPage = list.q ? 1 : Math.max(1, Math.ceil(list.total / list.limit));
  return { current_page: list.page, last_page: lastPage, per_page: list.limit, total: list.total };
}
