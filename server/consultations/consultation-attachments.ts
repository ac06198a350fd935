import { and, asc, eq } from 'drizzle-orm';
import { consultationServices } from '../../common/consultation-services';
import { loadAccess } from '../access/access';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { AppError } from '../http/errors';
import { requireUser } from '../http/openapi';
import type { AttachmentAccess } from '../uploads/attachment.routes';
import { presentAttachment } from '../uploads/upload-attachment';
import { isConsultant, questionFor } from './consultation-query';

export const ATTACHMENT_SCOPE = 'consultations';

/**
 * Files of a question are uploaded to the service's record id (every service has one, spec part 2
 * §9; not all have a comment thread) and claimed by the question when it is asked, or by the
 * question when a consultant's answer lists them (the message keeps their views). Either way the
 * question's readers (author and consultants) download them, anybody else gets 404.
 */
export const serviceOfRecord = (record: number) => consultationServices.find((s) => s.record === record);

export const consultationAttachmentAccess: AttachmentAccess = {
  canUpload: async (c, record) => {
    const user = requireUser(c.get('user'));
    const service = serviceOfRecord(record);
    if (!service) throw new AppError('not_found');
    // Consultants attach files to their answers on every service.
    if (isConsultant(user)) return;
    const access = await loadAccess({ db: c.get('deps').db, user });
    if (!access.canUseConsultation(service.slug)) throw new AppError('no_subscription_access');
  },
  canRead: async (c, row) => {
    const user = c.get('user');
    if (!user) throw new AppError('not_found');
    if (row.ownerId === null) {
      if (row.userId !== user.id) throw new AppError('not_found');
      return;
    }
    await questionFor({ db: c.get('deps').db, user, id: row.ownerId });
  },
};

export async function questionAttachments(db: Db, questionId: number) {
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.scope, ATTACHMENT_SCOPE), eq(attachments.ownerId, questionId)))
    .orderBy(asc(attachments.id));
  return rows.map(presentAttachment);
}
