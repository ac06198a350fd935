import { handbookChildPath, handbookPath, handbookTexts, handbookTypes } from '../../common/handbooks';
import type { Access } from '../access/access';
import { presentLikes, presentRating } from '../engagement/engagement.presenter';
import { canOpenHandbook } from './handbook-access';
import type { HandbookItemRow, HandbookRow } from './get-handbook';
import type { HandbookListRow, listHandbooks } from './list-handbooks';

const paragraphsOf = (body: string) =>
  body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The handbook card of spec part 2 §3. Cards never carry chapter text, so they are safe for everybody. */
export function presentHandbookCard(row: HandbookListRow | HandbookRow, ctx: { access: Access }) {
  const topic = row.topics[0] ?? null;
  return {
    id: row.id,
    title: row.title,
    url: handbookPath(row.id),
    video: null,
    excerpt: row.description,
    access: canOpenHandbook(ctx.access, row),
    access_level: row.access,
    date: row.publishedAt ? row.publishedAt.toISOString() : null,
    options: { notshowdate: Boolean(row.options.notshowdate) },
    category: { name: 'handbooks', title: handbookTexts.caption },
    theme: topic ? { id: topic.id, alias: topic.alias, title: topic.title } : null,
    topics: row.topics.map((t) => ({ id: t.id, alias: t.alias, title: t.title })),
    views: row.views,
    share_count: row.shareCount,
    comments_count: row.commentsCount,
    comments_names: [] as string[],
    comments_others: 0,
    favorites_count: row.favoritesCount,
    favorite: row.favorite,
    favorites: row.favorite,
    viewed: row.viewed,
    likes: presentLikes(row.likes),
    likes_personal: row.likesPersonal ?? null,
    rating: presentRating(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
  };
}

export type HandbookCard = ReturnType<typeof presentHandbookCard>;

/**
 * The handbook page: the card, the table of contents (titles are public) and the chapters' text
 * only when the visitor may open it — the paywall cut happens here, for the API and the page alike.
 * With a child id, only that chapter's text.
 */
export function presentHandbookPage(
  found: { row: HandbookRow; items: HandbookItemRow[] },
  ctx: { access: Access; childId?: number; isEditor: boolean },
) {
  const card = presentHandbookCard(found.row, ctx);
  const child = ctx.childId === undefined ? null : (found.items.find((i) => i.id === ctx.childId) ?? null);
  const shown = child ? [child] : found.items;
  return {
    ...card,
    status: found.row.status,
    is_public: found.row.status === 'published',
    editable: ctx.isEditor,
    rating_personal: found.row.ratingPersonal == null ? null : Number(found.row.ratingPersonal),
    items: found.items.map((i) => ({ id: i.id, title: i.title, url: handbookChildPath(found.row.id, i.id) })),
    child: child ? { id: child.id, title: child.title } : null,
    content: card.access ? shown.map((i) => ({ id: i.id, title: i.title, paragraphs: paragraphsOf(i.body) })) : null,
  };
}

export type HandbookPage = ReturnType<typeof presentHandbookPage>;

/** The handbook list response of spec part 2 §3: data, meta, totals, rubric, types and filters. */
export function presentHandbookList(list: Awaited<ReturnType<typeof listHandbooks>>, ctx: { access: Access }) {
  const { filters } = list;
  return {
    data: list.rows.map((r) => presentHandbookCard(r, ctx)),
    meta: {
      current_page: list.page,
      last_page: Math.max(1, Math.ceil(list.total / list.limit)),
      per_page: list.limit,
      total: list.total,
    },
    totals: { total: list.total, absolute_total: filters?.types.all ?? list.total },
    rubric: { name: 'handbooks', title: handbookTexts.caption },
    types: filters ? handbookTypes.map((t) => ({ id: t.id, label: t.label, count: filters.types[t.id] })) : [],
    filters: filters
      ? [
          {
            queryName: 'handbooksItems',
            title: handbookTexts.topicsHeading,
            placeholder: handbookTexts.topicsPlaceholder,
            items: filters.topics.map((t) => ({ id: t.alias, label: t.title, count: t.count })),
          },
        ]
      : [],
  };
}

export type HandbookList = ReturnType<typeof presentHandbookList>;
