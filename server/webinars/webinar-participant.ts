import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/sessions';
import { isEventsEditor } from '../campaigns/events-editor';
import type { Db } from '../db/client';
import { campaignRegistrations, webinars } from '../db/schema';
import type { WebinarRow } from './webinars.presenter';

/** Said to a signed-in account that is not a participant: the room, its chat and its materials. */
export const ROOM_PARTICIPANTS_ONLY = 'Кімната відкрита для зареєстрованих учасників вебінару';

/** Did the account register for the webinar (its catalogue or its enter campaign)? Events editors always. */
export async function isWebinarParticipant(
  db: Db,
  w: Pick<WebinarRow, 'catalogCampaign' | 'enterCampaign'>,
  user: SessionUser,
): Promise<boolean> {
  if (isEventsEditor(user)) return true;
  const aliases = [w.catalogCampaign, w.enterCampaign].filter((a): a is string => Boolean(a));
  if (!aliases.length) return false;
  const rows = await db
    .select({ id: campaignRegistrations.id })
    .from(campaignRegistrations)
    .where(
      and(
        inArray(campaignRegistrations.campaign, aliases),
        eq(sql`lower(${campaignRegistrations.email})`, user.email.toLowerCase()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The chat thread of a webinar (kind `webinar`) through the comments API: 'missing' when the webinar
 * is not published, otherwise whether the account takes part. Guests never do.
 */
export async function webinarThreadAccess(opts: {
  db: Db;
  id: number;
  user: SessionUser | null;
}): Promise<'missing' | 'allowed' | 'denied'> {
  const [w] = await opts.db
    .select({ catalogCampaign: webinars.catalogCampaign, enterCampaign: webinars.enterCampaign })
    .from(webinars)
    .where(and(eq(webinars.id, opts.id), eq(webinars.isPublished, true)));
  if (!w) return 'missing';
  if (!opts.user) return 'denied';
  return (await isWebinarParticipant(opts.db, w, opts.user)) ? 'allowed' : 'denied';
}
