import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/client';
import { ROOM_PARTICIPANTS_ONLY, webinarThreadAccess } from '../webinars/webinar-participant';

type Gate = (opts: { db: Db; id: number; user: SessionUser | null }) => Promise<'missing' | 'allowed' | 'denied'>;

/**
 * Threads of these kinds are open only to the item's participants, whatever page or call reaches
 * them (the comments API, the realtime room, attachments): a webinar's chat belongs to its room.
 * Comment staff pass before a gate is asked.
 */
export const threadGates: Record<string, { gate: Gate; deniedMessage: string }> = {
  webinar: { gate: webinarThreadAccess, deniedMessage: ROOM_PARTICIPANTS_ONLY },
};
