import { createRoute, z } from '@hono/zod-openapi';
import { newsMessages } from '../../common/news';
import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { createApiRouter, requireUser } from '../http/openapi';
import { rateLimit } from '../http/rate-limit';
import type { AppDeps } from '../http/types';
import { newsLimits, signedIn } from '../news/news.routes';
import { favoriteBody, idParams } from '../news/news.schema';
import { toggleNewsFavorite } from '../news/toggle-favorite';

type FavoriteToggle = (opts: {
  db: Db;
  user: SessionUser;
  id: number;
  favorite: boolean;
}) => Promise<{ favorite: boolean; favorites_count: number }>;

/**
 * POST /records/favorite/{type}/{id}: one path for every kind of material. Each capability adds
 * its toggle here (one line); an unknown type is a 404.
 */
const toggles: Record<string, FavoriteToggle> = {
  news: toggleNewsFavorite,
};

export function favoritesRoutes(deps: Pick<AppDeps, 'redis'>) {
  return createApiRouter().openapi(
    createRoute({
      method: 'post',
      path: '/records/favorite/{type}/{id}',
      tags: ['Favorites'],
      middleware: [...rateLimit(deps, newsLimits.favorite), signedIn],
      request: {
        params: idParams.extend({
          type: z
            .string()
            .max(50)
            .regex(/^[a-z-]+$/, newsMessages.favoriteKindUnknown),
        }),
        body: { content: { 'application/json': { schema: favoriteBody } } },
      },
      responses: {
        200: {
          description: 'Favourite flag and count after the change',
          content: { 'application/json': { schema: z.object({ favorite: z.boolean(), favorites_count: z.number() }) } },
        },
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { type, id } = c.req.valid('param');
      const toggle = toggles[type];
      if (!toggle) throw new AppError('not_found', { message: newsMessages.favoriteKindUnknown });
      return c.json(await toggle({ db: c.get('deps').db, user, id, favorite: c.req.valid('json').favorite }), 200);
    },
  );
}
