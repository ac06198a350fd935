import type { AttachmentView } from '../../common/attachments';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { attachmentPolicy } from './attachment-policy';
import { checkUpload, writeUpload } from './store-upload';

/** Attachments live here under DATA_DIR, away from the public `/uploads/` folder. */
export const ATTACHMENTS_ROOT = 'attachments';

export type AttachmentRow = typeof attachments.$inferSelect;

/** Where an attachment is downloaded: through its scope's API, which checks the thread's access. */
export function presentAttachment(row: Pick<AttachmentRow, 'id' | 'name' | 'size' | 'scope'>): AttachmentView {
  return { id: row.id, name: row.name, url: `/api/${row.scope}/attachments/${row.id}`, size: row.size };
}

/**
 * Stores one file for a later post in a thread (a comment, a consultation question): checked by
 * content with the attachment policy, kept unclaimed and owned by the uploader (user or anonymous
 * visitor) until a post lists its id. The caller decides who may upload to the thread.
 */
export async function uploadAttachment(opts: {
  db: Db;
  dataDir: string;
  scope: string;
  threadId: number;
  userId: number | null;
  visitor: string | null;
  file: File;
}): Promise<AttachmentView> {
  const checked = await checkUpload(opts.file, attachmentPolicy('file'));
  const relative = await writeUpload({
    dataDir: opts.dataDir,
    root: ATTACHMENTS_ROOT,
    dir: opts.scope,
    bytes: checked.bytes,
    ext: checked.ext,
  });
  const [row] = await opts.db
    .insert(attachments)
    .values({
      scope: opts.scope,
      threadId: opts.threadId,
      userId: opts.userId,
      visitor: opts.userId ? null : opts.visitor,
      name: checked.name,
      path: relative,
      size: checked.bytes.length,
      mime: checked.mime,
      ext: checked.ext,
    })
    .returning();
  return presentAttachment(row);
}
