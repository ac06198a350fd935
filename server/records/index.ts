import { desc } from 'drizzle-orm';
import { recordPath } from '../../common/records';
import { defineCapability } from '../capability';
import { recordsSearchSource } from './search-records-site';
import { records } from '../db/schema';
import { countVideos } from './count-records';
import { recordKind } from './records-kind';
import { publicRecord } from './records-query';
import { recordsRoutes } from './records.routes';
import { recordsServices } from './records-services';
import { seedRecordsDemo } from './seed-records';

/** Video records: webinar recordings, video consultations and mini-courses (issue 11). */
export const recordsCapability = defineCapability({
  name: 'records',
  api: recordsRoutes,
  services: recordsServices,
  seed: { demo: ({ db }) => seedRecordsDemo(db) },
  sitemap: async ({ db }) => {
    const rows = await db
      .select({ id: records.id })
      .from(records)
      .where(publicRecord())
      .orderBy(desc(records.date))
      .limit(45000);
    return rows.map((r) => recordPath(r.id));
  },
  engagementKinds: [recordKind],
  contentKinds: ['record', 'video'],
  search: [recordsSearchSource],
  counters: { videos: ({ db, theme }) => countVideos({ db, theme }) },
});
