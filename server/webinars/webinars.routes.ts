import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { isEventsEditor } from '../campaigns/events-editor';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { siteOrigin } from '../http/origin';
import type { AppDeps, AppEnv } from '../http/types';
import { getWebinar, listWebinars } from './list-webinars';
import { purgeWebinarPages, saveWebinar } from './save-webinar';
import { webinarIcs } from './webinar-ics';
import { isNamedRoom } from '../../common/named-rooms';
import { namedWebinarRoom, webinarRoom } from './webinar-room';
import { presentForViewer } from './webinar-services';
import { presentWebinar } from './webinars.presenter';
import { webinarIdParams, webinarInput, webinarListQuery, webinarRoomSchema, webinarSchema } from './webinars.schema';

const tags = ['Free webinars'];

const eventsEditorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isEventsEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};

/** Spec part 2 §7 "Free webinars", and the staff's create / edit / publish. */
export function webinarsRoutes(deps: AppDeps) {
  const router = createApiRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/free-webinars',
      tags,
      request: { query: webinarListQuery },
      responses: { 200: jsonResponse(z.object({ data: z.array(webinarSchema) }), 'Published free webinars') },
    }),
    async (c) => {
      const isFull = c.req.valid('query').query === 'full';
      const rows = await listWebinars({ db: deps.db, theme: c.get('theme'), email: c.get('user')?.email ?? null });
      return c.json(
        { data: rows.map((r) => presentWebinar(r.webinar, { isRegistered: r.isRegistered, isFull })) },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/free-webinars/{id}',
      tags,
      request: { params: webinarIdParams },
      responses: { 200: jsonResponse(z.object({ data: webinarSchema }), 'One free webinar') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const user = c.get('user') ?? null;
      const r = await getWebinar({ db: deps.db, id, theme: c.get('theme'), email: user?.email ?? null });
      return c.json({ data: await presentForViewer(deps.db, r.webinar, r.isRegistered, user) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/free-webinars/{id}/calendar.ics',
      tags,
      request: { params: webinarIdParams },
      responses: {
        200: { description: 'The webinar as an iCalendar event', content: { 'text/calendar': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { webinar } = await getWebinar({ db: deps.db, id, theme: c.get('theme'), email: null });
      const origin = siteOrigin(c);
      const body = webinarIcs(webinar, { origin, host: new URL(origin).host });
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="webinar-${webinar.id}.ics"`,
      });
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/free-webinars/{id}/room',
      tags,
      security: sessionSecurity,
      request: { params: webinarIdParams },
      responses: {
        200: jsonResponse(z.object({ data: webinarRoomSchema }), 'The live room of a registered participant'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const room = await webinarRoom({ db: deps.db, id, theme: c.get('theme'), user: c.get('user') ?? null });
      return c.json({ data: room }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/records/free-webinars/rooms/{alias}',
      tags,
      security: sessionSecurity,
      request: { params: z.object({ alias: z.string().max(64) }) },
      responses: {
        200: jsonResponse(z.object({ data: webinarRoomSchema }), 'The named room: its current or next webinar'),
      },
    }),
    async (c) => {
      const { alias } = c.req.valid('param');
      if (!isNamedRoom(alias)) throw new AppError('not_found', { message: 'Кімнату не знайдено' });
      const room = await namedWebinarRoom({ db: deps.db, alias, theme: c.get('theme'), user: c.get('user') ?? null });
      return c.json({ data: room }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/staff/webinars',
      tags,
      security: sessionSecurity,
      middleware: [eventsEditorOnly],
      request: { body: { content: { 'application/json': { schema: webinarInput } } } },
      responses: { 201: jsonResponse(z.object({ data: webinarSchema }), 'Created') },
    }),
    async (c) => {
      const { webinar } = await saveWebinar({ db: deps.db, id: null, input: c.req.valid('json') });
      await purgeWebinarPages(deps);
      return c.json({ data: presentWebinar(webinar, { isRegistered: false, isFull: true }) }, 201);
    },
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/staff/webinars/{id}',
      tags,
      security: sessionSecurity,
      middleware: [eventsEditorOnly],
      request: {
        params: webinarIdParams,
        body: { content: { 'application/json': { schema: webinarInput } } },
      },
      responses: { 200: jsonResponse(z.object({ data: webinarSchema }), 'Updated') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { webinar } = await saveWebinar({ db: deps.db, id, input: c.req.valid('json') });
      await purgeWebinarPages(deps);
      return c.json({ data: presentWebinar(webinar, { isRegistered: false, isFull: true }) }, 200);
    },
  );
  return router;
}
