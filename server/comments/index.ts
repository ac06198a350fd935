import { defineCapability } from '../capability';
import { createApiRouter } from '../http/openapi';
import { realtimeSettingsRoutes } from '../realtime/settings.routes';
import { attachmentRoutes } from '../uploads/attachment.routes';
import { commentAttachmentAccess } from './comment-attachments';
import { commentRooms } from './comment-events';
import { commentsRoomRule } from './comment-rooms';
import { commentsRoutes } from './comments.routes';
import { commentsServices } from './comments-services';
import { seedDemoComments } from './seed-comments';
import { seedThreads } from './seed-threads';

/**
 * Comments on every commentable kind (threads keyed by kind + item id), their attachments,
 * moderation and live events in `comments.{thread}`; the error report; the realtime settings call.
 */
export const commentsCapability = defineCapability({
  name: 'comments',
  api: (deps) =>
    createApiRouter()
      .route('/', realtimeSettingsRoutes())
      .route('/', attachmentRoutes(deps, 'comments', commentAttachmentAccess))
      .route('/', commentsRoutes(deps)),
  services: commentsServices,
  // Demo news posts are written after every reference step: their threads follow in the demo step.
  seed: {
    reference: ({ db }) => seedThreads(db),
    demo: async ({ db }) => {
      await seedThreads(db);
      await seedDemoComments(db);
    },
  },
  rooms: { comments: commentsRoomRule },
  events: commentRooms,
});
