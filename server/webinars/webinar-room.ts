import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { NAMED_ROOM_EMPTY, type NamedRoom } from '../../common/named-rooms';
import { embedUrl } from '../../common/records';
import type { ThemeId } from '../../common/themes';
import type { SessionUser } from '../accounts/sessions';
import { ensureThread } from '../comments/ensure-thread';
import type { Db } from '../db/client';
import { webinars } from '../db/schema';
import { AppError } from '../http/errors';
import { getWebinar } from './list-webinars';
import { isWebinarParticipant, ROOM_PARTICIPANTS_ONLY } from './webinar-participant';
import { presentMaterials, type WebinarRow } from './webinars.presenter';

/** The room's presence channel (spec part 2 §9: presence channels start with `presence-`). */
export const presenceChannel = (webinarId: number) => `presence-webinar.${webinarId}`;

/** The video id of a YouTube or Vimeo address (watch, youtu.be, live, embed), or null for anything else. */
export function streamVideoId(url: string | null): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const parts = u.pathname.split('/').filter(Boolean);
  const youtubeId = (id: string | null | undefined) => (id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null);
  if (host === 'youtu.be') return youtubeId(parts[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') return youtubeId(u.searchParams.get('v'));
    if (parts[0] === 'live' || parts[0] === 'embed') return youtubeId(parts[1]);
    return null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => /^\d{1,12}$/.test(p));
    return id ?? null;
  }
  return null;
}

/** The player address for the room, as the records player embeds (YouTube without cookies, Vimeo). */
export function streamEmbed(url: string | null): string | null {
  const id = streamVideoId(url);
  return id ? embedUrl(id) : null;
}

/** The webinar's room chat thread: the one made with the webinar, or made now for older webinars. */
async function chatThread(db: Db, w: WebinarRow): Promise<number> {
  if (w.chatThreadId) return w.chatThreadId;
  const thread = await ensureThread(db, {
    kind: 'webinar',
    itemId: w.id,
    title: w.title,
    files: 0,
    themes: w.themes as ThemeId[],
  });
  await db.update(webinars).set({ chatThreadId: thread.id }).where(eq(webinars.id, w.id));
  return thread.id;
}

/**
 * The live room of a free webinar: registered accounts (and events editors) only. Answers the stream
 * embed, the chat thread, the presence channel, and the gift once the webinar is over.
 */
export async function webinarRoom(opts: { db: Db; id: number; theme: ThemeId; user: SessionUser | null; now?: Date }) {
  if (!opts.user) throw new AppError('unauthenticated');
  const { webinar: w } = await getWebinar({ db: opts.db, id: opts.id, theme: opts.theme, email: opts.user.email });
  if (!(await isWebinarParticipant(opts.db, w, opts.user))) {
    throw new AppError('forbidden', { message: ROOM_PARTICIPANTS_ONLY });
  }
  const now = (opts.now ?? new Date()).getTime();
  const endsAt = w.startsAt.getTime() + w.durationMinutes * 60_000;
  const isEnded = now >= endsAt;
  return {
    id: w.id,
    title: w.title,
    date: w.startsAt.toISOString(),
    ends_at: new Date(endsAt).toISOString(),
    state: now < w.startsAt.getTime() ? ('upcoming' as const) : isEnded ? ('ended' as const) : ('live' as const),
    stream_embed: streamEmbed(w.streamUrl),
    stream_url: w.streamUrl,
    chat_thread_id: await chatThread(opts.db, w),
    presence_channel: presenceChannel(w.id),
    programme: w.programme,
    materials: presentMaterials(w),
    gifts: isEnded ? w.gifts : [],
    record_id: w.recordId,
  };
}
export type WebinarRoom = Awaited<ReturnType<typeof webinarRoom>>;

/** Who may join `presence-webinar.{id}`: the room's participants. */
export async function mayJoinPresence(db: Db, room: string, user: SessionUser | null): Promise<boolean> {
  const m = /^presence-webinar\.(\d{1,9})$/.exec(room);
  if (!m || !user) return false;
  const [w] = await db
    .select()
    .from(webinars)
    .where(and(eq(webinars.id, Number(m[1])), eq(webinars.isPublished, true)));
  return Boolean(w) && (await isWebinarParticipant(db, w, user));
}

/**
 * The webinar a named room shows: of those staff assigned to it, published for the theme and not
 * yet over (start + duration), the one that starts first; so the current one, else the next.
 */
export async function namedRoomWebinarId(opts: { db: Db; alias: NamedRoom; theme: ThemeId; now?: Date }) {
  const [row] = await opts.db
    .select({ id: webinars.id })
    .from(webinars)
    .where(
      and(
        eq(webinars.roomAlias, opts.alias),
        eq(webinars.isPublished, true),
        sql`${opts.theme} = any(${webinars.themes})`,
        gt(sql`${webinars.startsAt} + make_interval(mins => ${webinars.durationMinutes})`, opts.now ?? new Date()),
      ),
    )
    .orderBy(asc(webinars.startsAt))
    .limit(1);
  return row?.id ?? null;
}

/** The live room behind a named room, with the room's access rules; 404 with the empty-room text when none. */
export async function namedWebinarRoom(opts: { db: Db; alias: NamedRoom; theme: ThemeId; user: SessionUser | null }) {
  const id = await namedRoomWebinarId(opts);
  if (id === null) throw new AppError('not_found', { message: NAMED_ROOM_EMPTY });
  return webinarRoom({ ...opts, id });
}
