import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { AppDeps } from '../http/types';
import { getWebinar, listWebinars, upcomingWebinars } from './list-webinars';
import { isWebinarParticipant } from './webinar-participant';
import type { NamedRoom } from '../../common/named-rooms';
import { namedRoomWebinarId, webinarRoom } from './webinar-room';
import { presentMaterials, presentWebinarFull, type WebinarRow } from './webinars.presenter';

/** The webinar page's answer: the materials only for participants and staff. */
export async function presentForViewer(
  db: AppDeps['db'],
  w: WebinarRow,
  isRegistered: boolean,
  user: SessionUser | null,
) {
  const presented = presentWebinarFull(w, { isRegistered });
  const materials = user && (await isWebinarParticipant(db, w, user)) ? presentMaterials(w) : undefined;
  return { ...presented, materials };
}

/** What the free-webinar pages ask in-process: the same presented answers as the JSON API. */
export function webinarServices(deps: AppDeps) {
  const { db } = deps;
  return {
    list: async (opts: { theme: ThemeId; user: SessionUser | null }) =>
      (await listWebinars({ db, theme: opts.theme, email: opts.user?.email ?? null })).map((r) =>
        presentWebinarFull(r.webinar, { isRegistered: r.isRegistered }),
      ),
    /** The next webinars of the theme, soonest first (home page). */
    upcoming: async (opts: { theme: ThemeId; limit: number }) =>
      (await upcomingWebinars({ db, ...opts })).map((w) => ({
        id: w.id,
        title: w.title,
        url: `/free-webinars/${w.id}`,
        date: w.startsAt.toISOString(),
      })),
    one: async (opts: { id: number; theme: ThemeId; user: SessionUser | null }) => {
      const r = await getWebinar({ db, id: opts.id, theme: opts.theme, email: opts.user?.email ?? null });
      return presentForViewer(db, r.webinar, r.isRegistered, opts.user);
    },
    /** The live room (registered accounts only). */
    room: (opts: { id: number; theme: ThemeId; user: SessionUser | null }) => webinarRoom({ db, ...opts }),
    /** A named room's live room, or null when no current or next webinar is assigned to it. */
    namedRoom: async (opts: { alias: NamedRoom; theme: ThemeId; user: SessionUser | null }) => {
      const id = await namedRoomWebinarId({ db, alias: opts.alias, theme: opts.theme });
      return id === null ? null : webinarRoom({ db, id, theme: opts.theme, user: opts.user });
    },
    /** Entering: is the account a participant already, and which campaign admits it otherwise. */
    entry: async (opts: { id: number; theme: ThemeId; user: SessionUser }) => {
      const { webinar } = await getWebinar({ db, id: opts.id, theme: opts.theme, email: opts.user.email });
      return {
        isParticipant: await isWebinarParticipant(db, webinar, opts.user),
        enterCampaign: webinar.enterCampaign,
      };
    },
  };
}
