import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { AppError } from '../http/errors';
import { ATTACHMENTS_ROOT, type AttachmentRow } from './upload-attachment';

/** The policy every served attachment carries: nothing runs, nothing loads, nothing frames it. */
export const ATTACHMENT_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** `attachment` with an ASCII fallback and the real name encoded per RFC 6266 / 5987. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export async function findAttachment(opts: { db: Db; scope: string; id: number }): Promise<AttachmentRow> {
  const [row] = await opts.db.select().from(attachments).where(eq(attachments.id, opts.id));
  if (!row || row.scope !== opts.scope) throw new AppError('not_found');
  return row;
}

/** The file as a download: private cache, no sniffing, the strict policy, the original name. */
export async function attachmentResponse(opts: { dataDir: string; row: AttachmentRow }): Promise<Response> {
  const root = path.resolve(opts.dataDir, ATTACHMENTS_ROOT);
  const file = path.resolve(root, opts.row.path);
  if (!file.startsWith(`${root}${path.sep}`)) throw new AppError('not_found');
  const bytes = await fs.readFile(file).catch(() => null);
  if (!bytes) throw new AppError('not_found');
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': opts.row.mime,
      'Content-Length': String(bytes.length),
      'Content-Disposition': attachmentDisposition(opts.row.name),
      'Content-Security-Policy': ATTACHMENT_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}
