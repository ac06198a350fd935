import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { msg } from '../../common/messages';
import { AppError, validationError } from '../http/errors';
import { jsonResponse } from '../http/json-response';
import { createApiRouter } from '../http/openapi';
import { type LimitRule, rateLimit } from '../http/rate-limit';
import type { AppDeps, AppEnv } from '../http/types';
import { attachmentResponse, findAttachment } from './attachment-file';
import type { AttachmentRow } from './upload-attachment';
import { uploadAttachment } from './upload-attachment';

/** Uploads per client: generous for five files per post, tight enough to stop filling the disk. */
const uploadLimit: LimitRule = { name: 'attachments', windowMs: 10 * 60_000, limit: 60, error: 'too_many_requests' };

const attachmentView = z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number() });

/** A thread id from the path; anything else names no thread (400, as the spec's comment calls). */
export function threadIdOf(value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new AppError('bad_request', { message: 'Обговорення не знайдено' });
  }
  return Number(value);
}

export interface AttachmentAccess {
  /** Throws unless this request may attach files to a post in the thread (thread exists, files on). */
  canUpload: (c: Context<AppEnv>, threadId: number) => Promise<void>;
  /** Throws unless this request may read the thread the attachment belongs to. */
  canRead: (c: Context<AppEnv>, row: AttachmentRow) => Promise<void>;
}

/**
 * The spec's attachment upload for one endpoint (`POST /api/{endpoint}/{thread}/{endpoint}/attachment`,
 * multipart `file` → 201 `{ data: { id, url, name, size } }`) and the download of what was attached
 * (`GET /api/{endpoint}/attachments/{id}`), both behind the endpoint's own access rules.
 */
export function attachmentRoutes(deps: Pick<AppDeps, 'redis' | 'env'>, scope: string, access: AttachmentAccess) {
  const limited = rateLimit(deps, uploadLimit, ['ip']);
  return createApiRouter()
    .openapi(
      createRoute({
        method: 'post',
        path: `/${scope}/{thread}/${scope}/attachment`,
        tags: ['Attachments'],
        middleware: limited,
        request: {
          params: z.object({ thread: z.string().max(20) }),
          body: {
            content: {
              'multipart/form-data': {
                schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }),
              },
            },
          },
        },
        responses: {
          400: jsonResponse(z.object({ message: z.string(), error: z.string() }), 'No such thread'),
          201: jsonResponse(z.object({ data: attachmentView }), 'Stored, not yet attached'),
        },
      }),
      async (c) => {
        const threadId = threadIdOf(c.req.valid('param').thread);
        await access.canUpload(c, threadId);
        const file = c.req.valid('form').file;
        if (!(file instanceof File)) throw validationError({ file: [msg.attachmentFailure] });
        const user = c.get('user');
        const data = await uploadAttachment({
          db: c.get('deps').db,
          dataDir: c.get('deps').env.DATA_DIR,
          scope,
          threadId,
          userId: user?.id ?? null,
          visitor: user ? null : c.get('visitor')(),
          file,
        });
        return c.json({ data }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: `/${scope}/attachments/{id}`,
        tags: ['Attachments'],
        request: { params: z.object({ id: z.string().regex(/^\d{1,9}$/, 'Некоректний ідентифікатор') }) },
        responses: {
          200: {
            description: 'The file, as a download',
            content: { 'application/octet-stream': { schema: z.any().openapi({ type: 'string', format: 'binary' }) } },
          },
        },
      }),
      async (c) => {
        const row = await findAttachment({ db: c.get('deps').db, scope, id: Number(c.req.valid('param').id) });
        await access.canRead(c, row);
        return attachmentResponse({ dataDir: c.get('deps').env.DATA_DIR, row }) as never;
      },
    );
}
