import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { jsonResponse } from '../http/json-response';
import { siteOrigin } from '../http/origin';
import { purgePublicPages } from '../http/page-cache';
import type { AppDeps, AppEnv } from '../http/types';
import { sanitizeNewsHtml } from '../news/news-html';
import { answerQuestion } from './answer-question';
import { deleteCannedReply, listCannedReplies, storeCannedReply } from './canned-replies';
import { clarifyQuestion } from './clarify-question';
import { questionOf, siteName } from './route-helpers';
import {
  cannedBody,
  cannedSchema,
  idParams,
  listMeta,
  messageBody,
  publishBody,
  queueQuery,
  questionSchema,
  statusBody,
} from './consultations.schema';
import { requireConsultant } from './consultation-query';
import { publishQuestion } from './publish-question';
import { responseTimeStats } from './response-time-stats';
import { searchQueue } from './search-queue';
import { setQuestionStatus } from './set-question-status';
import { takeQuestion } from './take-question';

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const questionAnswer = jsonResponse(z.object({ data: questionSchema }), 'The question after the change');
const take = () =>
  createRoute({
    method: 'post',
    path: '/consultations/questions/{id}/take',
    security: sessionSecurity,
    tags: ['Consultations desk'],
    request: { params: idParams },
    responses: { 200: questionAnswer },
  });
const post = <B extends z.ZodType>(path: string, body: B) =>
  createRoute({
    method: 'post',
    path,
    security: sessionSecurity,
    tags: ['Consultations desk'],
    request: { params: idParams, body: { content: { 'application/json': { schema: body } } } },
    responses: { 200: questionAnswer },
  });

const desk = (c: Context<AppEnv>) => {
  const { db, bus } = c.get('deps');
  return { deps: { db, bus }, user: requireUser(c.get('user')) };
};
const rich = (html: string) => sanitizeNewsHtml(html);

/** The consultants' side: queue, take, clarify, answer, status, publish, canned replies, the measure. */
export function deskRoutes(_deps: AppDeps) {
  const router = createApiRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/kbs/client/questions/search',
      security: sessionSecurity,
      tags: ['Consultations desk'],
      request: { query: queueQuery },
      responses: {
        200: jsonResponse(z.object({ data: z.array(questionSchema), meta: listMeta }), 'The consultants’ queue'),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { db } = c.get('deps');
      const result = await searchQueue({
        db,
        user: requireUser(c.get('user')),
        theme: c.get('theme'),
        filters: {
          q: query.q || undefined,
          page: query.page,
          limit: query.limit,
          threads: asList(query['threads[]']),
          period: query.period,
          recipients: asList(query['recipients[]']).map(Number),
          withAnswer: query.with_answer,
          isPrivate: query.private,
        },
      });
      return c.json(result, 200);
    },
  );
  router.openapi(take(), async (c) => {
    const id = c.req.valid('param').id;
    await takeQuestion({ ...desk(c), id });
    return c.json({ data: await questionOf(c, id) }, 200);
  });
  router.openapi(post('/consultations/questions/{id}/clarify', messageBody), async (c) => {
    const id = c.req.valid('param').id;
    const body = c.req.valid('json');
    await clarifyQuestion({ ...desk(c), id, body: rich(body.text), attachments: body.attachments });
    return c.json({ data: await questionOf(c, id) }, 200);
  });
  router.openapi(post('/consultations/questions/{id}/answer', messageBody), async (c) => {
    const id = c.req.valid('param').id;
    const { deps, user } = desk(c);
    const body = c.req.valid('json');
    await answerQuestion({
      deps: { ...deps, mailer: c.get('deps').mailer },
      user,
      id,
      body: rich(body.text),
      attachments: body.attachments,
      origin: siteOrigin(c),
      site: siteName(c),
    });
    return c.json({ data: await questionOf(c, id) }, 200);
  });
  router.openapi(post('/consultations/questions/{id}/status', statusBody), async (c) => {
    const id = c.req.valid('param').id;
    await setQuestionStatus({ ...desk(c), id, status: c.req.valid('json').status });
    return c.json({ data: await questionOf(c, id) }, 200);
  });
  router.openapi(post('/consultations/questions/{id}/publish', publishBody), async (c) => {
    const id = c.req.valid('param').id;
    const body = c.req.valid('json');
    const { deps, user } = desk(c);
    await publishQuestion({ db: deps.db, user, id, isPublished: body.is_published, text: body.text });
    // The service's public archive and its question pages, and what lists and searches kept (ADR 019).
    await purgePublicPages(c.get('deps'), ['/consultations*']);
    return c.json({ data: await questionOf(c, id) }, 200);
  });
  router.openapi(
    createRoute({
      method: 'get',
      path: '/consultations/response-time',
      security: sessionSecurity,
      tags: ['Consultations desk'],
      responses: {
        200: jsonResponse(
          z.object({
            data: z.array(
              z.object({ week: z.string(), service: z.string(), answered: z.number(), median_minutes: z.number() }),
            ),
          }),
          'Weekly median minutes to the first answer, per service',
        ),
      },
    }),
    async (c) => {
      const { db } = c.get('deps');
      return c.json(
        { data: await responseTimeStats({ db, user: requireUser(c.get('user')), theme: c.get('theme') }) },
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/consultations/canned-replies',
      security: sessionSecurity,
      tags: ['Consultations desk'],
      responses: { 200: jsonResponse(z.object({ data: z.array(cannedSchema) }), 'Canned replies') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      return c.json({ data: await listCannedReplies({ db: c.get('deps').db, user, theme: c.get('theme') }) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/consultations/canned-replies',
      security: sessionSecurity,
      tags: ['Consultations desk'],
      request: { body: { content: { 'application/json': { schema: cannedBody } } } },
      responses: { 201: jsonResponse(z.object({ data: cannedSchema }), 'Created') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      requireConsultant(user);
      const b = c.req.valid('json');
      const input = { title: b.title, body: rich(b.text), service: b.service };
      return c.json({ data: await storeCannedReply({ db: c.get('deps').db, user, input }) }, 201);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/consultations/canned-replies/{id}',
      security: sessionSecurity,
      tags: ['Consultations desk'],
      request: { params: idParams, body: { content: { 'application/json': { schema: cannedBody } } } },
      responses: { 200: jsonResponse(z.object({ data: cannedSchema }), 'Updated') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      requireConsultant(user);
      const b = c.req.valid('json');
      const input = { title: b.title, body: rich(b.text), service: b.service };
      const id = c.req.valid('param').id;
      return c.json({ data: await storeCannedReply({ db: c.get('deps').db, user, id, input }) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/consultations/canned-replies/{id}',
      security: sessionSecurity,
      tags: ['Consultations desk'],
      request: { params: idParams },
      responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'Deleted') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      await deleteCannedReply({ db: c.get('deps').db, user, id: c.req.valid('param').id });
      return c.json({ ok: true }, 200);
    },
  );
  return router;
}
