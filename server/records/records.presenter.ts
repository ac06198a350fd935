import {
  isBlockShown,
  type RecordKindId,
  recordFilePath,
  recordPath,
  recordRubrics,
  videoPath,
  videoProvider,
} from '../../common/records';
import type { Access } from '../access/access';
import type { lecturers } from '../db/schema';
import { presentLikes, presentRating } from '../engagement/engagement.presenter';
import type { RecordCardRow } from './list-records';
import type { ReadRecord } from './read-record';
import { recordAccess, videoHasAccess } from './records-query';

type LecturerRow = typeof lecturers.$inferSelect;

const pad = (n: number) => String(n).padStart(2, '0');
/** Seconds → hh:mm:ss. */
export const durationText = (s: number) =>
  `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;

const rubricsOf = (kind: string) => {
  const rubric = recordRubrics[kind as RecordKindId];
  return rubric ? [rubric] : [];
};

export const presentLecturer = (l: LecturerRow) => ({
  id: l.id,
  slug: l.slug,
  name: l.name,
  position: l.position,
  avatar_url: l.avatarUrl,
});

/** One record in a list. No video ids of any kind: the card links to the record page. */
export function presentRecordCard(
  row: RecordCardRow,
  ctx: { access: Access; lecturers: Map<number, LecturerRow>; topics: Map<string, string> },
) {
  const flags = recordAccess(ctx.access, row);
  return {
    id: row.id,
    title: row.title,
    url: recordPath(row.id),
    excerpt: row.description,
    kind: row.kind,
    rubrics: rubricsOf(row.kind),
    date: row.options.notshowdate ? null : row.date.toISOString(),
    // Named one by one, not spread: every card of a list then has the same shape, made as one literal.
    access: flags.access,
    client_access: flags.client_access,
    hasAccess: flags.hasAccess,
    videos_count: row.videosCount,
    duration: durationText(row.seconds),
    first_video_url: row.firstVideoId ? videoPath(row.id, row.firstVideoId) : null,
    lecturers: row.lecturerIds.flatMap((id) => {
      const l = ctx.lecturers.get(id);
      return l ? [presentLecturer(l)] : [];
    }),
    topics: row.topics.map((alias) => ({ alias, title: ctx.topics.get(alias) ?? alias })),
    options: { certificate: Boolean(row.options.certificate) },
    favorite: { enabled: Boolean(ctx.access.user), inFavorites: row.favorite },
    favorites_count: row.favoritesCount,
    views: row.views,
    share_count: row.shareCount,
    comments_count: row.commentsCount,
    rating: presentRating(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
    viewed: row.viewed,
  };
}
export type RecordCard = ReturnType<typeof presentRecordCard>;

/**
 * The event record of spec part 2 §3. The paywall cut lives here: a video the visitor may not play
 * carries no player id, files carry no address and blocks no text unless the record opens.
 */
export function presentRecord(read: ReadRecord, access: Access) {
  const { record: r, flags, current } = read;
  const presentVideo = (v: NonNullable<ReadRecord['current']>) => {
    const hasAccess = videoHasAccess(access, flags, v);
    return {
      id: v.id,
      title: v.title,
      url: videoPath(r.id, v.id),
      duration: v.duration,
      hasAccess,
      /** False while the recording is not uploaded: the page says when it comes instead of a player. */
      playable: v.embedId !== null,
      /** A preview any signed-in visitor may play (a mini-course's free first module, ADR 040). */
      is_preview: v.isFree,
      options: { module: v.moduleId, no_inherits: Boolean(v.options.no_inherits) },
      ...(hasAccess && v.embedId !== null ? { embed: { provider: videoProvider(v.embedId), id: v.embedId } } : {}),
    };
  };
  return {
    id: r.id,
    title: r.title,
    url: recordPath(r.id),
    description: r.description,
    template: r.template,
    kind: r.kind,
    ...flags,
    date: r.options.notshowdate ? null : r.date.toISOString(),
    thread: r.thread,
    strings: r.strings,
    rubrics: rubricsOf(r.kind),
    options: {
      certificate: Boolean(r.options.certificate),
      link: r.options.link ?? null,
      modules: read.modules.length > 0,
      one_module: Boolean(r.options.one_module),
      sitemap: r.options.sitemap !== false,
      notshowdate: Boolean(r.options.notshowdate),
      time: r.options.time ?? null,
    },
    video: current ? { ...presentVideo(current), timecode: read.timecode } : null,
    first_video_url: read.firstVideo ? videoPath(r.id, read.firstVideo.id) : null,
    first_video_title: read.firstVideo?.title ?? null,
    one_module_view: read.isOneModuleView,
    modules: read.modules.map((m) => ({ id: m.id, title: m.title, position: m.position })),
    videos: read.videos.map(presentVideo),
    files: read.files.map((f) => ({
      id: f.id,
      title: f.title,
      file_name: f.fileName,
      size: Number(f.size),
      url: flags.hasAccess ? recordFilePath(r.id, f.id) : null,
    })),
    blocks: read.blocks
      .filter((b) => isBlockShown({ ...b, view: b.options.view }))
      .map((b) => ({
        id: b.id,
        type: b.type,
        name: b.name,
        order: b.position,
        text: flags.hasAccess ? b.text : '',
        options: { view: b.options.view ?? null },
        thread: b.thread,
        replies: b.replies,
        template: b.template,
        readonly: b.readonly === 1,
      })),
    lecturers: read.lecturers.map((l) => ({ ...presentLecturer(l), bio: l.bio })),
    topics: read.topics,
    favorite: { enabled: Boolean(access.user), inFavorites: read.marks.favorite },
    favorites_count: r.favoritesCount,
    views: r.views,
    comments_count: r.commentsCount,
    comments_names: [] as string[],
    comments_others: 0,
    likes: presentLikes(read.marks.likes),
    likes_personal: read.marks.likesPersonal ?? null,
    share_count: r.shareCount,
    rating: presentRating(r.ratingSum, r.ratingCount),
    rating_count: r.ratingCount,
    rating_personal: read.marks.ratingPersonal,
    viewed: read.marks.viewed,
  };
}
export type RecordView = ReturnType<typeof presentRecord>;
