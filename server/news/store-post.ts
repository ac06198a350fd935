import { forgetKept } from '../cache/kept-lists';
import { ensureThread } from '../comments/ensure-thread';
import { desc, eq, inArray } from 'drizzle-orm';
import { isNewsEditor, normalizePostOrder } from '../../common/news';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import {
  newsCategories,
  newsLabels,
  newsPostCategories,
  newsPostLabels,
  newsPostTopics,
  newsPosts,
  newsTypes,
  topics,
} from '../db/schema';
import { AppError, validationError } from '../http/errors';
import { htmlToText, sanitizeNewsHtml, slugify, withContents } from './news-html';
import { indexSearchWords } from './search-terms';
import type { StorePostInput } from './news.schema';

/** The lead when the editor wrote none: the first two paragraphs (or the first 60 words). */
function leadOf(html: string): string {
  const paragraphs = html.match(/<p>[\s\S]*?<\/p>/g) ?? [];
  if (paragraphs.length) return paragraphs.slice(0, 2).join('');
  const words = htmlToText(html).split(' ').slice(0, 60).join(' ');
  return words ? `<p>${words}</p>` : '';
}

/**
 * Creates or updates a post (news editors only). HTML is sanitized here, headings get anchors and
 * the table of contents is rebuilt; a news_author without news_editor may change only own posts.
 * A new post without `themes` belongs to the theme of the site it was written on (ADR 021).
 */
export async function storeNewsPost(opts: { db: Db; user: SessionUser; theme?: ThemeId; input: StorePostInput }) {
  const { db, user, input } = opts;
  if (!isNewsEditor(user)) throw new AppError('forbidden');
  const { html: content, contents } = withContents(sanitizeNewsHtml(input.content));
  const bodyText = htmlToText(content);
  if (!bodyText && !/<(img|iframe)\b/.test(content)) throw validationError({ content: ['Додайте текст новини'] });
  const contentShort = sanitizeNewsHtml(input.content_short ?? '') || leadOf(content);
  const publishedAt = input.published_at
    ? new Date(input.published_at)
    : input.status === 'published'
      ? new Date()
      : null;

  await checkRefs(db, input);
  const saved = await db.transaction(async (tx) => {
    if (input.id) {
      const [existing] = await tx
        .select({ authorId: newsPosts.authorId })
        .from(newsPosts)
        .where(eq(newsPosts.id, input.id))
        .for('update');
      if (!existing) throw new AppError('not_found');
      if (!user.options.news_editor && existing.authorId !== user.id) throw new AppError('forbidden');
    }
    const values = {
      title: input.title,
      slug: input.slug ? slugify(input.slug) : slugify(input.title),
      content,
      contentShort,
      bodyText,
      description: input.description ?? '',
      seoTitle: input.seo_title || null,
      imageUrl: input.image_url || null,
      order: normalizePostOrder(input.order),
      isFixed: input.is_fixed ?? false,
      isFree: input.post_access ?? true,
      status: input.status,
      publishedAt,
      typeId: input.type_id ?? null,
      options: { contents_list: contents },
      updatedAt: new Date(),
      ...(input.themes ? { themes: [...new Set(input.themes)] } : {}),
    };
    const [row] = input.id
      ? await tx.update(newsPosts).set(values).where(eq(newsPosts.id, input.id)).returning({ id: newsPosts.id })
      : await tx
          .insert(newsPosts)
          .values({ themes: opts.theme ? [opts.theme] : undefined, ...values, authorId: user.id })
          .returning({ id: newsPosts.id });
    const id = row.id;
    await tx.delete(newsPostCategories).where(eq(newsPostCategories.postId, id));
    await tx.delete(newsPostTopics).where(eq(newsPostTopics.postId, id));
    await tx.delete(newsPostLabels).where(eq(newsPostLabels.postId, id));
    if (input.categories?.length)
      await tx.insert(newsPostCategories).values(input.categories.map((categoryId) => ({ postId: id, categoryId })));
    if (input.topics?.length)
      await tx.insert(newsPostTopics).values(input.topics.map((topicId) => ({ postId: id, topicId })));
    if (input.labels?.length)
      await tx.insert(newsPostLabels).values(input.labels.map((labelId) => ({ postId: id, labelId })));
    await indexSearchWords({ db: tx as unknown as Db, postId: id });
    // Every commentable item has its thread from the start (the comments block reads it).
    await ensureThread(tx, { kind: 'news', itemId: id, title: input.title });
    return { id, created: !input.id };
  });
  // The list totals kept for large lists count this post (or no longer do) from now on.
  forgetKept(db);
  return saved;
}

/** Unknown category, topic, label or type ids are a 422 on their field, not a foreign-key 500. */
async function checkRefs(db: Db, input: StorePostInput) {
  const fields: Record<string, string[]> = {};
  const check = async (
    field: string,
    ids: number[] | undefined,
    table: typeof newsCategories | typeof newsLabels | typeof newsTypes | typeof topics,
  ) => {
    if (!ids?.length) return;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== new Set(ids).size) fields[field] = ['Обрано неіснуюче значення'];
  };
  await check('categories', input.categories, newsCategories);
  await check('topics', input.topics, topics);
  await check('labels', input.labels, newsLabels);
  await check('type_id', input.type_id ? [input.type_id] : undefined, newsTypes);
  if (Object.keys(fields).length) throw validationError(fields);
}

/** Every post, drafts and scheduled included, for the editor's list (newest changes first). */
export async function listEditorPosts(opts: { db: Db; user: SessionUser; limit?: number }) {
  if (!isNewsEditor(opts.user)) throw new AppError('forbidden');
  return opts.db
    .select({
      id: newsPosts.id,
      slug: newsPosts.slug,
      title: newsPosts.title,
      status: newsPosts.status,
      publishedAt: newsPosts.publishedAt,
      isFree: newsPosts.isFree,
      updatedAt: newsPosts.updatedAt,
    })
    .from(newsPosts)
    .orderBy(desc(newsPosts.updatedAt))
    .limit(opts.limit ?? 50);
}

/** Everything the editor form needs to edit one post (full content, relation ids). */
export async function getPostForEdit(opts: { db: Db; user: SessionUser; id: number }) {
  if (!isNewsEditor(opts.user)) throw new AppError('forbidden');
  const { db, id } = opts;
  const [post] = await db.select().from(newsPosts).where(eq(newsPosts.id, id)).limit(1);
  if (!post) throw new AppError('not_found');
  const [cats, tops, labs] = await Promise.all([
    db.select({ id: newsPostCategories.categoryId }).from(newsPostCategories).where(eq(newsPostCategories.postId, id)),
    db.select({ id: newsPostTopics.topicId }).from(newsPostTopics).where(eq(newsPostTopics.postId, id)),
    db.select({ id: newsPostLabels.labelId }).from(newsPostLabels).where(eq(newsPostLabels.postId, id)),
  ]);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content,
    content_short: post.contentShort,
    description: post.description,
    seo_title: post.seoTitle ?? '',
    image_url: post.imageUrl ?? '',
    order: post.order,
    is_fixed: post.isFixed,
    post_access: post.isFree,
    status: post.status,
    published_at: post.publishedAt ? post.publishedAt.toISOString() : null,
    type_id: post.typeId,
    categories: cats.map((c) => c.id),
    topics: tops.map((t) => t.id),
    labels: labs.map((l) => l.id),
  };
}
export type EditablePost = Awaited<ReturnType<typeof getPostForEdit>>;
