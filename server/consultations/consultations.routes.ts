import { createRoute, z } from '@hono/zod-openapi';
import type { ConsultationServiceSlug } from '../../common/consultation-services';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { jsonResponse } from '../http/json-response';
import { rateLimit } from '../http/rate-limit';
import type { AppDeps } from '../http/types';
import { presentFavoritesPage } from '../engagement/engagement.presenter';
import { listFavorites } from '../engagement/list-favorites';
import { askQuestion } from './ask-question';
import { consultationKindName } from './consultation-kind';
import { questionOf } from './route-helpers';
import { listArchive } from './list-archive';
import { listMyQuestions } from './list-my-questions';
import { rateAnswer } from './publish-question';
import { replyToQuestion } from './reply-to-question';
import { findSimilarQuestions } from './similar-questions';
import { markRead } from './unread';
import { questionFor } from './consultation-query';
import { deskRoutes } from './desk.routes';
import { attachmentRoutes } from '../uploads/attachment.routes';
import { ATTACHMENT_SCOPE, consultationAttachmentAccess } from './consultation-attachments';
import {
  archivedSchema,
  askBody,
  idParams,
  listMeta,
  pageQuery,
  questionSchema,
  rateBody,
  replyBody,
  serviceParams,
  similarQuery,
} from './consultations.schema';

const askLimit = { name: 'consultation-ask', windowMs: 10 * 60_000, limit: 20, error: 'too_many_requests' } as const;
const questionAnswer = jsonResponse(z.object({ data: questionSchema }), 'The question with its conversation');

/** The client's side of the desk: ask, own questions, read marks, replies, similar answers, archive. */
export function consultationsRoutes(deps: AppDeps) {
  const router = createApiRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/consultations/{service}/questions',
      security: sessionSecurity,
      tags: ['Consultations'],
      middleware: [...rateLimit(deps, askLimit, ['account'])],
      request: { params: serviceParams, body: { content: { 'application/json': { schema: askBody } } } },
      responses: { 201: jsonResponse(z.object({ data: questionSchema }), 'Asked') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const body = c.req.valid('json');
      const row = await askQuestion({
        db: c.get('deps').db,
        bus: c.get('deps').bus,
        user,
        theme: c.get('theme'),
        service: c.req.valid('param').service,
        text: body.text,
        isPrivate: body.is_private,
        attachments: body.attachments,
      });
      return c.json({ data: await questionOf(c, row.id) }, 201);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/consultations/questions',
      security: sessionSecurity,
      tags: ['Consultations'],
      request: { query: pageQuery },
      responses: {
        200: jsonResponse(z.object({ data: z.array(questionSchema), meta: listMeta }), '"Мої консультації"'),
      },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const page = c.req.valid('query').page;
      return c.json(await listMyQuestions({ db: c.get('deps').db, user, theme: c.get('theme'), page }), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/consultations/questions/{id}',
      security: sessionSecurity,
      tags: ['Consultations'],
      request: { params: idParams },
      responses: { 200: questionAnswer },
    }),
    async (c) => c.json({ data: await questionOf(c, c.req.valid('param').id) }, 200),
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/consultations/questions/{id}/read',
      security: sessionSecurity,
      tags: ['Consultations'],
      request: { params: idParams },
      responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'Answers so far are read') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { db } = c.get('deps');
      const row = await questionFor({ db, user, id: c.req.valid('param').id });
      if (row.authorId === user.id) await markRead({ db, userId: user.id, questionId: row.id });
      return c.json({ ok: true }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/consultations/questions/{id}/reply',
      security: sessionSecurity,
      tags: ['Consultations'],
      request: { params: idParams, body: { content: { 'application/json': { schema: replyBody } } } },
      responses: { 200: questionAnswer },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { db, bus } = c.get('deps');
      const id = c.req.valid('param').id;
      await replyToQuestion({ deps: { db, bus }, user, id, body: escapeText(c.req.valid('json').text) });
      return c.json({ data: await questionOf(c, id) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/consultations/questions/{id}/rate',
      security: sessionSecurity,
      tags: ['Consultations'],
      request: { params: idParams, body: { content: { 'application/json': { schema: rateBody } } } },
      responses: { 200: jsonResponse(z.object({ rating: z.number() }), 'The answer is rated') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const id = c.req.valid('param').id;
      return c.json(await rateAnswer({ db: c.get('deps').db, user, id, rating: c.req.valid('json').rating }), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/consultations/similar',
      tags: ['Consultations'],
      request: { query: similarQuery },
      responses: { 200: jsonResponse(z.object({ data: z.array(archivedSchema) }), 'Similar answered questions') },
    }),
    async (c) => {
      const { service, q } = c.req.valid('query');
      const data = await findSimilarQuestions({
        db: c.get('deps').db,
        theme: c.get('theme'),
        service: service as ConsultationServiceSlug,
        text: q,
      });
      return c.json({ data }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/consultations/favorite',
      security: sessionSecurity,
      tags: ['Consultations'],
      request: { query: pageQuery },
      responses: { 200: jsonResponse(z.object({}).passthrough(), 'Favourite consultations of the user') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { db, registry } = c.get('deps');
      const q = c.req.valid('query');
      const page = await listFavorites({
        db,
        kinds: registry.engagementKinds,
        user,
        kind: consultationKindName,
        page: q.page,
        limit: q.limit,
      });
      return c.json(presentFavoritesPage(page), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/consultations/{service}/archive',
      tags: ['Consultations'],
      request: { params: serviceParams, query: pageQuery },
      responses: {
        200: jsonResponse(z.object({ data: z.array(archivedSchema), meta: listMeta }), 'Public anonymised archive'),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await listArchive({
          db: c.get('deps').db,
          theme: c.get('theme'),
          service: c.req.valid('param').service as ConsultationServiceSlug,
          page: q.page,
          limit: q.limit,
        }),
        200,
      );
    },
  );
  router.route('/', deskRoutes(deps));
  router.route('/', attachmentRoutes(deps, ATTACHMENT_SCOPE, consultationAttachmentAccess));
  return router;
}

/** Client replies are plain text, kept as escaped paragraphs. */
export function escapeText(text: string): string {
  const esc = text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return esc
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}
