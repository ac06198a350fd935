import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { isNewsEditor, newsMessages } from '../../common/news';
import { leadingId } from '../../common/route-params';
import { loadAccess } from '../access/access';
import { AppError, validationError } from '../http/errors';
import { createApiRouter, requireUser } from '../http/openapi';
import { rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { imagePolicy, storeUpload } from '../uploads/store-upload';
import { getNewsCounters } from './get-counters';
import { listFilterCounters, listNews } from './list-news';
import { listNewsTaxonomy } from './list-taxonomy';
import { presentListMeta, presentNewsCard, presentNewsPost } from './news.presenter';
import {
  aliasParams,
  countersQuery,
  idParams,
  listMeta,
  newsCardSchema,
  newsListQuery,
  type NewsListQuery,
  newsPostSchema,
  ratingBody,
  reactionBody,
  storePostBody,
  typeParams,
} from './news.schema';
import { openNewsPost } from './open-post';
import { rateNewsPost } from './rate-post';
import { reactToNewsPost } from './react-to-post';
import { shareNewsPost } from './share-post';
import { storeNewsPost } from './store-post';
import { purgePublicPages } from '../http/page-cache';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const listResponse = z.object({ data: z.array(newsCardSchema), meta: listMeta }).passthrough();
const taxonomyResponse = z.object({
  data: z.array(z.object({ id: z.number(), alias: z.string(), title: z.string(), count: z.number() })),
  meta: z.object({ total: z.number() }),
});

/** Modest limits on counter writes (per IP and per account). */
export const newsLimits = {
  share: { name: 'news-share', windowMs: 60_000, limit: 60, error: 'too_many_requests' },
  favorite: { name: 'news-favorite', windowMs: 60_000, limit: 60, error: 'too_many_requests' },
  reaction: { name: 'news-reaction', windowMs: 60_000, limit: 60, error: 'too_many_requests' },
} as const;

/** Authenticate before validating: a guest gets 401, a non-editor 403, whatever the body. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c.get('user'));
  await next();
};
const newsEditorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isNewsEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};

async function listHandler(c: Context<AppEnv>, type: string, query: NewsListQuery) {
  const { db } = c.get('deps');
  const user = c.get('user');
  const [list, access] = await Promise.all([
    listNews({
      db,
      user,
      type,
      page: query.page,
      limit: query.limit,
      order: query.order,
      direction: query.direction,
      fixedPosts: query.fixed_posts,
      q: query.q,
      categoryItems: query.categoryItems,
      topicItems: query.topicItems,
      labelItems: query.labelItems,
      typeItems: query.typeItems,
    }),
    loadAccess({ db, user }),
  ]);
  const filters = query.filters?.length ? await listFilterCounters({ db }) : undefined;
  return {
    data: list.rows.map((row) => presentNewsCard(row, { access, excerptWords: query.excerpt_words })),
    meta: presentListMeta(list),
    ...(list.category
      ? {
          category: {
            id: list.category.id,
            alias: list.category.alias,
            title: list.category.title,
            description: list.category.description,
          },
        }
      : {}),
    ...(filters ? { filters: filters.filter((f) => query.filters?.includes(f.queryName)) } : {}),
  };
}

async function postAnswer(c: Context<AppEnv>, id: number) {
  const { db, env } = c.get('deps');
  const user = c.get('user');
  const [{ post, setCookie }, access] = await Promise.all([
    openNewsPost({
      db,
      user,
      id,
      cookieHeader: c.req.header('cookie'),
      userAgent: c.req.header('user-agent'),
      secure: env.isHttps,
    }),
    loadAccess({ db, user }),
  ]);
  if (setCookie) c.header('Set-Cookie', setCookie, { append: true });
  return { data: presentNewsPost(post, { access, isEditor: isNewsEditor(user) }) };
}

export function newsRoutes(deps: Pick<AppDeps, 'redis'>) {
  const router = createApiRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/news/search',
      tags: ['News'],
      request: { query: newsListQuery },
      responses: { 200: json(listResponse, 'Search or list news (type in the query)') },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await listHandler(c, query.type ?? 'all', query), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/news/alias/{post}',
      tags: ['News'],
      request: { params: aliasParams },
      responses: { 200: json(z.object({ data: newsPostSchema }), 'A post by its address') },
    }),
    async (c) => c.json(await postAnswer(c, leadingId(c.req.valid('param').post) ?? 0), 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/news/post/{id}',
      tags: ['News'],
      request: { params: idParams },
      responses: { 200: json(z.object({ data: newsPostSchema }), 'A post by id (counts a view)') },
    }),
    async (c) => c.json(await postAnswer(c, c.req.valid('param').id), 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/news/post/{id}/view',
      tags: ['News'],
      request: { params: idParams },
      responses: {
        200: json(z.object({ views: z.number() }), 'Counts a view (once per visitor per Kyiv day, bots not counted)'),
      },
    }),
    async (c) => {
      const { db, env } = c.get('deps');
      const { post, setCookie } = await openNewsPost({
        db,
        user: c.get('user'),
        id: c.req.valid('param').id,
        cookieHeader: c.req.header('cookie'),
        userAgent: c.req.header('user-agent'),
        secure: env.PUBLIC_URL?.startsWith('https:') ?? false,
      });
      if (setCookie) c.header('Set-Cookie', setCookie, { append: true });
      return c.json({ views: post.views }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/news/post/{id}/share',
      tags: ['News'],
      middleware: rateLimit(deps, newsLimits.share),
      request: { params: idParams },
      responses: { 200: json(z.object({ share_count: z.number() }), 'The new share count') },
    }),
    async (c) => c.json(await shareNewsPost({ db: c.get('deps').db, id: c.req.valid('param').id }), 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/news/post/{id}/reaction',
      tags: ['News'],
      middleware: [...rateLimit(deps, newsLimits.reaction), signedIn],
      request: { params: idParams, body: { content: { 'application/json': { schema: reactionBody } } } },
      responses: {
        200: json(
          z.object({ likes: z.array(z.any()), likes_count: z.number(), likes_personal: z.number().nullable() }),
          'Reactions after the change',
        ),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      return c.json(
        await reactToNewsPost({
          db: c.get('deps').db,
          user,
          id: c.req.valid('param').id,
          reactionId: c.req.valid('json').reaction_id,
        }),
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/news/counters',
      tags: ['News'],
      request: { query: countersQuery },
      responses: {
        200: json(
          z.object({
            data: z.array(z.object({ id: z.number(), views: z.number(), share_count: z.number() }).passthrough()),
          }),
          'Counters records',
        ),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const data = await getNewsCounters({
        db: c.get('deps').db,
        user: c.get('user'),
        ids: q.ids,
        withFavorites: q['with-favorites'] ?? false,
        withViewed: q['with-viewed'] ?? false,
        withLikes: q['with-likes'] ?? false,
      });
      return c.json({ data }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/news/widget',
      tags: ['News'],
      responses: {
        200: json(
          z.object({ data: z.object({ latest: z.array(newsCardSchema), popular: z.array(newsCardSchema) }) }),
          'Latest and most read posts',
        ),
      },
    }),
    async (c) => {
      const { db } = c.get('deps');
      const user = c.get('user');
      const [latest, popular, access] = await Promise.all([
        listNews({ db, user, type: 'all', limit: 5 }),
        listNews({ db, user, type: 'all', limit: 5, order: 'views', fixedPosts: false }),
        loadAccess({ db, user }),
      ]);
      const card = (rows: typeof latest.rows) => rows.map((r) => presentNewsCard(r, { access }));
      return c.json({ data: { latest: card(latest.rows), popular: card(popular.rows) } }, 200);
    },
  );
  for (const kind of ['topics', 'labels', 'types'] as const) {
    router.openapi(
      createRoute({
        method: 'get',
        path: `/news/${kind}`,
        tags: ['News'],
        responses: { 200: json(taxonomyResponse, `News ${kind} with post counts`) },
      }),
      async (c) => {
        const rows = await listNewsTaxonomy({ db: c.get('deps').db, kind });
        return c.json(
          {
            data: rows.map((r) => ({ id: r.id, alias: r.alias, title: r.title, count: r.count })),
            meta: { total: rows.length },
          },
          200,
        );
      },
    );
  }
  router.openapi(
    createRoute({
      method: 'post',
      path: '/news/store-post',
      tags: ['News'],
      middleware: [newsEditorOnly],
      request: { body: { content: { 'application/json': { schema: storePostBody } } } },
      responses: {
        200: json(z.object({ data: newsPostSchema }), 'Updated'),
        201: json(z.object({ data: newsPostSchema }), 'Created'),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      if (!isNewsEditor(user)) throw new AppError('forbidden');
      const { db } = c.get('deps');
      const saved = await storeNewsPost({ db, user, input: c.req.valid('json') });
      await purgePublicPages(c.get('deps'), ['/', '/news*', '/sitemap.xml']);
      const { post } = await openNewsPost({ db, user, id: saved.id });
      const data = presentNewsPost(post, { access: await loadAccess({ db, user }), isEditor: true });
      return saved.created ? c.json({ data }, 201) : c.json({ data }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/news/image',
      tags: ['News'],
      middleware: [newsEditorOnly],
      request: {
        body: {
          content: {
            'multipart/form-data': {
              schema: z.object({
                title: z.string().max(200).optional(),
                image: z.any().openapi({ type: 'string', format: 'binary' }),
              }),
            },
          },
        },
      },
      responses: { 201: json(z.object({ image_url: z.string() }), 'Stored image') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      if (!isNewsEditor(user)) throw new AppError('forbidden');
      const form = c.req.valid('form');
      const file = form.image;
      if (!(file instanceof File)) throw validationError({ image: [newsMessages.imageRequired] });
      const stored = await storeUpload({
        dataDir: c.get('deps').env.DATA_DIR,
        dir: 'news',
        file,
        policy: imagePolicy('image'),
      });
      return c.json({ image_url: stored.url }, 201);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/ratings/news/{id}',
      tags: ['News'],
      middleware: [signedIn],
      request: { params: idParams, body: { content: { 'application/json': { schema: ratingBody } } } },
      responses: {
        200: json(
          z.object({ rating: z.number(), rating_count: z.number(), rating_personal: z.number() }),
          'Rating after the change',
        ),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const body = c.req.valid('json');
      return c.json(
        await rateNewsPost({
          db: c.get('deps').db,
          user,
          id: c.req.valid('param').id,
          rating: body.rating,
          comment: body.comment,
          options: body.options,
        }),
        200,
      );
    },
  );
  // Registered last: the fixed paths above win over the {type} segment.
  router.openapi(
    createRoute({
      method: 'get',
      path: '/news/{type}',
      tags: ['News'],
      request: { params: typeParams, query: newsListQuery },
      responses: { 200: json(listResponse, 'News list: all, favorites or a category alias') },
    }),
    async (c) => c.json(await listHandler(c, c.req.valid('param').type, c.req.valid('query')), 200),
  );
  return router;
}
