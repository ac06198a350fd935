import { keptDictionary } from '../cache/kept-lists';
import type { Db } from '../db/client';
import { lecturers, topics } from '../db/schema';
import { recordRubrics, type RecordKindId } from '../../common/records';
import { type ListRecordsOptions, listRecords, type RecordCardRow } from './list-records';
import { presentRecordCard } from './records.presenter';
import type { Access } from '../access/access';

/**
 * Lecturers and topic titles as cards name them (small tables: read once a second per process, and at
 * once when a row names a lecturer or topic the kept copy lacks; ADR 046). A topic without a row of
 * its own shows its alias, as before, and does not make every request read the table again.
 */
const names = keptDictionary(async (db: Db) => {
  const [ls, ts] = await Promise.all([
    db.select().from(lecturers),
    db.select({ alias: topics.alias, title: topics.title }).from(topics),
  ]);
  return { lecturers: new Map(ls.map((l) => [l.id, l])), topics: new Map(ts.map((t) => [t.alias, t.title])) };
});

/** Cards of a set of rows with their lecturers and topic titles (no query per row or per page). */
export async function presentCards(opts: { db: Db; access: Access; rows: RecordCardRow[] }) {
  const { db, rows } = opts;
  const dict = await names.covering(db, (d) =>
    rows.flatMap((r) => [
      ...r.lecturerIds.filter((id) => !d.lecturers.has(id)).map((id) => `l:${id}`),
      ...r.topics.filter((alias) => !d.topics.has(alias)).map((alias) => `t:${alias}`),
    ]),
  );
  const ctx = { access: opts.access, lecturers: dict.lecturers, topics: dict.topics };
  return rows.map((r) => presentRecordCard(r, ctx));
}

/** The list answer of `GET /api/records/search` and of the /events pages. */
export async function listRecordsPage(opts: ListRecordsOptions) {
  const { rows, total, page, limit, filters } = await listRecords(opts);
  const data = await presentCards({ db: opts.db, access: opts.access, rows });
  return {
    data,
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total },
    ...(filters
      ? {
          filters: [
            { queryName: 'themeItems', label: 'Теми', items: filters.themeItems },
            { queryName: 'lecturersItems', label: 'Лектори', items: filters.lecturersItems },
            {
              queryName: 'typeItems',
              label: 'Формат',
              items: filters.typeItems.map((t) => ({
                id: t.id,
                label: recordRubrics[t.id as RecordKindId]?.title ?? t.id,
                count: t.count,
              })),
            },
          ],
        }
      : {}),
  };
}
export type RecordsPage = Awaited<ReturnType<typeof listRecordsPage>>;
