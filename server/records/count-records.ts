import { and, count, eq } from 'drizzle-orm';
import type { ThemeId } from '../../common/themes';
import type { Db } from '../db/client';
import { records, recordVideos } from '../db/schema';
import { inTheme, publicRecord } from './records-query';

/** Published videos of the theme's public records: the side menu's «Відео» counter. */
export async function countVideos(opts: { db: Db; theme?: ThemeId }) {
  const [row] = await opts.db
    .select({ n: count() })
    .from(recordVideos)
    .innerJoin(records, eq(records.id, recordVideos.recordId))
    .where(and(publicRecord(), opts.theme ? inTheme(opts.theme) : undefined));
  return row?.n ?? 0;
}

/** The video sections with their record counts (`GET /api/records/events/menu`). */
export async function listRecordsMenu(opts: { db: Db; theme: ThemeId }) {
  const rows = await opts.db
    .select({ kind: records.kind, free: records.isFree, n: count() })
    .from(records)
    .where(and(publicRecord(), inTheme(opts.theme)))
    .groupBy(records.kind, records.isFree);
  const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((a, r) => a + r.n, 0);
  return [
    { id: 'all', title: 'Усі відео', url: '/events/all', count: sum(() => true) },
    { id: 'free', title: 'Безкоштовні відео', url: '/events/free', count: sum((r) => r.free) },
    {
      id: 'consultation',
      title: 'Відеоконсультації',
      url: '/events/consultation',
      count: sum((r) => r.kind === 'consultation'),
    },
    {
      id: 'webinar',
      title: 'Вебінари',
      url: '/events/all?type=all&typeItems=webinar',
      count: sum((r) => r.kind === 'webinar'),
    },
    {
      id: 'minicourse',
      title: 'Мінікурси',
      url: '/events/all?type=all&typeItems=minicourse',
      count: sum((r) => r.kind === 'minicourse'),
    },
  ];
}
