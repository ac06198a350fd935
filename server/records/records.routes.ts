import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { isRecordsEditor, recordMessages } from '../../common/records';
import { loadAccess } from '../access/access';
import { engagementLimits, signedIn } from '../engagement/engagement.routes';
import { getCounters } from '../engagement/get-counters';
import { rateItem } from '../engagement/rate-item';
import { ratingAnswer, ratingBody } from '../engagement/engagement.schema';
import { shareItem } from '../engagement/share-item';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { purgePublicPages } from '../http/page-cache';
import { rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { listRecordsMenu } from './count-records';
import { listBought } from './list-bought';
import { listRecordsPage } from './list-records-page';
import { readRecord } from './read-record';
import { readRecordFile } from './read-record-file';
import { recordKind } from './records-kind';
import { presentRecord } from './records.presenter';
import {
  boughtQuery,
  countersQuery,
  fileParams,
  idParams,
  listMeta,
  publishBody,
  recordCardSchema,
  recordParams,
  recordSchema,
  recordVideoParams,
  searchQuery,
  storeModuleBody,
  storeRecordBody,
  storeVideoBody,
  timecodeBody,
  visitQuery,
} from './records.schema';
import { listRecordWidgets } from './list-widgets';
import { saveTimecode } from './save-timecode';
import { listStaffRecords, readStaffRecord } from './staff-records';
import { visitRecord } from './visit-record';
import { publishRecord, storeRecord } from './store-record';
import { storeModule, storeVideo } from './store-video';

const listResponse = z.object({ data: z.array(recordCardSchema), meta: listMeta }).passthrough();
const shareResponse = jsonResponse(z.object({ share_count: z.number() }), 'The new share count');
const savedResponse = z.object({ data: z.object({ id: z.number(), created: z.boolean() }).passthrough() });

const accessOf = (c: Context<AppEnv>) => loadAccess({ db: c.get('deps').db, user: c.get('user') });

const recordsEditorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isRecordsEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};

async function recordAnswer(c: Context<AppEnv>, id: number, videoId: number | null) {
  const access = await accessOf(c);
  const read = await readRecord({ db: c.get('deps').db, access, theme: c.get('theme'), id, videoId });
  return { data: presentRecord(read, access) };
}

const purgeRecords = (c: Context<AppEnv>) => purgePublicPages(c.get('deps'), ['/', '/events*', '/sitemap.xml']);

export function recordsRoutes(deps: AppDeps) {
  const router = createApiRouter();
  const staff = (path: string, summary: string, body: z.ZodType, method: 'post' | 'put' = 'post') =>
    createRoute({
      method,
      path,
      security: sessionSecurity,
      tags: ['Records'],
      middleware: [signedIn, recordsEditorOnly],
      request: { body: { content: { 'application/json': { schema: body } } } },
      responses: { 200: jsonResponse(savedResponse, summary), 201: jsonResponse(savedResponse, summary) },
    });
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/events/menu',
      tags: ['Records'],
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(z.object({ id: z.string(), title: z.string(), url: z.string(), count: z.number() })),
          }),
          'Video sections with record counts',
        ),
      },
    }),
    async (c) => c.json({ data: await listRecordsMenu({ db: c.get('deps').db, theme: c.get('theme') }) }, 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/events/visit/{a}/{b}',
      tags: ['Records'],
      request: { params: recordVideoParams, query: visitQuery },
      responses: {
        200: jsonResponse(
          z.object({
            views: z.number().nullable(),
            video_views: z.number().optional(),
            block_views: z.number().optional(),
          }),
          'Counts a view of the record (and of the video page and block named)',
        ),
      },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      const q = c.req.valid('query');
      const user = c.get('user');
      const counted = await visitRecord({
        db: c.get('deps').db,
        access: await accessOf(c),
        theme: c.get('theme'),
        recordId: a,
        videoId: b,
        routeType: q.route_type ?? 'record',
        blockId: q.block_id ?? null,
        visitor: user ? null : c.get('visitor')(),
      });
      return c.json(counted, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/events/{a}',
      tags: ['Records'],
      request: { params: recordParams },
      responses: { 200: jsonResponse(z.object({ data: recordSchema }), 'A record with its first video') },
    }),
    async (c) => c.json(await recordAnswer(c, c.req.valid('param').a, null), 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/events/{a}/{b}',
      tags: ['Records'],
      request: { params: recordVideoParams },
      responses: { 200: jsonResponse(z.object({ data: recordSchema }), 'A record with the chosen video (0 = first)') },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      return c.json(await recordAnswer(c, a, b === 0 ? null : b), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/records/video/{id}/timecode',
      security: sessionSecurity,
      tags: ['Records'],
      middleware: [signedIn],
      request: { params: idParams, body: { content: { 'application/json': { schema: timecodeBody } } } },
      responses: { 200: jsonResponse(z.object({ time: z.number() }), 'The saved watch position, whole seconds') },
    }),
    async (c) => {
      const access = await accessOf(c);
      const saved = await saveTimecode({
        db: c.get('deps').db,
        access,
        videoId: c.req.valid('param').id,
        seconds: c.req.valid('json').time,
      });
      return c.json(saved, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/counters',
      tags: ['Records'],
      request: { query: countersQuery },
      responses: {
        200: jsonResponse(z.object({ data: z.array(z.object({ id: z.number() }).passthrough()) }), 'Counters records'),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const data = await getCounters({
        db: c.get('deps').db,
        kind: recordKind,
        user: c.get('user'),
        ids: q.ids,
        withFavorites: q['with-favorites'] ?? false,
        withViewed: true,
        withLikes: false,
      });
      const withComments = q['with-comments'] ?? false;
      const withRating = q['with-rating'] ?? false;
      return c.json(
        {
          data: data.map(({ comments_count, comments_names, comments_others, rating, rating_count, ...rest }) => ({
            ...rest,
            ...(withComments ? { comments_count, comments_names, comments_others } : {}),
            ...(withRating ? { rating, rating_count } : {}),
          })),
        },
        200,
      );
    },
  );
  for (const [method, path] of [
    ['post', '/records/{id}/share'],
    ['put', '/records/record/{id}/share'],
  ] as const) {
    router.openapi(
      createRoute({
        method,
        path,
        tags: ['Records'],
        middleware: rateLimit(deps, engagementLimits.share),
        request: { params: idParams },
        responses: { 200: shareResponse },
      }),
      async (c) =>
        c.json(await shareItem({ db: c.get('deps').db, kind: recordKind, id: c.req.valid('param').id }), 200),
    );
  }
  router.openapi(
    createRoute({
      method: 'post',
      path: '/ratings/record/{id}',
      security: sessionSecurity,
      tags: ['Records'],
      middleware: [signedIn],
      request: { params: idParams, body: { content: { 'application/json': { schema: ratingBody } } } },
      responses: { 200: jsonResponse(ratingAnswer, 'Rating after the change') },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const id = c.req.valid('param').id;
      // Rating is for those who could watch: the record must open in this theme for this visitor.
      const read = await readRecord({
        db: c.get('deps').db,
        access: await accessOf(c),
        theme: c.get('theme'),
        id,
        videoId: null,
      });
      if (!read.flags.hasAccess) throw new AppError('forbidden', { message: recordMessages.rateNoAccess });
      const rated = await rateItem({
        db: c.get('deps').db,
        kind: recordKind,
        user: requireUser(c.get('user')),
        id,
        rating: body.rating,
        comment: body.comment,
        options: body.options,
      });
      return c.json(rated, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/search',
      tags: ['Records'],
      request: { query: searchQuery },
      responses: { 200: jsonResponse(listResponse, 'Records: 20 per page, filters and filter counts') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const access = await accessOf(c);
      const page = await listRecordsPage({
        db: c.get('deps').db,
        access,
        theme: c.get('theme'),
        type: q.type,
        page: q.page,
        limit: q.limit,
        q: q.q,
        order: q.order,
        direction: q.direction,
        themeItems: q.themeItems,
        lecturersItems: q.lecturersItems,
        typeItems: q.typeItems,
        withFilters: q.filters,
      });
      return c.json(page, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/widgets',
      tags: ['Records'],
      responses: {
        200: jsonResponse(
          z.object({ data: z.object({ latest: z.array(recordCardSchema), popular: z.array(recordCardSchema) }) }),
          'Newest and most watched records',
        ),
      },
    }),
    async (c) => {
      const access = await accessOf(c);
      return c.json({ data: await listRecordWidgets({ db: c.get('deps').db, access, theme: c.get('theme') }) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/bought',
      security: sessionSecurity,
      tags: ['Records'],
      middleware: [signedIn],
      request: { query: boughtQuery },
      responses: { 200: jsonResponse(listResponse, 'Records the visitor’s packages open') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const access = await accessOf(c);
      const page = await listBought({
        db: c.get('deps').db,
        access,
        theme: c.get('theme'),
        page: q.page,
        limit: q.limit,
        withVideo: q.withVideo ?? false,
      });
      return c.json(page, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/{id}/files/{fileId}',
      security: sessionSecurity,
      tags: ['Records'],
      middleware: [signedIn],
      request: { params: fileParams },
      responses: { 200: { description: 'The file, for a visitor the record opens for' } },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const file = await readRecordFile({
        db: c.get('deps').db,
        access: await accessOf(c),
        theme: c.get('theme'),
        recordId: id,
        fileId,
      });
      return c.body(new Uint8Array(file.body), 200, {
        'content-type': file.mime,
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        'cache-control': 'private, no-store',
      });
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/staff/records',
      security: sessionSecurity,
      tags: ['Records'],
      middleware: [signedIn, recordsEditorOnly],
      responses: {
        200: jsonResponse(z.object({ data: z.array(z.object({ id: z.number() }).passthrough()) }), 'All records'),
      },
    }),
    async (c) => c.json({ data: await listStaffRecords({ db: c.get('deps').db }) }, 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/staff/records/{id}',
      security: sessionSecurity,
      tags: ['Records'],
      middleware: [signedIn, recordsEditorOnly],
      request: { params: idParams },
      responses: { 200: jsonResponse(z.object({ data: z.object({ id: z.number() }).passthrough() }), 'For editing') },
    }),
    async (c) => c.json({ data: await readStaffRecord({ db: c.get('deps').db, id: c.req.valid('param').id }) }, 200),
  );
  router.openapi(staff('/records/store-record', 'Created or updated record', storeRecordBody), async (c) => {
    const saved = await storeRecord({ db: c.get('deps').db, input: c.req.valid('json') as never });
    await purgeRecords(c);
    return c.json({ data: saved }, saved.created ? 201 : 200);
  });
  router.openapi(staff('/records/store-video', 'Created or updated video', storeVideoBody), async (c) => {
    const saved = await storeVideo({ db: c.get('deps').db, input: c.req.valid('json') as never });
    await purgeRecords(c);
    return c.json({ data: saved }, saved.created ? 201 : 200);
  });
  router.openapi(staff('/records/store-module', 'Created or updated module', storeModuleBody), async (c) => {
    const saved = await storeModule({ db: c.get('deps').db, input: c.req.valid('json') as never });
    await purgeRecords(c);
    return c.json({ data: saved }, saved.created ? 201 : 200);
  });
  router.openapi(
    createRoute({
      method: 'put',
      path: '/records/record/{id}/status',
      security: sessionSecurity,
      tags: ['Records'],
      middleware: [signedIn, recordsEditorOnly],
      request: { params: idParams, body: { content: { 'application/json': { schema: publishBody } } } },
      responses: { 200: jsonResponse(z.object({ data: z.object({ id: z.number(), status: z.string() }) }), 'Status') },
    }),
    async (c) => {
      const saved = await publishRecord({ db: c.get('deps').db, id: c.req.valid('param').id, ...c.req.valid('json') });
      await purgeRecords(c);
      return c.json({ data: saved }, 200);
    },
  );
  return router;
}
