import { WebinarRoomView } from '../../components/webinars/webinar-room-view';
import { pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/room';
import { webinarId } from './webinar-id';

/** /free-webinars/{id}/room/: the stream, the live chat, who is here, materials and the gift after the end. */
export async function loader({ context }: Route.LoaderArgs) {
  const current = pageOf(context);
  const id = webinarId(current.params.id, current.url.pathname);
  const { services, user, theme } = context;
  const room = await services.webinars.room({ id, theme, user }).catch((err) => routeError(err, current.url));
  const chat = await services.comments.block({ kind: 'webinar', itemId: room.id, user });
  const { frame, seo } = retitle(current, room.title);
  return {
    frame,
    seo,
    room,
    chat,
    remainingMs: new Date(room.date).getTime() - Date.now(),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function WebinarRoom({ loaderData }: Route.ComponentProps) {
  return <WebinarRoomView room={loaderData.room} chat={loaderData.chat} remainingMs={loaderData.remainingMs} />;
}
