import { eq } from 'drizzle-orm';
import { isEventsEditor } from '../campaigns/events-editor';
import { webinars } from '../db/schema';
import { AppError } from '../http/errors';
import { requireUser } from '../http/openapi';
import type { AttachmentAccess } from '../uploads/attachment.routes';
import { isWebinarParticipant, ROOM_PARTICIPANTS_ONLY } from './webinar-participant';

/**
 * Files of webinar materials ride on the attachments mechanism: uploaded by events editors for one
 * webinar (`POST /api/webinar-materials/{webinar}/webinar-materials/attachment`, the path's "thread"
 * is the webinar id), named in the webinar's `materials`, downloaded by its participants only.
 */
export const MATERIAL_SCOPE = 'webinar-materials';

export const materialFileAccess: AttachmentAccess = {
  canUpload: async (c, webinarId) => {
    if (!isEventsEditor(requireUser(c.get('user')))) throw new AppError('forbidden');
    const [w] = await c.get('deps').db.select({ id: webinars.id }).from(webinars).where(eq(webinars.id, webinarId));
    if (!w) throw new AppError('not_found');
  },
  canRead: async (c, row) => {
    const user = requireUser(c.get('user'));
    const [w] = await c.get('deps').db.select().from(webinars).where(eq(webinars.id, row.threadId));
    if (!w) throw new AppError('not_found');
    if (isEventsEditor(user)) return;
    if (!w.isPublished || !w.materials.some((m) => m.fileId === row.id)) throw new AppError('not_found');
    if (!(await isWebinarParticipant(c.get('deps').db, w, user))) {
      throw new AppError('forbidden', { message: ROOM_PARTICIPANTS_ONLY });
    }
  },
};
