import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { handbookTexts, isHandbookEditor } from '../../common/handbooks';
import { countView } from '../engagement/count-view';
import { engagementLimits, signedIn } from '../engagement/engagement.routes';
import { ratingAnswer, ratingBody } from '../engagement/engagement.schema';
import { countersFromQuery, getCounters } from '../engagement/get-counters';
import { rateItem } from '../engagement/rate-item';
import { shareItem } from '../engagement/share-item';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { purgePublicPages } from '../http/page-cache';
import { rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { handbookKind } from './handbook-kind';
import {
  childParams,
  countersQuery,
  type HandbookListQuery,
  handbookListQuery,
  handbookListResponse,
  handbookPageResponse,
  idParams,
  publishBody,
  searchQuery,
  storeHandbookBody,
} from './handbooks.schema';
import { listHandbooksPage } from './list-handbooks-page';
import { publishHandbook } from './publish-handbook';
import { readHandbook } from './read-handbook';
import { listStaffHandbooks, readStaffHandbook } from './staff-handbooks';
import { storeHandbook } from './store-handbook';

const editorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isHandbookEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};

const list = (c: Context<AppEnv>, q: HandbookListQuery) =>
  listHandbooksPage({
    db: c.get('deps').db,
    user: c.get('user'),
    theme: c.get('theme'),
    type: q.type,
    topics: q.handbooksItems ?? q.handbookItems,
    q: q.q,
    strict: q.strict_search,
    order: q.order,
    direction: q.direction,
    page: q.page,
    limit: q.limit,
    withFilters: q.filters,
  });

const PAGES = ['/', '/handbooks*', '/themes*', '/sitemap.xml'];

export function handbooksRoutes(deps: Pick<AppDeps, 'redis' | 'env'>) {
  return createApiRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/search',
        tags: ['Handbooks'],
        request: { query: searchQuery },
        responses: { 200: jsonResponse(handbookListResponse, 'Search in a category (handbooks), 12 a page') },
      }),
      async (c) => c.json(await list(c, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/handbooks/search',
        tags: ['Handbooks'],
        request: { query: handbookListQuery },
        responses: { 200: jsonResponse(handbookListResponse, 'Handbooks list; type=favorite is the favourites list') },
      }),
      async (c) => c.json(await list(c, c.req.valid('query')), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/handbooks/counters',
        tags: ['Handbooks'],
        request: { query: countersQuery },
        responses: {
          200: jsonResponse(z.object({ data: z.array(z.object({ id: z.number() }).passthrough()) }), 'Counters'),
        },
      }),
      async (c) => {
        const data = await countersFromQuery({
          db: c.get('deps').db,
          kind: handbookKind,
          user: c.get('user'),
          query: c.req.valid('query'),
        });
        return c.json({ data }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/handbooks/handbook/{id}/share',
        tags: ['Handbooks'],
        middleware: rateLimit(deps, engagementLimits.share),
        request: { params: idParams },
        responses: { 200: jsonResponse(z.object({ share_count: z.number() }), 'The new share count') },
      }),
      async (c) =>
        c.json(await shareItem({ db: c.get('deps').db, kind: handbookKind, id: c.req.valid('param').id }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/ratings/handbook/{id}',
        security: sessionSecurity,
        tags: ['Handbooks'],
        middleware: [signedIn],
        request: { params: idParams, body: { content: { 'application/json': { schema: ratingBody } } } },
        responses: { 200: jsonResponse(ratingAnswer, 'Rating after the change') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const { db } = c.get('deps');
        const id = c.req.valid('param').id;
        const body = c.req.valid('json');
        // Those who may read the chapters rate; a draft or missing handbook is the usual 404.
        const page = await readHandbook({ db, user, id });
        if (!page.is_public) throw new AppError('not_found');
        if (!page.access) throw new AppError('forbidden', { message: handbookTexts.rateNoAccess });
        const rated = await rateItem({
          db,
          kind: handbookKind,
          user,
          id,
          rating: body.rating,
          comment: body.comment,
          options: body.options,
        });
        return c.json(rated, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/handbooks/visit/{id}',
        tags: ['Handbooks'],
        request: { params: idParams },
        responses: { 200: jsonResponse(z.object({ views: z.number().nullable() }), 'Counts a visit') },
      }),
      async (c) => {
        const user = c.get('user');
        const { db } = c.get('deps');
        const id = c.req.valid('param').id;
        // The counting statement touches visible items only; a hidden or missing one answers 404.
        const [found] = await getCounters({
          db,
          kind: handbookKind,
          user: null,
          ids: [id],
          withFavorites: false,
          withViewed: false,
          withLikes: false,
        });
        if (!found) throw new AppError('not_found');
        const views = await countView({
          db,
          kind: handbookKind,
          id,
          userId: user?.id ?? null,
          visitor: user ? null : c.get('visitor')(),
        });
        return c.json({ views: views ?? found.views }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/handbooks/staff/handbooks',
        security: sessionSecurity,
        tags: ['Handbooks'],
        middleware: [signedIn, editorOnly],
        responses: {
          200: jsonResponse(z.object({ data: z.array(z.object({ id: z.number() }).passthrough()) }), 'All handbooks'),
        },
      }),
      async (c) => c.json({ data: await listStaffHandbooks({ db: c.get('deps').db }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/handbooks/staff/handbooks/{id}',
        security: sessionSecurity,
        tags: ['Handbooks'],
        middleware: [signedIn, editorOnly],
        request: { params: idParams },
        responses: {
          200: jsonResponse(z.object({ data: z.object({ id: z.number() }).passthrough() }), 'For editing'),
        },
      }),
      async (c) =>
        c.json({ data: await readStaffHandbook({ db: c.get('deps').db, id: c.req.valid('param').id }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/handbooks/store-handbook',
        security: sessionSecurity,
        tags: ['Handbooks'],
        middleware: [editorOnly],
        request: { body: { content: { 'application/json': { schema: storeHandbookBody } } } },
        responses: {
          200: jsonResponse(handbookPageResponse, 'Updated'),
          201: jsonResponse(handbookPageResponse, 'Created as a draft'),
        },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const { db } = c.get('deps');
        const input = c.req.valid('json');
        const { id } = await storeHandbook({ db, user, input });
        await purgePublicPages(c.get('deps'), PAGES);
        const data = await readHandbook({ db, user, id });
        return input.id ? c.json({ data }, 200) : c.json({ data }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/handbooks/handbook/{id}/publish',
        security: sessionSecurity,
        tags: ['Handbooks'],
        middleware: [editorOnly],
        request: { params: idParams, body: { content: { 'application/json': { schema: publishBody } } } },
        responses: { 200: jsonResponse(z.object({ id: z.number(), status: z.string() }), 'Published or withdrawn') },
      }),
      async (c) => {
        const user = requireUser(c.get('user'));
        const result = await publishHandbook({
          db: c.get('deps').db,
          user,
          id: c.req.valid('param').id,
          published: c.req.valid('json').published,
        });
        await purgePublicPages(c.get('deps'), PAGES);
        return c.json(result, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/handbooks/{id}',
        tags: ['Handbooks'],
        request: { params: idParams },
        responses: { 200: jsonResponse(handbookPageResponse, 'A handbook; chapters only with access') },
      }),
      async (c) => {
        const data = await readHandbook({ db: c.get('deps').db, user: c.get('user'), id: c.req.valid('param').id });
        return c.json({ data }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/handbooks/{id}/{childId}',
        tags: ['Handbooks'],
        request: { params: childParams },
        responses: { 200: jsonResponse(handbookPageResponse, 'One chapter of a handbook; text only with access') },
      }),
      async (c) => {
        const { id, childId } = c.req.valid('param');
        const data = await readHandbook({ db: c.get('deps').db, user: c.get('user'), id, childId });
        return c.json({ data }, 200);
      },
    );
}
