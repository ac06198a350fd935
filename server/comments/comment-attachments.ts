import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { comments } from '../db/schema';
import { AppError } from '../http/errors';
import type { AppEnv } from '../http/types';
import type { AttachmentAccess } from '../uploads/attachment.routes';
import { assertCanPost, viewThread } from './thread-access';
import { canSeeComment } from './comment-visibility';

const viewerOf = (c: Context<AppEnv>, threadId: number) =>
  viewThread({ db: c.get('deps').db, registry: c.get('deps').registry, threadId, user: c.get('user') });

/**
 * Comment attachments: uploading needs the right to post in a thread that takes files; reading
 * needs the right to see the comment the file belongs to (a file not yet posted: its uploader only).
 */
export const commentAttachmentAccess: AttachmentAccess = {
  canUpload: async (c, threadId) => {
    const viewer = await viewerOf(c, threadId);
    assertCanPost(viewer);
    if (viewer.thread.files !== 1)
      throw new AppError('forbidden', { message: 'До цього обговорення не можна додавати файли' });
  },
  canRead: async (c, row) => {
    const user = c.get('user');
    if (row.ownerId === null) {
      const isUploader = user ? row.userId === user.id : row.visitor !== null && row.visitor === c.get('visitor')();
      if (!isUploader) throw new AppError('not_found');
      return;
    }
    const viewer = await viewerOf(c, row.threadId);
    const db = c.get('deps').db;
    const [comment] = await db.select().from(comments).where(eq(comments.id, row.ownerId));
    if (!comment || !(await canSeeComment(db, viewer, comment))) throw new AppError('not_found');
  },
};
