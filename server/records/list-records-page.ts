import type { Db } from '../db/client';
import { recordNames } from './record-names';
import { recordRubrics, type RecordKindId } from '../../common/records';
import { type ListRecordsOptions, listRecords, type RecordCardRow } from './list-records';
import { presentRecordCard } from './records.presenter';
import type { Access } from '../access/access';

/** Cards of a set of rows with their lecturers and topic titles (no query per row or per page). */
export async function presentCards(opts: { db: Db; access: Access; rows: RecordCardRow[] }) {
  const { db, rows } = opts;
  const dict = await recordNames(db, rows);
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
