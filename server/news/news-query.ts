import { and, eq, isNotNull, lte, type Placeholder, sql, type SQL } from 'drizzle-orm';
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
export function sitePost(theme: ThemeId | Placeholder): SQL {
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

/** The visitor's own marks on each post row (favourite, viewed, own reaction), from the shared engagement tables. */
export const personalFields = (user: SessionUser | null) => personalMarks(newsKindName, newsPosts.id, user);

/** Reactions of each post row, grouped. */
export const likesField = likesOf(newsKindName, newsPosts.id);

export { rowsOf };
