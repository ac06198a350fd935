import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorReportSchema } from '../../common/error-report';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { type LimitRule, rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { threadIdOf } from '../uploads/attachment.routes';
import { isCommentStaff } from '../../common/comments';
import { listComments } from './list-comments';
import { listMyComments } from './list-my-comments';
import { type Moderation, moderateComment } from './moderate-comment';
import { postComment } from './post-comment';
import { reportError } from './report-error';
import { searchAllComments, searchThread } from './search-comments';
import { presentThread } from './thread.presenter';
import { viewThread } from './thread-access';
import { updateComment } from './update-comment';
import {
  clarifyBody,
  commentParams,
  commentSchema,
  globalSearchQuery,
  listQuery,
  myQuery,
  pageMeta,
  postBody,
  replyBody,
  searchQuery,
  statusBody,
  textBody,
  threadParams,
  threadSchema,
} from './comments.schema';

/** Posting: a person writes far fewer than 30 comments a minute; one address may carry an office. */
const postLimit: LimitRule = { name: 'comments', windowMs: 60_000, limit: 30, error: 'too_many_requests' };
const postLimitPerIp: LimitRule = { name: 'comments-ip', windowMs: 60_000, limit: 120, error: 'too_many_requests' };
const reportLimit: LimitRule = { name: 'error-report', windowMs: 10 * 60_000, limit: 5, error: 'too_many_requests' };

const one = z.object({ data: commentSchema });
/** The spec's answer for a thread that does not exist (or is hidden with its item). */
const noThread = jsonResponse(z.object({ message: z.string(), error: z.string() }), 'No such thread');
const list = z.object({ data: z.array(commentSchema), meta: pageMeta, thread: threadSchema.optional() });

/** `read`: a page or search of the thread, which may take the thread row kept a second (ADR 049). */
const viewerOf = (c: Context<AppEnv>, thread: string, read = false) =>
  viewThread({
    db: c.get('deps').db,
    registry: c.get('deps').registry,
    threadId: threadIdOf(thread),
    user: c.get('user'),
    kept: read,
  });

const json = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } } } });

export function commentsRoutes(deps: Pick<AppDeps, 'redis' | 'env'>) {
  const router = createApiRouter();
  const posting = [...rateLimit(deps, postLimitPerIp, ['ip']), ...rateLimit(deps, postLimit, ['account'])];
  const reporting = rateLimit(deps, reportLimit, ['ip']);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/comments/search',
      tags: ['Comments'],
      security: sessionSecurity,
      request: { query: globalSearchQuery },
      responses: { 200: jsonResponse(list, 'Comments across the site (staff)') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      if (!isCommentStaff(user)) throw new AppError('forbidden');
      const q = c.req.valid('query');
      return c.json(
        await searchAllComments({ db: c.get('deps').db, theme: c.get('theme'), threadIds: q.threads, ...q }),
        200,
      );
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/comments/my',
      tags: ['Comments'],
      security: sessionSecurity,
      request: { query: myQuery },
      responses: { 200: jsonResponse(z.object({ data: z.array(z.any()), meta: pageMeta }), 'Мої коментарі') },
    }),
    async (c) => {
      const user = requireUser(c.get('user'));
      const q = c.req.valid('query');
      const { db, registry } = c.get('deps');
      return c.json(await listMyComments({ db, registry, user, page: q.page, limit: q.limit }), 200);
    },
  );
  for (const path of ['/comments/{thread}/comments', '/comments/v2/{thread}/comments']) {
    router.openapi(
      createRoute({
        method: 'get',
        path,
        tags: ['Comments'],
        request: { params: threadParams, query: listQuery },
        responses: { 400: noThread, 200: jsonResponse(list, 'A page of the thread, replies nested') },
      }),
      async (c) => {
        const viewer = await viewerOf(c, c.req.valid('param').thread, true);
        const q = c.req.valid('query');
        const page = await listComments({
          db: c.get('deps').db,
          log: c.get('log'),
          viewer,
          page: q.page,
          limit: q.limit,
          onlyOwn: q.private,
        });
        return c.json({ ...page, thread: presentThread(viewer.thread) }, 200);
      },
    );
  }
  router.openapi(
    createRoute({
      method: 'get',
      path: '/comments/v2/{thread}/search',
      tags: ['Comments'],
      request: { params: threadParams, query: searchQuery },
      responses: { 400: noThread, 200: jsonResponse(list, 'Matching comments of the thread') },
    }),
    async (c) => {
      const viewer = await viewerOf(c, c.req.valid('param').thread, true);
      return c.json(await searchThread({ db: c.get('deps').db, viewer, ...c.req.valid('query') }), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/comments/{thread}/comments',
      tags: ['Comments'],
      middleware: posting,
      request: { params: threadParams, ...json(postBody) },
      responses: { 400: noThread, 201: jsonResponse(one, 'The comment as posted') },
    }),
    async (c) => {
      const viewer = await viewerOf(c, c.req.valid('param').thread);
      const user = c.get('user');
      const data = await postComment({
        deps: c.get('deps'),
        viewer,
        input: c.req.valid('json'),
        visitor: user ? null : c.get('visitor')(),
      });
      return c.json({ data }, 201);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/comments/{thread}/comments/{id}/reply',
      tags: ['Comments'],
      security: sessionSecurity,
      middleware: posting,
      request: { params: commentParams, ...json(replyBody) },
      responses: { 400: noThread, 201: jsonResponse(one, 'Staff answer; the parent becomes answered') },
    }),
    async (c) => {
      const { thread, id } = c.req.valid('param');
      const viewer = await viewerOf(c, thread);
      const body = c.req.valid('json');
      const data = await postComment({
        deps: c.get('deps'),
        viewer,
        input: { text: body.text, attachments: body.attachments, parent_id: id },
        visitor: null,
        asStaffReply: true,
      });
      return c.json({ data }, 201);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/comments/{thread}/comments/{id}/update',
      tags: ['Comments'],
      security: sessionSecurity,
      request: { params: commentParams, ...json(textBody) },
      responses: { 400: noThread, 200: jsonResponse(one, 'The edited comment') },
    }),
    async (c) => {
      const { thread, id } = c.req.valid('param');
      const viewer = await viewerOf(c, thread);
      const data = await updateComment({ deps: c.get('deps'), viewer, id, text: c.req.valid('json').text });
      return c.json({ data }, 200);
    },
  );

  const moderation = (
    action: string,
    description: string,
    body: z.ZodType | null,
    change: (body: never) => Moderation,
  ) =>
    router.openapi(
      createRoute({
        method: 'post',
        path: `/comments/{thread}/comments/{id}/${action}`,
        tags: ['Comments'],
        security: sessionSecurity,
        request: { params: commentParams, ...(body ? json(body) : {}) },
        responses: { 400: noThread, 200: jsonResponse(one, description) },
      }),
      async (c) => {
        const { thread, id } = c.req.valid('param');
        const viewer = await viewerOf(c, thread);
        const input = body ? (c.req as unknown as { valid: (t: 'json') => never }).valid('json') : ({} as never);
        const data = await moderateComment({ deps: c.get('deps'), viewer, id, change: change(input) });
        return c.json({ data }, 200);
      },
    );
  moderation('block', 'Blocked (or shown again)', null, () => ({ action: 'block' }));
  moderation('hit', 'Marked as hit (or unmarked)', null, () => ({ action: 'hit' }));
  moderation('clarify', 'Asked to clarify', clarifyBody, (b: { text: string }) => ({
    action: 'clarify',
    text: b.text,
  }));
  moderation('status', 'Status set', statusBody, (b: z.infer<typeof statusBody>) => ({
    action: 'status',
    status: b.status,
    text: b.text,
  }));

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/comments/{thread}/comments/{id}',
      tags: ['Comments'],
      security: sessionSecurity,
      request: { params: commentParams },
      responses: { 400: noThread, 200: jsonResponse(one, 'Deleted') },
    }),
    async (c) => {
      const { thread, id } = c.req.valid('param');
      const viewer = await viewerOf(c, thread);
      const data = await moderateComment({ deps: c.get('deps'), viewer, id, change: { action: 'delete' } });
      return c.json({ data }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/error-report',
      tags: ['Comments'],
      middleware: reporting,
      request: json(errorReportSchema),
      responses: { 201: jsonResponse(z.object({ data: z.object({ id: z.number() }) }), 'Report stored for staff') },
    }),
    async (c) => {
      const user = c.get('user');
      const data = await reportError({
        deps: c.get('deps'),
        theme: c.get('theme'),
        user,
        visitor: user ? null : c.get('visitor')(),
        input: c.req.valid('json'),
      });
      return c.json({ data: { id: data.id } }, 201);
    },
  );
  return router;
}
