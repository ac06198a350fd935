import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { FREE_MODULE_CAMPAIGN } from '../../common/courses';
import { campaigns, courseProductRecords, courseProducts, recordModules, records, recordVideos } from '../db/schema';

/**
 * The academy's courses sold one by one, each beside its `klacademy_kurs_*` landing; prices in
 * kopiykas. `freeFirstModule`: the first module's videos are a preview any registered visitor may
 * watch (the «free module register» campaign), the rest stays behind the purchase.
 */
export const seedCourseProducts = [
  {
    code: 'kurs-kadry-z-nulia',
    title: 'Кадри з нуля',
    description: 'Від першого наказу до звільнення працівника: документи, порядок і строки.',
    priceKop: 249_000,
    accessMonths: 12,
    landing: 'klacademy_kurs_kadznul_091023',
    records: ['mk-kadrovyi-oblik-voiennyi-stan', 'mk-zvilnennia-dokumenty-i-rozrakhunky'],
    freeFirstModule: false,
  },
  {
    code: 'kurs-viiskovyi-oblik',
    title: 'Військовий облік на підприємстві',
    description: 'Від призначення відповідального до звірки з ТЦК, з шаблонами наказів і повідомлень.',
    priceKop: 189_000,
    accessMonths: null,
    landing: 'klacademy_kurs_vo_170723',
    records: ['mk-viiskovyi-oblik-na-pidpryiemstvi'],
    freeFirstModule: true,
  },
  {
    code: 'kurs-kadrove-dilovodstvo',
    title: 'Кадрове діловодство',
    description: 'Номенклатура справ, накази, особові справи й електронні кадрові документи.',
    priceKop: 159_000,
    accessMonths: 6,
    landing: 'klacademy_kurs_kd_281024',
    records: ['mk-kvota-osib-z-invalidnistiu'],
    freeFirstModule: false,
  },
] as const;

/** Idempotent: products are inserted once by code (prices then belong to the catalogue's editors). */
export async function seedCourses(db: Db) {
  for (const [position, c] of seedCourseProducts.entries()) {
    const [row] = await db
      .insert(courseProducts)
      .values({
        code: c.code,
        title: c.title,
        description: c.description,
        priceKop: c.priceKop,
        accessMonths: c.accessMonths,
        landing: c.landing,
        position,
      })
      .onConflictDoNothing()
      .returning({ id: courseProducts.id });
    if (!row) continue;
    const found = await db
      .select({ id: records.id, slug: records.slug })
      .from(records)
      .where(inArray(records.slug, [...c.records]));
    const ids = c.records.flatMap((slug) => found.filter((r) => r.slug === slug).map((r) => r.id));
    if (ids.length)
      await db
        .insert(courseProductRecords)
        .values(ids.map((recordId, i) => ({ productId: row.id, recordId, position: i })))
        .onConflictDoNothing();
    if (c.freeFirstModule) for (const recordId of ids) await openFirstModule(db, recordId);
  }
}

/** The first module's videos become the free preview of a mini-course. */
export async function openFirstModule(db: Db, recordId: number) {
  const [first] = await db
    .select({ id: recordModules.id })
    .from(recordModules)
    .where(eq(recordModules.recordId, recordId))
    .orderBy(recordModules.position, recordModules.id)
    .limit(1);
  if (!first) return;
  await db
    .update(recordVideos)
    .set({ isFree: true })
    .where(and(eq(recordVideos.recordId, recordId), eq(recordVideos.moduleId, first.id)));
}

/** The «free module register» campaign: a guest's account, then the mini-course's first module plays. */
export async function seedFreeModuleCampaign(db: Db) {
  await db
    .insert(campaigns)
    .values({ alias: FREE_MODULE_CAMPAIGN, title: 'Безкоштовний перший модуль мінікурсу', createsAccount: true })
    .onConflictDoNothing();
}
