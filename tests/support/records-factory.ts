import type { PackageCode } from '../../common/packages';
import type { RecordKindId } from '../../common/records';
import type { Db } from '../../server/db/client';
import { lecturers, recordBlocks, recordFiles } from '../../server/db/schema';
import { publishRecord, storeRecord } from '../../server/records/store-record';
import { storeModule, storeVideo } from '../../server/records/store-video';
import { uniq } from './factories';

interface VideoSpec {
  title?: string;
  /** null: a video whose recording is not uploaded yet. */
  embedId?: string | null;
  duration?: string;
  isFree?: boolean;
}

/** A record built through the staff operations: videos, or modules of videos, optional file and blocks. */
export async function buildRecord(
  db: Db,
  opts: {
    title?: string;
    kind?: RecordKindId;
    isFree?: boolean;
    packages?: PackageCode[];
    topics?: string[];
    lecturerIds?: number[];
    themes?: ('hr' | 'accounting')[];
    state?: 'published' | 'draft';
    date?: Date;
    oneModule?: boolean;
    videos?: VideoSpec[];
    modules?: { title: string; videos: VideoSpec[] }[];
    file?: { title: string; fileName: string; body: string };
    blocks?: { type: string; name?: string; text?: string; thread?: number | null; template?: string; view?: string }[];
  } = {},
) {
  const title = opts.title ?? `Тестовий запис ${uniq('r')}`;
  const { id } = await storeRecord({
    db,
    input: {
      title,
      slug: uniq('rec').toLowerCase(),
      kind: opts.kind ?? 'webinar',
      description: `Опис запису «${title}».`,
      is_free: opts.isFree ?? false,
      packages: opts.packages ?? [],
      topics: opts.topics ?? [],
      lecturers: opts.lecturerIds ?? [],
      themes: opts.themes ?? ['hr', 'accounting'],
      status: 'draft',
      date: (opts.date ?? new Date(Date.now() - 3_600_000)).toISOString(),
      options: { certificate: true, one_module: opts.oneModule ?? false },
    },
  });
  const videoIds: number[] = [];
  const moduleIds: number[] = [];
  let n = 0;
  const addVideo = async (v: VideoSpec, moduleId: number | null, position: number) => {
    n += 1;
    const saved = await storeVideo({
      db,
      input: {
        record_id: id,
        module_id: moduleId,
        title: v.title ?? `Відео ${n} запису ${id}`,
        embed_id:
          v.embedId !== undefined
            ? v.embedId
            : n % 2
              ? String(700_000_000 + id * 10 + n)
              : `yt${String(id).padStart(5, '0')}x${n}`.slice(0, 11).padEnd(11, 'q'),
        duration: v.duration ?? '00:45:00',
        position,
        is_free: v.isFree ?? false,
      },
    });
    videoIds.push(saved.id);
  };
  for (const [i, v] of (opts.videos ?? (opts.modules ? [] : [{}])).entries()) await addVideo(v, null, i);
  for (const [mi, m] of (opts.modules ?? []).entries()) {
    const mod = await storeModule({ db, input: { record_id: id, title: m.title, position: mi } });
    moduleIds.push(mod.id);
    for (const [vi, v] of m.videos.entries()) await addVideo(v, mod.id, vi);
  }
  if (opts.file) {
    await db.insert(recordFiles).values({
      recordId: id,
      title: opts.file.title,
      fileName: opts.file.fileName,
      mime: 'text/plain; charset=utf-8',
      body: Buffer.from(opts.file.body),
    });
  }
  for (const [i, b] of (opts.blocks ?? []).entries()) {
    await db.insert(recordBlocks).values({
      recordId: id,
      type: b.type,
      name: b.name ?? '',
      position: i,
      text: b.text ?? '',
      thread: b.thread === undefined ? 1000 + i : b.thread,
      template: b.template ?? '',
      options: b.view ? { view: b.view } : {},
    });
  }
  if ((opts.state ?? 'published') === 'published') await publishRecord({ db, id, status: 'published' });
  return { id, title, videoIds, moduleIds };
}

export async function buildLecturer(db: Db, name = 'Лектор Тестовий') {
  const [row] = await db
    .insert(lecturers)
    .values({ slug: uniq('lect').toLowerCase(), name })
    .returning();
  return row;
}
