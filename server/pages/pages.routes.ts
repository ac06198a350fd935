import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { isPagesEditor } from '../../common/page-blocks';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { purgePublicPages } from '../http/page-cache';
import type { AppEnv } from '../http/types';
import { findPageForStaff, listPagesForStaff, publishDraft, saveDraft } from './edit-page';
import { getPage } from './get-page';
import { packagesOfBlocks } from './page-packages';
import { presentPage, presentStaffPage } from './pages.presenter';
import { pageDraftBody, pageParams, pageSchema, staffPageSchema } from './pages.schema';

const tags = ['Pages'];
const editorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPagesEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};
const staffPage = z.object({ data: staffPageSchema });

export function pagesRoutes() {
  const router = createApiRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/pages/pages/{alias}',
      tags,
      request: { params: pageParams },
      responses: {
        200: { description: 'CMS page', content: { 'application/json': { schema: z.object({ data: pageSchema }) } } },
      },
    }),
    async (c) => {
      const { db } = c.get('deps');
      const page = await getPage({ db, alias: c.req.valid('param').alias });
      return c.json({ data: presentPage(page, await packagesOfBlocks(db, page.blocks)) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/staff/pages',
      tags,
      security: sessionSecurity,
      middleware: [editorsOnly],
      responses: { 200: jsonResponse(z.object({ data: z.array(staffPageSchema) }), 'Every CMS page') },
    }),
    async (c) => {
      const rows = await listPagesForStaff(c.get('deps').db);
      return c.json({ data: rows.map(presentStaffPage) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/staff/pages/{alias}',
      tags,
      security: sessionSecurity,
      middleware: [editorsOnly],
      request: { params: pageParams },
      responses: { 200: jsonResponse(staffPage, 'The page with its draft') },
    }),
    async (c) => {
      const page = await findPageForStaff(c.get('deps').db, c.req.valid('param').alias);
      return c.json({ data: presentStaffPage(page) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/staff/pages/{alias}',
      tags,
      security: sessionSecurity,
      middleware: [editorsOnly],
      request: { params: pageParams, body: { content: { 'application/json': { schema: pageDraftBody } } } },
      responses: { 200: jsonResponse(staffPage, 'Draft saved (the live page is unchanged)') },
    }),
    async (c) => {
      const page = await saveDraft(c.get('deps').db, c.req.valid('param').alias, c.req.valid('json'));
      return c.json({ data: presentStaffPage(page) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/staff/pages/{alias}/publish',
      tags,
      security: sessionSecurity,
      middleware: [editorsOnly],
      request: { params: pageParams },
      responses: { 200: jsonResponse(staffPage, 'Draft published') },
    }),
    async (c) => {
      const deps = c.get('deps');
      const { alias } = c.req.valid('param');
      const page = await publishDraft(deps.db, alias);
      await purgePublicPages(deps, [`/${alias}`]);
      return c.json({ data: presentStaffPage(page) }, 200);
    },
  );
  return router;
}
