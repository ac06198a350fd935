import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { newsMessages } from '../../common/news';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { favoriteBody, favoritesPage, favoritesQuery, kindParams, latestViewedList } from './engagement.schema';
import { presentFavoritesPage, presentLatestViewed } from './engagement.presenter';
import { listFavorites } from './list-favorites';
import { listLatestViewed } from './list-latest-viewed';
import { toggleFavorite } from './toggle-favorite';

/** Modest limits on counter writes (per IP and per account). */
export const engagementLimits = {
  share: { name: 'share', windowMs: 60_000, limit: 60, error: 'too_many_requests' },
  favorite: { name: 'favorite', windowMs: 60_000, limit: 60, error: 'too_many_requests' },
  reaction: { name: 'reaction', windowMs: 60_000, limit: 60, error: 'too_many_requests' },
} as const;

/** Authenticate before validating: a guest gets 401 whatever the body. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c.get('user'));
  await next();
};

/** The engagement calls shared by every kind: one path whatever the kind, an unknown kind is a 404. */
export function engagementRoutes(deps: AppDeps) {
  const kindOf = (type: string) => {
    const kind = deps.registry.engagementKinds.get(type);
    if (!kind) throw new AppError('not_found', { message: newsMessages.favoriteKindUnknown });
    return kind;
  };
  return createApiRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: '/records/favorite/{type}/{id}',
        security: sessionSecurity,
        tags: ['Favorites'],
        middleware: [...rateLimit(deps, engagementLimits.favorite), signedIn],
        request: {
          params: kindParams,
          body: { content: { 'application/json': { schema: favoriteBody } } },
        },
        responses: {
          200: jsonResponse(
            z.object({ favorite: z.boolean(), favorites_count: z.number() }),
            'Favourite flag and count after the change',
          ),
        },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const { type, id } = c.req.valid('param');
        const kind = kindOf(type);
        return c.json(
          await toggleFavorite({ db: c.get('deps').db, kind, user, id, favorite: c.req.valid('json').favorite }),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/records/favorites',
        security: sessionSecurity,
        tags: ['Favorites'],
        middleware: [signedIn],
        request: { query: favoritesQuery },
        responses: { 200: jsonResponse(favoritesPage, '"Мої обрані": favourites of every kind, newest first') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const q = c.req.valid('query');
        if (q.type) kindOf(q.type);
        const { db, registry } = c.get('deps');
        const page = await listFavorites({
          db,
          kinds: registry.engagementKinds,
          user,
          kind: q.type,
          page: q.page,
          limit: q.limit,
        });
        return c.json(presentFavoritesPage(page), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/records/latest',
        security: sessionSecurity,
        tags: ['Favorites'],
        middleware: [signedIn],
        responses: { 200: jsonResponse(latestViewedList, '"Останні переглянуті": newest first') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const { db, registry } = c.get('deps');
        return c.json(
          { data: presentLatestViewed(await listLatestViewed({ db, kinds: registry.engagementKinds, user })) },
          200,
        );
      },
    );
}
