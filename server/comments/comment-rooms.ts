import type { SessionUser } from '../accounts/sessions';
import type { RoomRule } from '../realtime/server';
import { viewThread } from './thread-access';

/**
 * `comments.{thread}`: whoever may read the thread; a private thread's room only for staff (its
 * authors see their own conversations on reload, never the others' live).
 */
export const commentsRoomRule: RoomRule = async (room, user, deps) => {
  const m = /^comments\.(\d{1,9})$/.exec(room);
  if (!m) return false;
  try {
    const viewer = await viewThread({
      db: deps.db,
      registry: deps.registry,
      threadId: Number(m[1]),
      user: user as SessionUser | null,
    });
    return viewer.isStaff || !viewer.thread.isPrivate;
  } catch {
    return false;
  }
};
