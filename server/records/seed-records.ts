import { inArray } from 'drizzle-orm';
import type { PackageCode } from '../../common/packages';
import type { RecordKindId } from '../../common/records';
import type { Db } from '../db/client';
import { lecturers, recordBlocks, recordFiles, recordModules, records, recordVideos, topics } from '../db/schema';
import { lecturers as seedLecturers, type RecordAccess, type SeedRecord, seedRecords } from './records-seed';

/** Topics the records use that the reference list does not have yet. */
const extraTopics = [
  ['yesv', 'ЄСВ', 'Ставки, мінімальний і максимальний внесок, пільги для осіб з інвалідністю.', 'courses'],
  ['pdfo-ta-vz', 'ПДФО та військовий збір', 'Ставки 18 % і 5 %, податкова соціальна пільга, утримання.', 'courses'],
  ['serednia-zarplata', 'Середня зарплата', 'Розрахунок середнього заробітку для відпусток і гарантій.', 'default'],
  ['zvitnist', 'Звітність', 'Податковий розрахунок, звіти до ДПС, ПФУ і статистики.', 'webinars'],
  ['fop', 'ФОП', 'Підприємці-роботодавці: внески, звітність, наймані працівники.', 'schools'],
  [
    'podatkovi-nakladni',
    'Податкові накладні',
    'Реєстрація, зупинення і розблокування податкових накладних.',
    'handbooks',
  ],
] as const;

const accountingTopics = new Set([
  'yesv',
  'pdfo-ta-vz',
  'zvitnist',
  'fop',
  'podatkovi-nakladni',
  'oplata-pratsi',
  'serednia-zarplata',
  'likarniani',
]);
const militaryTopics = new Set(['viiskovyi-oblik', 'mobilizatsiia-ta-bronyuvannia']);
const ladder: Record<Exclude<RecordAccess, 'free'>, PackageCode[]> = {
  standard: ['standard', 'professional', 'premium', 'premium-pro'],
  professional: ['professional', 'premium', 'premium-pro'],
  premium: ['premium', 'premium-pro'],
};
const kindOf: Record<SeedRecord['kind'], RecordKindId> = {
  webinar: 'webinar',
  'video-consultation': 'consultation',
  minicourse: 'minicourse',
};
/**
 * A demo lecturer's portrait: initials on a colour of its own, a file of the site's public images
 * (`public/images/lecturers/{slug}.svg`) that the browser caches, not a `data:` address repeated in
 * every card and page that names the lecturer.
 */
export const lecturerAvatarUrl = (slug: string) => `/images/lecturers/${slug}.svg`;

function packagesOf(r: SeedRecord): PackageCode[] {
  if (r.access === 'free') return [];
  const list = [...ladder[r.access]];
  if (r.topics.some((t) => militaryTopics.has(t))) list.push('military-pro');
  return list;
}

/** A webinar's notes: what it covers and who reads it, served only to visitors the record opens for. */
function notesOf(r: SeedRecord, lecturerNames: string): string {
  return [
    `«${r.title}»`,
    `Лектор: ${lecturerNames}. Дата ефіру: ${r.date.split('-').reverse().join('.')}.`,
    '',
    r.description,
    '',
    ...r.videos.map((v, i) => `${i + 1}. ${v.title} (${v.duration})`),
  ].join('\n');
}

/** Demo lecturers and the 41 records of records-seed.ts; records already present (by slug) are kept. */
export async function seedRecordsDemo(db: Db) {
  await db
    .insert(topics)
    .values(
      extraTopics.map(([alias, title, description, category], i) => ({
        alias,
        title,
        description,
        category,
        position: 20 + i,
      })),
    )
    .onConflictDoNothing({ target: topics.alias });
  await db
    .insert(lecturers)
    .values(
      seedLecturers.map((l) => ({
        slug: l.slug,
        name: l.name,
        position: l.position,
        bio: l.bio,
        avatarUrl: lecturerAvatarUrl(l.slug),
      })),
    )
    .onConflictDoNothing({ target: lecturers.slug });
  const lecturerRows = await db
    .select()
    .from(lecturers)
    .where(
      inArray(
        lecturers.slug,
        seedLecturers.map((l) => l.slug),
      ),
    );
  const lecturerBySlug = new Map(lecturerRows.map((l) => [l.slug, l]));
  const existing = new Set(
    (
      await db
        .select({ slug: records.slug })
        .from(records)
        .where(
          inArray(
            records.slug,
            seedRecords.map((r) => r.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  for (const r of seedRecords) {
    if (existing.has(r.slug)) continue;
    const people = r.lecturers.flatMap((s) => lecturerBySlug.get(s) ?? []);
    const kind = kindOf[r.kind];
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(records)
        .values({
          slug: r.slug,
          title: r.title,
          description: r.description,
          kind,
          isFree: r.access === 'free',
          packages: packagesOf(r),
          topics: r.topics,
          lecturerIds: people.map((l) => l.id),
          themes: r.topics.some((t) => accountingTopics.has(t)) ? ['hr', 'accounting'] : ['hr'],
          status: 'published',
          date: new Date(`${r.date}T10:00:00+02:00`),
          options: { certificate: r.certificate, one_module: kind === 'minicourse', time: '10:00' },
        })
        .returning({ id: records.id });
      if (r.modules.length) {
        for (const [mi, m] of r.modules.entries()) {
          const [mod] = await tx
            .insert(recordModules)
            .values({ recordId: row.id, title: m.title, position: mi })
            .returning();
          await tx.insert(recordVideos).values(
            m.videos.map((v, vi) => ({
              recordId: row.id,
              moduleId: mod.id,
              title: v.title,
              embedId: null,
              duration: v.duration,
              position: vi,
              // The first lesson of a paid mini-course is a preview for every signed-in visitor.
              isFree: mi === 0 && vi === 0,
            })),
          );
        }
      } else {
        await tx.insert(recordVideos).values(
          r.videos.map((v, vi) => ({
            recordId: row.id,
            title: v.title,
            embedId: null,
            duration: v.duration,
            position: vi,
          })),
        );
      }
      await tx.insert(recordBlocks).values({
        recordId: row.id,
        type: 'comments',
        name: 'comments',
        position: 10,
        thread: 20_000 + row.id,
        replies: 1,
      });
      if (kind === 'webinar') {
        await tx.insert(recordFiles).values({
          recordId: row.id,
          title: 'Конспект вебінару',
          fileName: `${r.slug}.txt`,
          mime: 'text/plain; charset=utf-8',
          body: Buffer.from(notesOf(r, people.map((l) => l.name).join(', ')), 'utf8'),
        });
      }
    });
  }
}
