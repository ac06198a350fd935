import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import type { AppDeps } from '../http/types';
import { getWebinar, listWebinars, upcomingWebinars } from './list-webinars';
import { isWebinarParticipant } from './webinar-participant';
import { webinarRoom } from './webinar-room';
import { presentWebinarFull } from './webinars.presenter';

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
      return presentWebinarFull(r.webinar, { isRegistered: r.isRegistered });
    },
    /** The live room (registered accounts only). */
    room: (opts: { id: number; theme: ThemeId; user: SessionUser | null }) => webinarRoom({ db, ...opts }),
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
