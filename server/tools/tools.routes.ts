import { createRoute, z } from '@hono/zod-openapi';
import { AppError } from '../http/errors';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { jsonResponse } from '../http/json-response';
import { siteOrigin } from '../http/origin';
import type { AppDeps } from '../http/types';
import { calendarFeed } from './calendar/calendar-feed';
import {
  aliasParams,
  anyObject,
  calculatorBody,
  classifierQuery,
  codeParams,
  dataOf,
  eventIdParams,
  monthQuery,
  siteSearchQuery,
  tokenParams,
  yearQuery,
} from './tools.schema';
import { rolesFrom, toolsServices } from './tools-services';

const CALC = ['Calculators'];
const CLASSIFIER = ['Professions classifier'];
const CALENDAR = ['Personal calendar'];

export function toolsRoutes(deps: AppDeps) {
  const router = createApiRouter();
  const tools = toolsServices(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/calculators',
      tags: CALC,
      responses: { 200: jsonResponse(dataOf(z.array(anyObject)), 'The calculators') },
    }),
    (c) => c.json({ data: tools.calculators.list() }, 200),
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/calculators/{alias}',
      tags: CALC,
      request: { params: aliasParams },
      responses: { 200: jsonResponse(dataOf(), 'A calculator with its form fields') },
    }),
    (c) => {
      const page = tools.calculators.page(c.req.valid('param').alias);
      if (!page) throw new AppError('not_found', { message: 'Такого калькулятора немає' });
      return c.json({ data: page }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/calculators/{alias}',
      tags: CALC,
      request: {
        params: aliasParams,
        body: { content: { 'application/json': { schema: calculatorBody } }, required: true },
      },
      responses: { 200: jsonResponse(dataOf(), 'The result with its steps, rules and legal basis') },
    }),
    (c) => c.json({ data: tools.calculators.run(c.req.valid('param').alias, c.req.valid('json')) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/classifier',
      tags: CLASSIFIER,
      request: { query: classifierQuery },
      responses: { 200: jsonResponse(dataOf(z.array(anyObject)), 'Sections, or titles found by code or title') },
    }),
    async (c) => {
      const q = c.req.valid('query').q?.trim();
      return c.json({ data: q ? await tools.classifier.search(q) : await tools.classifier.sections() }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/classifier/{code}',
      tags: CLASSIFIER,
      request: { params: codeParams },
      responses: { 200: jsonResponse(dataOf(), 'An entry: path, children and titles') },
    }),
    async (c) => c.json({ data: await tools.classifier.entry(c.req.valid('param').code) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/month',
      tags: CALENDAR,
      request: { query: monthQuery },
      responses: { 200: jsonResponse(dataOf(), 'A month: days, deadlines of the roles and own events') },
    }),
    async (c) => {
      const query = c.req.queries();
      const roles = rolesFrom([...(query['roles[]'] ?? []), ...(query.roles ?? [])]);
      const view = await tools.calendar.month({ user: c.get('user'), month: c.req.valid('query').month, roles });
      return c.json({ data: { ...view, settings: undefined } }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/year',
      tags: CALENDAR,
      request: { query: yearQuery },
      responses: { 200: jsonResponse(dataOf(), 'A year of deadlines and own events, by month') },
    }),
    async (c) => {
      const query = c.req.queries();
      const roles = rolesFrom([...(query['roles[]'] ?? []), ...(query.roles ?? [])]);
      const year = c.req.valid('query').year;
      return c.json({ data: await tools.calendar.year({ user: c.get('user'), year, roles }) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/calendar/settings',
      security: sessionSecurity,
      tags: CALENDAR,
      request: { body: { content: { 'application/json': { schema: anyObject } }, required: true } },
      responses: { 200: jsonResponse(dataOf(), 'Saved roles and reminder lead time') },
    }),
    async (c) => {
      const settings = await tools.calendar.saveSettings(requireUser(c.get('user')), c.req.valid('json'));
      return c.json({ data: { roles: settings.roles, remind_days: settings.remindDays } }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/settings',
      security: sessionSecurity,
      tags: CALENDAR,
      responses: { 200: jsonResponse(dataOf(), 'Roles, reminder lead time and the private iCal address') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { settings } = await tools.calendar.month({ user });
      return c.json(
        {
          data: {
            roles: settings?.roles ?? [],
            remind_days: settings?.remindDays ?? null,
            ical_url: `${siteOrigin(c)}/api/calendar/ical/${settings?.icalToken}.ics`,
          },
        },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/calendar/settings/ical-token',
      security: sessionSecurity,
      tags: CALENDAR,
      responses: { 200: jsonResponse(dataOf(), 'A new private iCal address; the old one stops working') },
    }),
    async (c) => {
      const settings = await tools.calendar.rotateToken(requireUser(c.get('user')));
      return c.json({ data: { ical_url: `${siteOrigin(c)}/api/calendar/ical/${settings.icalToken}.ics` } }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/calendar/events',
      security: sessionSecurity,
      tags: CALENDAR,
      request: { body: { content: { 'application/json': { schema: anyObject } }, required: true } },
      responses: { 200: jsonResponse(dataOf(), 'The added event') },
    }),
    async (c) => c.json({ data: await tools.calendar.addEvent(requireUser(c.get('user')), c.req.valid('json')) }, 200),
  );
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/calendar/events/{id}',
      security: sessionSecurity,
      tags: CALENDAR,
      request: { params: eventIdParams },
      responses: { 200: jsonResponse(z.object({ message: z.string() }), 'Deleted') },
    }),
    async (c) => {
      await tools.calendar.deleteEvent(requireUser(c.get('user')), c.req.valid('param').id);
      return c.json({ message: 'Подію видалено' }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/ical/{token}',
      tags: CALENDAR,
      request: { params: tokenParams },
      responses: {
        200: { description: 'iCalendar feed (RFC 5545)', content: { 'text/calendar': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const token = c.req.valid('param').token.replace(/\.ics$/, '');
      const body = await calendarFeed({ db: deps.db, token, origin: siteOrigin(c) });
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, no-store',
      }) as never;
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/site-search',
      tags: ['Search'],
      request: { query: siteSearchQuery },
      responses: { 200: jsonResponse(anyObject, 'Items of every kind: tabs with counts, 20 per page') },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await tools.search({ user: c.get('user'), theme: c.get('theme'), ...query }), 200);
    },
  );
  return router;
}
