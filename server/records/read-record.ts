import { and, asc, eq, sql } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Access } from '../access/access';
import type { Db } from '../db/client';
import { recordBlocks, recordFiles, recordModules, records, recordVideos, watchPositions } from '../db/schema';
import { likesOf, personalMarks, ratingPersonal } from '../engagement/engagement-sql';
import { AppError } from '../http/errors';
import { recordNames } from './record-names';
import { inTheme, publicRecord, recordAccess, recordKindName, videoHasAccess } from './records-query';

/**
 * A record with its videos, modules, files, blocks and lecturers, the current video (the one asked
 * for, else the first) and the visitor's watch position on it. Mini-courses with `one_module`
 * show only the current video's module when it is not the first one (spec part 1 §4 "Video").
 */
export async function readRecord(opts: {
  db: Db;
  access: Access;
  theme: ThemeId;
  id: number;
  videoId?: number | null;
}) {
  const { db, access } = opts;
  const user = access.user;
  // The record and its parts in one round: each part is read by the record's id, and nothing of a record
  // that is not found (hidden, of the other theme) leaves this function.
  const [[record], modules, videoRows, files, allBlocks] = await Promise.all([
    db
      .select({
        r: records,
        ...personalMarks(recordKindName, records.id, user),
        likes: likesOf(recordKindName, records.id),
        ratingPersonal: ratingPersonal(recordKindName, records.id, user),
      })
      .from(records)
      .where(and(eq(records.id, opts.id), publicRecord(), inTheme(opts.theme))),
    db
      .select()
      .from(recordModules)
      .where(eq(recordModules.recordId, opts.id))
      .orderBy(asc(recordModules.position), asc(recordModules.id)),
    db
      .select()
      .from(recordVideos)
      .where(eq(recordVideos.recordId, opts.id))
      .orderBy(asc(recordVideos.position), asc(recordVideos.id)),
    db
      .select({
        id: recordFiles.id,
        title: recordFiles.title,
        fileName: recordFiles.fileName,
        mime: recordFiles.mime,
        size: sql<number>`octet_length(${recordFiles.body})`,
      })
      .from(recordFiles)
      .where(eq(recordFiles.recordId, opts.id))
      .orderBy(asc(recordFiles.position), asc(recordFiles.id)),
    db
      .select()
      .from(recordBlocks)
      .where(eq(recordBlocks.recordId, opts.id))
      .orderBy(asc(recordBlocks.position), asc(recordBlocks.id)),
  ]);
  if (!record) throw new AppError('not_found', { message: 'Запис не знайдено' });
  const r = record.r;
  const names = await recordNames(db, [r]);
  const modulePos = new Map(modules.map((m, i) => [m.id, i]));
  const videos = [...videoRows].sort(
    (a, b) =>
      (modulePos.get(a.moduleId ?? -1) ?? -1) - (modulePos.get(b.moduleId ?? -1) ?? -1) ||
      a.position - b.position ||
      a.id - b.id,
  );
  let current: (typeof videos)[number] | null = videos[0] ?? null;
  if (opts.videoId != null) {
    current = videos.find((v) => v.id === opts.videoId) ?? null;
    if (!current) throw new AppError('not_found', { message: 'Відео не знайдено' });
  }
  const flags = recordAccess(access, r);
  const isOneModuleView =
    Boolean(r.options.one_module) &&
    current?.moduleId != null &&
    modules.length > 0 &&
    current.moduleId !== modules[0].id;
  const shownModules = isOneModuleView ? modules.filter((m) => m.id === current?.moduleId) : modules;
  const shownVideos = isOneModuleView ? videos.filter((v) => v.moduleId === current?.moduleId) : videos;
  const blockVideo = current?.options.no_inherits ? current.id : null;
  // The record's own blocks, plus the current video's; a video that does not inherit shows only its own.
  const blocks = allBlocks.filter((b) =>
    blockVideo ? b.videoId === blockVideo : b.videoId === null || (current !== null && b.videoId === current.id),
  );
  let timecode = 0;
  if (user && current && videoHasAccess(access, flags, current)) {
    const [pos] = await db
      .select({ seconds: watchPositions.seconds })
      .from(watchPositions)
      .where(and(eq(watchPositions.userId, user.id), eq(watchPositions.videoId, current.id)));
    timecode = pos?.seconds ?? 0;
  }
  return {
    record: r,
    marks: {
      favorite: record.favorite,
      viewed: record.viewed,
      likesPersonal: record.likesPersonal,
      likes: record.likes,
      ratingPersonal: record.ratingPersonal == null ? null : Number(record.ratingPersonal),
    },
    flags,
    modules: shownModules,
    videos: shownVideos,
    allVideosCount: videos.length,
    firstVideo: videos[0] ?? null,
    current,
    isOneModuleView,
    files,
    blocks,
    lecturers: r.lecturerIds.map((id) => names.lecturers.get(id)).filter((l) => l !== undefined),
    topics: r.topics.map((alias) => ({ alias, title: names.topics.get(alias) ?? alias })),
    timecode,
  };
}

export type ReadRecord = Awaited<ReturnType<typeof readRecord>>;
