import { and, eq, isNotNull, lte, type SQL, sql, type Placeholder } from 'drizzle-orm';
import { handbookKindName } from '../../common/handbooks';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import { handbooks } from '../db/schema';
import { likesOf, personalMarks } from '../engagement/engagement-sql';

/** Published and due: what the public may see. Drafts exist only for handbook editors. */
export function publicHandbook(): SQL {
  return and(
    eq(handbooks.status, 'published'),
    isNotNull(handbooks.publishedAt),
    lte(handbooks.publishedAt, sql`now()`),
  ) as SQL;
}

/** Public and on the request's theme. */
export function listedHandbook(theme: ThemeId | Placeholder): SQL {
  return and(publicHandbook(), sql`${theme} = any(${handbooks.themes})`) as SQL;
}

export interface TopicRef {
  id: number;
  alias: string;
  title: string;
  category: string;
}

/** The handbook's topics as a JSON sub-select, so a page of cards is one query. */
export const topicsField = sql<TopicRef[]>`coalesce((select json_agg(json_build_object('id', t.id, 'alias', t.alias,
  'title', t.title, 'category', t.category) order by t.position, t.id)
  from handbook_topics ht join topics t on t.id = ht.topic_id where ht.handbook_id = handbooks.id), '[]'::json)`;

export const cardFields = {
  id: handbooks.id,
  slug: handbooks.slug,
  title: handbooks.title,
  description: handbooks.description,
  access: handbooks.access,
  status: handbooks.status,
  publishedAt: handbooks.publishedAt,
  themes: handbooks.themes,
  options: handbooks.options,
  views: handbooks.views,
  shareCount: handbooks.shareCount,
  favoritesCount: handbooks.favoritesCount,
  likesCount: handbooks.likesCount,
  commentsCount: handbooks.commentsCount,
  ratingSum: handbooks.ratingSum,
  ratingCount: handbooks.ratingCount,
  topics: topicsField,
  likes: likesOf(handbookKindName, handbooks.id),
};

export const personalFields = (user: SessionUser | null) => personalMarks(handbookKindName, handbooks.id, user);
