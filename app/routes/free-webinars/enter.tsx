import { redirect } from 'react-router';
import { loginUrl } from '../../../common/navigation';
import { pageOf, routeError } from '../../lib/frame.server';
import type { Route } from './+types/enter';
import { webinarId } from './webinar-id';

/**
 * /free-webinars/{id}/enter: a registered account goes on to the room; a signed-in account that is
 * not registered enters through the webinar's enter campaign when it has one, otherwise registers
 * on the webinar's page; a guest signs in first.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const current = pageOf(context);
  const id = webinarId(current.params.id, current.url.pathname);
  const { services, user, theme, origin } = context;
  const room = `/free-webinars/${id}/room/`;
  if (!user) throw redirect(loginUrl(room).url);
  const entry = await services.webinars.entry({ id, theme, user }).catch((err) => routeError(err, current.url));
  if (entry.isParticipant) throw redirect(room);
  if (entry.enterCampaign) {
    const out = await services.campaigns.register({
      campaign: entry.enterCampaign,
      user,
      input: { email: user.email, name: user.name },
      origin,
      theme,
    });
    if (out.result !== 'fail') throw redirect(room);
  }
  throw redirect(`/free-webinars/${id}`);
}

export default function WebinarEnter() {
  return null;
}
