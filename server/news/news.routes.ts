import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { isNewsEditor, newsMessages } from '../../common/news';
import { leadingId } from '../../common/route-params';
import { loadAccess } from '../access/access';
import { keptAggregate } from '../cache/kept-lists';
import { AppError, validationError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { imagePolicy, storeUpload } from '../uploads/store-upload';
import { engagementLimits, signedIn } from '../engagement/engagement.routes';
import { countersFromQuery } from '../engagement/get-counters';
import { rateItem } from '../engagement/rate-item';
import { reactToItem } from '../engagement/react-to-item';
import { shareItem } from '../engagement/share-item';
import { listNews } from './list-news';
import { listNewsPage } from './list-news-page';
import { listNewsTaxonomy } from './list-taxonomy';
import { newsKind } from './news-kind';
import { presentNewsCard } from './news.presenter';
import { openNewsPost } from './open-post';
import { readNewsPost } from './read-news-post';
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
import { storeNewsPost } from './store-post';
import { purgePublicPages } from '../http/page-cache';

const listResponse = z.object({ data: z.array(newsCardSchema), meta: listMeta }).passthrough();
const taxonomyResponse = z.object({
  data: z.array(z.object({ id: z.number(), alias: z.string(), title: z.string(), count: z.number() })),
  meta: z.object({ total: z.number() }),
});

const newsEditorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isNewsEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};

function listHandler(c: Context<AppEnv>, type: string, query: NewsListQuery) {
  return listNewsPage({
    db: c.get('deps').db,
    user: c.get('user'),
    theme: c.get('theme'),
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
    excerptWords: query.excerpt_words,
    filters: query.filters,
  });
}

async function postAnswer(c: Context<AppEnv>, id: number) {
  const { post } = await readNewsPost({
    db: c.get('deps').db,
    user: c.get('user'),
    id,
    theme: c.get('theme'),
    visitor: c.get('visitor')(),
  });
  return { data: post };
}

export function newsRoutes(deps: Pick<AppDeps, 'redis' | 'env'>) {
  const router = createApiRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/news/search',
      tags: ['News'],
      request: { query: newsListQuery },
      responses: { 200: jsonResponse(listResponse, 'Search or list news (type in the query)') },
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
      responses: { 200: jsonResponse(z.object({ data: newsPostSchema }), 'A post by its address') },
    }),
    async (c) => c.json(await postAnswer(c, leadingId(c.req.valid('param').post) ?? 0), 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/news/post/{id}',
      tags: ['News'],
      request: { params: idParams },
      responses: { 200: jsonResponse(z.object({ data: newsPostSchema }), 'A post by id (counts a view)') },
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
        200: jsonResponse(
          z.object({ views: z.number() }),
          'Counts a view (once per visitor per Kyiv day, bots not counted)',
        ),
      },
    }),
    async (c) => {
      const { post } = await openNewsPost({
        db: c.get('deps').db,
        user: c.get('user'),
        id: c.req.valid('param').id,
        theme: c.get('theme'),
        visitor: c.get('visitor')(),
      });
      return c.json({ views: post.views }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/news/post/{id}/share',
      tags: ['News'],
      middleware: rateLimit(deps, engagementLimits.share),
      request: { params: idParams },
      responses: { 200: jsonResponse(z.object({ share_count: z.number() }), 'The new share count') },
    }),
    async (c) => c.json(await shareItem({ db: c.get('deps').db, kind: newsKind, id: c.req.valid('param').id }), 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/news/post/{id}/reaction',
      security: sessionSecurity,
      tags: ['News'],
      middleware: [...rateLimit(deps, engagementLimits.reaction), signedIn],
      request: { params: idParams, body: { content: { 'application/json': { schema: reactionBody } } } },
      responses: {
        200: jsonResponse(
          z.object({ likes: z.array(z.any()), likes_count: z.number(), likes_personal: z.number().nullable() }),
          'Reactions after the change',
        ),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      return c.json(
        await reactToItem({
          db: c.get('deps').db,
          kind: newsKind,
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
        200: jsonResponse(
          z.object({
            data: z.array(z.object({ id: z.number(), views: z.number(), share_count: z.number() }).passthrough()),
          }),
          'Counters records',
        ),
      },
    }),
    async (c) => {
      const data = await countersFromQuery({
        db: c.get('deps').db,
        kind: newsKind,
        user: c.get('user'),
        query: c.req.valid('query'),
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
        200: jsonResponse(
          z.object({ data: z.object({ latest: z.array(newsCardSchema), popular: z.array(newsCardSchema) }) }),
          'Latest and most read posts',
        ),
      },
    }),
    async (c) => {
      const { db } = c.get('deps');
      const user = c.get('user');
      const theme = c.get('theme');
      const load = async () => {
        const [latest, popular, access] = await Promise.all([
          listNews({ db, user, theme, type: 'all', limit: 5 }),
          listNews({ db, user, theme, type: 'all', limit: 5, order: 'views', fixedPosts: false }),
          loadAccess({ db, user }),
        ]);
        const card = (rows: typeof latest.rows) => rows.map((r) => presentNewsCard(r, { access }));
        return { latest: card(latest.rows), popular: card(popular.rows) };
      };
      // A guest's widget is the same for every guest of the theme: kept a second, as the records'
      // widgets are (ADR 019); a reader's carries their marks and access, never kept.
      const data = await keptAggregate(db, user ? null : JSON.stringify(['news-widget', theme]), load);
      return c.json({ data }, 200);
    },
  );
  for (const kind of ['topics', 'labels', 'types'] as const) {
    router.openapi(
      createRoute({
        method: 'get',
        path: `/news/${kind}`,
        tags: ['News'],
        responses: { 200: jsonResponse(taxonomyResponse, `News ${kind} with post counts`) },
      }),
      async (c) => {
        const rows = await listNewsTaxonomy({ db: c.get('deps').db, kind, theme: c.get('theme') });
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
      security: sessionSecurity,
      tags: ['News'],
      middleware: [newsEditorOnly],
      request: { body: { content: { 'application/json': { schema: storePostBody } } } },
      responses: {
        200: jsonResponse(z.object({ data: newsPostSchema }), 'Updated'),
        201: jsonResponse(z.object({ data: newsPostSchema }), 'Created'),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      if (!isNewsEditor(user)) throw new AppError('forbidden');
      const { db } = c.get('deps');
      const theme = c.get('theme');
      const saved = await storeNewsPost({ db, user, theme, input: c.req.valid('json') });
      await purgePublicPages(c.get('deps'), ['/', '/news*', '/sitemap.xml']);
      const { post: data } = await readNewsPost({ db, user, theme, id: saved.id });
      return saved.created ? c.json({ data }, 201) : c.json({ data }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/news/image',
      security: sessionSecurity,
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
      responses: { 201: jsonResponse(z.object({ image_url: z.string() }), 'Stored image') },
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
      security: sessionSecurity,
      tags: ['News'],
      middleware: [signedIn],
      request: { params: idParams, body: { content: { 'application/json': { schema: ratingBody } } } },
      responses: {
        200: jsonResponse(
          z.object({ rating: z.number(), rating_count: z.number(), rating_personal: z.number() }),
          'Rating after the change',
        ),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const body = c.req.valid('json');
      return c.json(
        await rateItem({
          db: c.get('deps').db,
          kind: newsKind,
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
      responses: { 200: jsonResponse(listResponse, 'News list: all, favorites or a category alias') },
    }),
    async (c) => c.json(await listHandler(c, c.req.valid('param').type, c.req.valid('query')), 200),
  );
  return router;
}
