import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import { inTheme } from '../db/content-themes';
import { newsPosts } from '../db/schema';
import { likesOf, personalMarks, rowsOf } from '../engagement/engagement-sql';

/** The engagement kind of news posts (favourites, views, reactions, ratings). */
export const newsKindName = 'news';

/** Published and due: what the public may see. Drafts and scheduled posts are editors' only. */
export function publicPost(): SQL {
  return and(
    eq(newsPosts.status, 'published'),
    isNotNull(newsPosts.publishedAt),
    lte(newsPosts.publishedAt, sql`now()`),
  ) as SQL;
}

/** Public and of the request's theme: what a list, a count or an address of this site may show (ADR 021). */
export function sitePost(theme: ThemeId): SQL {
  return and(publicPost(), inTheme(newsPosts.themes, theme)) as SQL;
}

export interface Taxon {
  id: number;
  alias: string;
  title: string;
}

export interface CategoryRef extends Taxon {
  options: { subscribe_block?: boolean };
}

/** Per-row relations as JSON sub-selects, so a page of posts is one query (no query per row). */
export const relationFields = {
  categories: sql<
    CategoryRef[]
  >`coalesce((select json_agg(json_build_object('id', c.id, 'alias', c.alias, 'title', c.title, 'options', c.options)
    order by c.position, c.id)
    from news_post_categories pc join news_categories c on c.id = pc.category_id where pc.post_id = news_posts.id),
      '[]'::json)`,
  labels: sql<
    Taxon[]
  >`coalesce((select json_agg(json_build_object('id', l.id, 'alias', l.alias, 'title', l.title) order by l.position,
    l.id)
    from news_post_labels pl join news_labels l on l.id = pl.label_id where pl.post_id = news_posts.id), '[]'::json)`,
  topics: sql<
    Taxon[]
  >`coalesce((select json_agg(json_build_object('id', t.id, 'alias', t.alias, 'title', t.title) order by t.position,
    t.id)
    from news_post_topics pt join topics t on t.id = pt.topic_id where pt.post_id = news_posts.id), '[]'::json)`,
  type: sql<Taxon | null>`(select json_build_object('id', nt.id, 'alias', nt.alias, 'title', nt.title) from
    news_types nt where nt.id = news_posts.type_id)`,
};

/** The visitor's own marks on each post row (favourite, viewed, own reaction), from the shared engagement tables. */
export const personalFields = (user: SessionUser | null) => personalMarks(newsKindName, newsPosts.id, user);

/** Reactions of each post row, grouped. */
export const likesField = likesOf(newsKindName, newsPosts.id);

export { rowsOf };
