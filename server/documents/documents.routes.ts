import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { documentMessages, isDocumentsEditor } from '../../common/documents';
import { loadAccess } from '../access/access';
import { keptAggregate } from '../cache/kept-lists';
import { AppError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter, requireUser, sessionSecurity } from '../http/openapi';
import { purgePublicPages } from '../http/page-cache';
import { rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { engagementLimits, signedIn } from '../engagement/engagement.routes';
import { countersFromQuery } from '../engagement/get-counters';
import { shareItem } from '../engagement/share-item';
import { getCompanyProfile, presentCompanyProfile, saveCompanyProfile } from './company-profile';
import { type DocumentFile, downloadDocument, FILE_TYPES } from './document-file';
import { documentIdOf } from './document-id';
import { documentKind } from './documents-kind';
import { presentDocumentCard, presentDocumentList } from './documents.presenter';
import {
  companyProfileBody,
  countersQuery,
  documentIdParams,
  documentsListQuery,
  downloadParams,
  downloadQuery,
  fillBody,
  storeDocumentBody,
  storeRubricBody,
} from './documents.schema';
import { fillDocument } from './fill-document';
import { getFillValues } from './fill-values';
import { getDocument } from './get-document';
import { listDocuments } from './list-documents';
import { readDocument } from './read-document';
import { publishDocument, storeDocument, storeRubric } from './store-document';

const anyObject = z.object({}).passthrough();
const fileResponse = (description: string) => ({
  content: Object.fromEntries(Object.values(FILE_TYPES).map((type) => [type, { schema: z.any() }])),
  description,
});

const editorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isDocumentsEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
  await next();
};

/** A file answer: attachment with the Ukrainian name encoded (RFC 6266), never cached by shared caches. */
export function sendFile(c: Context<AppEnv>, file: DocumentFile) {
  const ascii = file.name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_');
  return c.body(new Uint8Array(file.content), 200, {
    'Content-Type': file.type,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    'Content-Length': String(file.content.length),
    'Cache-Control': 'private, no-store',
  });
}

export function documentsRoutes(deps: Pick<AppDeps, 'redis' | 'env'>) {
  const router = createApiRouter();
  // The fill needs an account (the company details are stored per user): a guest learns it in words.
  router.use('/documents/document/:id/fill', async (c, next) => {
    if (!c.get('user')) throw new AppError('unauthenticated', { message: documentMessages.fillNeedsAccount });
    await next();
  });
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/documents',
      tags: ['Documents'],
      request: { query: documentsListQuery },
      responses: { 200: jsonResponse(anyObject, 'Documents with filter counters (query=favorite for favourites)') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { db } = c.get('deps');
      const user = c.get('user');
      const [list, access] = await Promise.all([
        listDocuments({
          db,
          user,
          theme: c.get('theme'),
          rubric: q.rubric,
          query: q.query,
          types: q.types,
          q: q.q,
          order: q.order,
          page: q.page,
          limit: q.limit,
        }),
        loadAccess({ db, user }),
      ]);
      return c.json(presentDocumentList(list, { access }), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/document/{id}',
      tags: ['Documents'],
      request: { params: documentIdParams },
      responses: { 200: jsonResponse(z.object({ data: anyObject }), 'A document (paywall applied)') },
    }),
    async (c) => {
      const { document } = await readDocument({
        db: c.get('deps').db,
        user: c.get('user'),
        id: documentIdOf(c.req.valid('param').id),
        theme: c.get('theme'),
        countView: false,
      });
      return c.json({ data: document }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/document/{id}/view',
      tags: ['Documents'],
      request: { params: documentIdParams },
      responses: { 200: jsonResponse(z.object({ views: z.number() }), 'Counts a view once per visitor per day') },
    }),
    async (c) => {
      const { document } = await readDocument({
        db: c.get('deps').db,
        user: c.get('user'),
        id: documentIdOf(c.req.valid('param').id),
        theme: c.get('theme'),
        visitor: c.get('visitor')(),
      });
      return c.json({ views: document.views }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/document/{id}/share',
      tags: ['Documents'],
      middleware: rateLimit(deps, engagementLimits.share),
      request: { params: documentIdParams },
      responses: { 200: jsonResponse(z.object({ share_count: z.number() }), 'The new share count') },
    }),
    async (c) => {
      const id = documentIdOf(c.req.valid('param').id);
      return c.json(await shareItem({ db: c.get('deps').db, kind: documentKind, id }), 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/document/{id}/download/{variant}',
      tags: ['Documents'],
      request: { params: downloadParams, query: downloadQuery },
      responses: { 200: fileResponse('The blank template or the filling sample, DOCX, PDF or XLSX (access checked)') },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const file = await downloadDocument({
        db: c.get('deps').db,
        user: c.get('user'),
        id: documentIdOf(p.id),
        variant: p.variant,
        format: c.req.valid('query').format,
        theme: c.get('theme'),
      });
      return sendFile(c, file) as never;
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/documents/document/{id}/fill',
      tags: ['Documents'],
      security: sessionSecurity,
      middleware: [signedIn],
      request: { params: documentIdParams, body: { content: { 'application/json': { schema: fillBody } } } },
      responses: { 200: fileResponse('The template filled with the company profile and the entered values') },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const file = await fillDocument({
        db: c.get('deps').db,
        user: requireUser(c.get('user')),
        id: documentIdOf(c.req.valid('param').id),
        values: body.values,
        format: body.format,
        theme: c.get('theme'),
      });
      return sendFile(c, file) as never;
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/document/{id}/fill-values',
      tags: ['Documents'],
      security: sessionSecurity,
      middleware: [signedIn],
      request: { params: documentIdParams },
      responses: {
        200: jsonResponse(
          z.object({ data: z.record(z.string(), z.string()).nullable() }),
          'The values the user entered at the last fill of this document',
        ),
      },
    }),
    async (c) => {
      const id = documentIdOf(c.req.valid('param').id);
      const { db } = c.get('deps');
      const user = requireUser(c.get('user'));
      // The document must exist and be visible in the theme; the values are the user's own.
      await getDocument({ db, user, id, theme: c.get('theme') });
      return c.json({ data: await getFillValues({ db, user, id }) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/company-profile',
      tags: ['Documents'],
      security: sessionSecurity,
      middleware: [signedIn],
      responses: { 200: jsonResponse(z.object({ data: anyObject.nullable() }), 'The stored company details') },
    }),
    async (c) => {
      const row = await getCompanyProfile({ db: c.get('deps').db, user: requireUser(c.get('user')) });
      return c.json({ data: presentCompanyProfile(row) }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: '/documents/company-profile',
      tags: ['Documents'],
      security: sessionSecurity,
      middleware: [signedIn],
      request: { body: { content: { 'application/json': { schema: companyProfileBody } } } },
      responses: { 200: jsonResponse(z.object({ data: anyObject }), 'Saved company details') },
    }),
    async (c) => {
      const row = await saveCompanyProfile({
        db: c.get('deps').db,
        user: requireUser(c.get('user')),
        input: c.req.valid('json'),
      });
      return c.json({ data: presentCompanyProfile(row) as object }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/counters',
      tags: ['Documents'],
      request: { query: countersQuery },
      responses: { 200: jsonResponse(z.object({ data: z.array(anyObject) }), 'Counters records') },
    }),
    async (c) => {
      const data = await countersFromQuery({
        db: c.get('deps').db,
        kind: documentKind,
        user: c.get('user'),
        query: c.req.valid('query'),
      });
      return c.json({ data }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'get',
      path: '/documents/widgets',
      tags: ['Documents'],
      responses: { 200: jsonResponse(z.object({ data: anyObject }), 'Latest and most viewed documents') },
    }),
    async (c) => {
      const { db } = c.get('deps');
      const user = c.get('user');
      const theme = c.get('theme');
      const load = async () => {
        const [latest, popular, access] = await Promise.all([
          listDocuments({ db, user, theme, limit: 5 }),
          listDocuments({ db, user, theme, limit: 5, order: 'views' }),
          loadAccess({ db, user }),
        ]);
        const cards = (rows: typeof latest.rows) => rows.map((r) => presentDocumentCard(r, { access }));
        return {
          latest: cards(latest.rows),
          popular: cards(popular.rows),
          totals: { documents: latest.absoluteTotal, with_sample: latest.counters.sample },
        };
      };
      // A guest's widgets are the same for every guest of the theme: kept a second, as the news and
      // records widgets are (ADR 019); a reader's carry their marks and access, never kept.
      const data = await keptAggregate(db, user ? null : JSON.stringify(['document-widgets', theme]), load);
      return c.json({ data }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/documents/store-document',
      tags: ['Documents'],
      security: sessionSecurity,
      middleware: [editorOnly],
      request: { body: { content: { 'application/json': { schema: storeDocumentBody } } } },
      responses: {
        200: jsonResponse(z.object({ id: z.number() }), 'Updated'),
        201: jsonResponse(z.object({ id: z.number() }), 'Created'),
      },
    }),
    async (c) => {
      const saved = await storeDocument({
        db: c.get('deps').db,
        user: requireUser(c.get('user')),
        input: c.req.valid('json'),
      });
      await purgePublicPages(c.get('deps'), ['/documents*', '/sitemap.xml']);
      return saved.created ? c.json({ id: saved.id }, 201) : c.json({ id: saved.id }, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/documents/document/{id}/publish',
      tags: ['Documents'],
      security: sessionSecurity,
      middleware: [editorOnly],
      request: {
        params: documentIdParams,
        body: { content: { 'application/json': { schema: z.object({ publish: z.boolean() }) } } },
      },
      responses: { 200: jsonResponse(z.object({ id: z.number(), status: z.string() }), 'Status after the change') },
    }),
    async (c) => {
      const row = await publishDocument({
        db: c.get('deps').db,
        user: requireUser(c.get('user')),
        id: documentIdOf(c.req.valid('param').id),
        publish: c.req.valid('json').publish,
      });
      await purgePublicPages(c.get('deps'), ['/documents*', '/sitemap.xml']);
      return c.json(row, 200);
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: '/documents/store-rubric',
      tags: ['Documents'],
      security: sessionSecurity,
      middleware: [editorOnly],
      request: { body: { content: { 'application/json': { schema: storeRubricBody } } } },
      responses: { 200: jsonResponse(z.object({ id: z.number(), alias: z.string() }), 'Saved rubric') },
    }),
    async (c) => {
      const row = await storeRubric({
        db: c.get('deps').db,
        user: requireUser(c.get('user')),
        input: c.req.valid('json'),
      });
      await purgePublicPages(c.get('deps'), ['/documents*']);
      return c.json({ id: row.id, alias: row.alias }, 200);
    },
  );
  return router;
}
