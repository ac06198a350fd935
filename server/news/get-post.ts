import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { isNewsEditor } from '../../common/news';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import { keptAggregate, keptItemKey } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { withPersonalMarks } from '../engagement/engagement-sql';
import { newsPostCategories, newsPosts } from '../db/schema';
import { AppError } from '../http/errors';
import { cardFields } from './list-news';
import { likesField, newsKindName, personalFields, publicPost, sitePost } from './news-query';
import { withRelations } from './news-relations';

/**
 * One post with everything the article page shows. Drafts, scheduled posts and posts of the other
 * theme exist only for news editors; everybody else gets the same 404 as for a missing id (ADR 021).
 * What a reader sees of a public post is the same for everybody: that row is kept a second per theme
 * and id (ADR 046; forgotten on every save and on this process's counter writes to it; a copy per
 * call). The reader's own marks are not read here (false/null): the caller reads them with others.
 */
export async function getPost(opts: { db: Db; user: SessionUser | null; id: number; theme: ThemeId }) {
  const { db, id } = opts;
  if (isNewsEditor(opts.user)) {
    const row = await readPost(db, id, opts.theme, true);
    if (!row) throw new AppError('not_found');
    return row;
  }
  const kept = await keptAggregate(db, keptItemKey(newsKindName, id, opts.theme), () =>
    readPost(db, id, opts.theme, false),
  );
  if (!kept) throw new AppError('not_found');
  return { ...kept };
}

async function readPost(db: Db, id: number, theme: ThemeId, editor: boolean) {
  const [post] = await db
    .select({
      ...cardFields,
      content: newsPosts.content,
      seoTitle: newsPosts.seoTitle,
      status: newsPosts.status,
      options: newsPosts.options,
      typeId: newsPosts.typeId,
      authorId: newsPosts.authorId,
      ratingSum: newsPosts.ratingSum,
      ratingCount: newsPosts.ratingCount,
      updatedAt: newsPosts.updatedAt,
      isPublic: sql<boolean>`coalesce(${publicPost()}, false)`,
      themes: newsPosts.themes,
      likes: likesField,
      ...personalFields(null),
    })
    .from(newsPosts)
    .where(editor ? eq(newsPosts.id, id) : and(eq(newsPosts.id, id), sitePost(theme)))
    .limit(1);
  if (!post) return null;
  const [withTaxonomy] = await withRelations(db, [post]);
  return withTaxonomy;
}

export type NewsPostRow = NonNullable<Awaited<ReturnType<typeof readPost>>>;

/**
 * Up to `limit` other public posts of the theme sharing a category with this one, newest first. Which
 * posts these are is the same for every reader: the rows are kept a second per post (ADR 046, forgotten
 * on every save) and a signed-in reader's own marks are read for their ids in one statement.
 */
export async function listRelatedPosts(opts: {
  db: Db;
  user: SessionUser | null;
  theme: ThemeId;
  post: { id: number; categories: { id: number }[] };
  limit?: number;
}) {
  const { db, post, user } = opts;
  const limit = opts.limit ?? 4;
  const categoryIds = post.categories.map((c) => c.id);
  const key = JSON.stringify(['news-related', opts.theme, post.id, categoryIds, limit]);
  const rows = await keptAggregate(db, key, async () => {
    const sameCategory = categoryIds.length
      ? sql`exists(select 1 from ${newsPostCategories} pc where pc.post_id = news_posts.id and pc.category_id in
        (${sql.join(
          categoryIds.map((c) => sql`${c}`),
          sql`, `,
        )}))`
      : sql`true`;
    const found = await db
      .select({ ...cardFields, ...personalFields(null) })
      .from(newsPosts)
      .where(and(sitePost(opts.theme), ne(newsPosts.id, post.id), sameCategory))
      .orderBy(desc(newsPosts.publishedAt))
      .limit(limit);
    return withRelations(db, found);
  });
  return user ? withPersonalMarks(db, newsKindName, rows, user) : rows;
}
