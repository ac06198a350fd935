import { and, eq, inArray, isNull } from 'drizzle-orm';
import { attachmentSetError } from '../../common/attachments';
import { msg } from '../../common/messages';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { validationError } from '../http/errors';
import { type AttachmentRow, presentAttachment } from './upload-attachment';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Attaches uploaded files to the record that lists their ids (inside that record's transaction):
 * each must be the poster's own unclaimed upload to the same scope and thread; the set keeps the
 * spec's limits (5 files, 10 MB in total, no repeated names). Refusals are 422 on `attachments`.
 */
export async function claimAttachments(opts: {
  tx: Tx | Db;
  scope: string;
  threadId: number;
  ownerId: number;
  ids: number[];
  userId: number | null;
  visitor: string | null;
}) {
  const ids = [...new Set(opts.ids)];
  if (!ids.length) return [];
  const fail = (message: string) => validationError({ attachments: [message] });
  if (ids.length > 5) throw fail(msg.attachmentCount);
  const owner = opts.userId
    ? eq(attachments.userId, opts.userId)
    : opts.visitor
      ? eq(attachments.visitor, opts.visitor)
      : undefined;
  if (!owner) throw fail(msg.attachmentFailure);
  const rows: AttachmentRow[] = await opts.tx
    .select()
    .from(attachments)
    .where(
      and(
        inArray(attachments.id, ids),
        eq(attachments.scope, opts.scope),
        eq(attachments.threadId, opts.threadId),
        isNull(attachments.ownerId),
        owner,
      ),
    )
    .for('update');
  if (rows.length !== ids.length) throw fail(msg.attachmentFailure);
  const refusal = attachmentSetError(rows);
  if (refusal) throw fail(refusal);
  await opts.tx.update(attachments).set({ ownerId: opts.ownerId }).where(inArray(attachments.id, ids));
  return rows.map(presentAttachment);
}
