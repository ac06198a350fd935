import { isNamedRoom, NAMED_ROOM_EMPTY } from '../../../common/named-rooms';
import { WebinarRoomView } from '../../components/webinars/webinar-room-view';
import { pageNotFound, pageOf, retitle, routeError } from '../../lib/frame.server';
import { seoMeta, themeFromMatches } from '../../lib/meta';
import type { Route } from './+types/named-room';

/**
 * /room_velseminar and /klubna_zustrich: the live room of the webinar staff assigned to the name (the
 * current one, else the next), with the room's access rules; a plain notice when none is assigned.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const current = pageOf(context);
  const alias = current.url.pathname.replace(/^\/+|\/+$/g, '');
  if (!isNamedRoom(alias)) pageNotFound(current.url.pathname);
  const { services, user, theme } = context;
  const room = await services.webinars.namedRoom({ alias, theme, user }).catch((err) => routeError(err, current.url));
  if (!room)
    return {
      frame: current.frame,
      seo: current.seo,
      room: null,
      chat: null,
      remainingMs: 0,
      title: current.entry.title,
    };
  const chat = await services.comments.block({ kind: 'webinar', itemId: room.id, user });
  const { frame, seo } = retitle(current, room.title);
  return { frame, seo, room, chat, remainingMs: new Date(room.date).getTime() - Date.now(), title: room.title };
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, themeFromMatches(matches));

export default function NamedRoom({ loaderData }: Route.ComponentProps) {
  const { room, chat, remainingMs } = loaderData;
  if (room) return <WebinarRoomView room={room} chat={chat} remainingMs={remainingMs} />;
  return (
    <article aria-labelledby="page-title" className="card flex flex-col gap-3">
      <h1 id="page-title" className="text-2xl font-bold">
        {loaderData.title}
      </h1>
      <p>{NAMED_ROOM_EMPTY}. Розклад найближчих вебінарів і записи минулих — на сторінці безкоштовних вебінарів.</p>
      <a href="/free-webinars" className="btn-primary self-start">
        Безкоштовні вебінари
      </a>
    </article>
  );
}
